/**
 * What every answer must be: below 500, one of the statuses the operation documents, JSON where
 * the document says so, and then the envelope `{ status, message, result }` with `status` equal
 * to the HTTP one.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Operation } from './operations.js';

/** The problem with the answer, or null when it is one the API may give. */
export function judge(operation: Operation, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `server error ${status}`;
  if (!operation.statuses.has(status)) return `status ${status} is not among the documented ${[...operation.statuses].join(', ')}`;
  const type = String(response.headers['content-type'] ?? '');
  const json = /^application\/json\b/i.test(type);
  if (operation.jsonStatuses.has(status) && !json) return `documented as JSON, answered ${JSON.stringify(type)}`;
  if (!json) return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'content type says JSON but the body is not JSON';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'JSON answer is not the envelope';
  const envelope = body as Record<string, unknown>;
  if (envelope.status !== status) return `envelope status ${JSON.stringify(envelope.status)} differs from HTTP ${status}`;
  if (typeof envelope.message !== 'string' || envelope.message === '') return 'envelope without a message';
  if (!('result' in envelope)) return 'envelope without result';
  return null;
}
