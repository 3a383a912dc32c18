/**
 * The back office's side of the edit sequence (decision 0100, rules in edit-sequence.ts): a
 * request's `If-Match` read before its handler runs, every read answering the counter's value
 * from before it read, and every write the value it left.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest } from '../../http/errors.js';
import { EDIT_SEQUENCE_HEADER, type EditCheck, runWithEditCheck, sequenceOfIfMatch } from './edit-sequence.js';

const checks = new WeakMap<FastifyRequest, EditCheck>();

export function installEditSequence(admin: FastifyInstance): void {
  // A callback hook, so that the handler and the write's transaction run with the request's check.
  admin.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const readFrom = sequenceOfIfMatch(request.headers['if-match']);
    if (readFrom === undefined) return done(badRequest('editSequenceInvalid'));
    const check: EditCheck = { readFrom, checked: new Set(), written: null };
    checks.set(request, check);
    runWithEditCheck(check, done);
  });
  // Read before the handler reads what it answers: a write in between makes the value older than
  // the answer, so a save from it is refused rather than let through.
  admin.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET') reply.header(EDIT_SEQUENCE_HEADER, String(await request.server.services.editSequence.current()));
  });
  admin.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const written = editSequenceAnswered(request, reply);
    if (written !== null) reply.header(EDIT_SEQUENCE_HEADER, String(written));
    done(null, payload);
  });
}

/** The counter's value a successful write answers (the X-Edit-Sequence it sends); null for a read or a failed write. */
export function editSequenceAnswered(request: FastifyRequest, reply: FastifyReply): number | null {
  const written = checks.get(request)?.written;
  return written !== null && written !== undefined && reply.statusCode < 300 ? written : null;
}
