/**
 * Requests Node's HTTP parser refuses before Fastify reads them: a method HTTP does not have,
 * bytes that are not HTTP, headers past the size limit, a request that took too long. Fastify's
 * own answer is JSON of another shape without the security headers; this one is the envelope, in
 * the language the headers received ask for (raw-request-language.ts), else the site's default,
 * with the headers every answer carries. The connection is closed afterwards, as Node does.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Envelope } from '../../contract/envelope.js';
import type { Lang } from '../../contract/languages.js';
import type { MessageKey } from '../i18n/translate.js';
import { translate } from '../i18n/translate.js';
import { rawRequestLanguage } from './raw-request-language.js';
import { FIXED_SECURITY_HEADERS } from './security-headers.js';

function statusOf(code: string | undefined): [number, MessageKey] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'requestTimeout'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'headersTooLarge'];
  return [400, 'invalidInput'];
}

/** `policyWithoutScripts`: the Content-Security-Policy of an answer without inline scripts. */
export function malformedRequestHandler(defaultLang: () => Lang, policyWithoutScripts: string): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  return function answerMalformedRequest(this: FastifyInstance, error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
    // A connection the client reset has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, key] = statusOf(error.code);
    // Scanners send these by the thousand: not worth more than a debug line.
    this.log.debug({ status, code: error.code }, 'malformed request');
    if (socket.writable) {
      const envelope: Envelope<null> = { status, message: translate(rawRequestLanguage(error.rawPacket, defaultLang()), key), result: null };
      const body = JSON.stringify(envelope);
      const headers = {
        ...FIXED_SECURITY_HEADERS,
        'content-security-policy': policyWithoutScripts,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
