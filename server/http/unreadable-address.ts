/**
 * Addresses the router cannot read: broken percent-encoding (`/api/admin/job/detail/%`) or a path
 * parameter longer than the router accepts. Fastify answers these itself, outside the error
 * handler and not in the envelope; this gives them the envelope like every other client error:
 * a 400 that says the input is not valid.
 */
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Envelope } from '../../contract/envelope.js';
import type { Lang } from '../../contract/languages.js';
import { translate } from '../i18n/translate.js';
import { resolveRequestLanguage } from './language.js';

export function unreadableAddressHandler(defaultLang: Lang): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    // The hooks that set the request's language have not run for an address the router refused.
    let lang = defaultLang;
    try {
      lang = resolveRequestLanguage(request, defaultLang);
    } catch {
      // The query of a broken address may not parse either; the default language answers then.
    }
    request.log.info({ status: 400, code: (error as { code?: string }).code }, 'client error');
    const body: Envelope<null> = { status: 400, message: translate(lang, 'invalidInput'), result: null };
    void reply.status(400).type('application/json; charset=utf-8').send(body);
  };
}
