/** A failing request and its answer written out so that anyone can send it again. */
import type { LightMyRequestResponse } from 'fastify';
import type { FuzzRequest } from './requests.js';

const LIMIT = 600;

function truncate(text: string, limit = LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;
}

function payloadText(payload: string | Buffer | undefined): string {
  if (payload === undefined) return '(none)';
  if (typeof payload === 'string') return truncate(JSON.stringify(payload));
  const text = payload.toString('utf8');
  // Bytes that are not UTF-8 are part of the finding: show them as hex.
  return Buffer.from(text, 'utf8').equals(payload) ? truncate(JSON.stringify(text)) : `hex ${truncate(payload.toString('hex'))}`;
}

export function describeRequest(request: FuzzRequest): string {
  return [
    `  input:   ${request.shape}`,
    `  request: ${request.method} ${truncate(request.url, 300)}`,
    `  caller:  ${request.caller}${request.caller === 'administrator' || request.caller === 'editor' ? ` (${request.bearer ? 'Bearer ' : ''}<token>)` : ''}`,
    `  headers: ${truncate(JSON.stringify(request.headers), 300)}`,
    `  body:    ${payloadText(request.payload)}`,
  ].join('\n');
}

export function describeAnswer(response: LightMyRequestResponse): string {
  return `  answer:  ${response.statusCode} ${String(response.headers['content-type'] ?? '')} ${truncate(response.body, 400)}`;
}
