/** Builders of the response envelope for successful answers. */
import type { FastifyRequest } from 'fastify';
import type { Envelope, ListEnvelope, Pageable } from '../../contract/envelope.js';
import { translate } from '../i18n/translate.js';

export function ok<T>(request: FastifyRequest, result: T): Envelope<T> {
  return { status: 200, message: translate(request.lang, 'success'), result };
}

export function okList<T>(request: FastifyRequest, items: T[], pageable: Pageable): ListEnvelope<T> {
  return { status: 200, message: translate(request.lang, 'success'), result: items, pageable };
}
