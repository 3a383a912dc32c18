/**
 * `Idempotency-Key` on staff writes (POST, PUT, DELETE under /api/admin; decision 0065), after the
 * IETF httpapi draft: the same key with the same request within 24 hours gets the first answer
 * again without writing again; with another request, 422; while the first is still being
 * processed, 409. Keys are per staff account and live in the database, so every instance sees them.
 *
 * A key is claimed before the handler runs (a row of its own, committed at once), marked used in
 * the write's own transaction (current-key.ts), and given the answer once it is known (service.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest } from '../../http/errors.js';
import { EDIT_SEQUENCE_HEADER } from '../content/edit-sequence.js';
import { editSequenceAnswered } from '../content/edit-sequence-hooks.js';
import { type HeldKey, runWithKey } from './current-key.js';
import { idempotencyKeyOf } from './key-header.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

const heldBy = new WeakMap<FastifyRequest, HeldKey>();

/**
 * Fields of a staff write that hold a credential (a password being checked or set, a code). They
 * are left out of the fingerprint: the row outlives the request and goes into backups, and a fast
 * hash of a body whose other fields anyone can guess would check password guesses offline,
 * argon2id notwithstanding. A retry sends the same credential anyway; the same key sent with
 * another one gets the first answer (or 409 for a secret answer), like a retry.
 */
const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set(['password', 'oldPassword', 'newPassword', 'otp']);

/** JSON.stringify's replacer: a credential field's value written as a mark. */
const withoutCredentials = (field: string, value: unknown): unknown => (CREDENTIAL_FIELDS.has(field) ? '(credential)' : value);

/** The request as a client would send it again: method, address and body (an upload's stream is not read here), credentials left out. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null, withoutCredentials)}`)
    .digest('hex');
}

export function installIdempotencyKeys(admin: FastifyInstance): void {
  // A callback hook, so that the handler runs inside `runWithKey` (as enterActor does for the actor).
  admin.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const staff = request.staff;
    if (!WRITE_METHODS.has(request.method) || !staff) return done();
    const key = idempotencyKeyOf(request.headers);
    if (key === undefined) return done();
    if (key === null) return done(badRequest('idempotencyKeyInvalid'));
    request.server.services.idempotencyKeys.claim(staff.userId, key, fingerprintOf(request)).then((outcome) => {
      if (outcome.kind === 'refused') return done(outcome.error);
      if (outcome.kind === 'replay') {
        void reply.code(outcome.status).header('content-type', outcome.contentType).header('idempotent-replayed', 'true');
        // The edit sequence the write answered (decision 0101): the screen's next save goes on from it.
        if (outcome.editSequence !== null) void reply.header(EDIT_SEQUENCE_HEADER, String(outcome.editSequence));
        void reply.send(outcome.body);
        return;
      }
      heldBy.set(request, outcome.held);
      runWithKey(outcome.held, done);
    }, done);
  });

  admin.addHook('preSerialization', (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const held = heldBy.get(request);
    if (held) held.answer = JSON.stringify(payload);
    done(null, payload);
  });

  admin.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = heldBy.get(request);
    if (!held) return payload;
    heldBy.delete(request);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    try {
      const editSequence = editSequenceAnswered(request, reply);
      await request.server.services.idempotencyKeys.finish(held, reply.statusCode, contentType, !request.routeOptions.config.secretAnswer, editSequence);
    } catch (error) {
      // The answer goes out as it is: the key stays claimed or committed, which a retry reads.
      request.log.warn({ err: error }, 'idempotency key not updated');
    }
    return payload;
  });
}
