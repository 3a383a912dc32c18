/**
 * `Idempotency-Key` on staff writes (POST, PUT, DELETE under /api/admin; decision 0065), after the
 * IETF httpapi draft: the same key with the same request within 24 hours gets the first answer
 * again without writing again; with another request, 422; while the first is still being
 * processed, 409. Keys are per staff account and live in the database, so every instance sees them.
 *
 * A key is claimed before the handler runs (a row of its own, committed at once), marked used in
 * the write's own transaction (current-key.ts), and given the answer once it is known. A write that
 * committed but whose answer could not be kept (the database went away right after the commit)
 * is never done again: its key answers 409 `idempotencyKeyAlreadyDone`.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isoAfter, nowIso } from '../../db/time.js';
import { AppError, badRequest } from '../../http/errors.js';
import { type HeldKey, runWithKey } from './current-key.js';
import { idempotencyKeyOf } from './key-header.js';
import { deleteExpiredKey, deleteKeysCreatedBefore, findKey, insertKey, keepAnswer, markCommitted, releaseKey, takeOver } from './repository.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);
/** How long a key is remembered (the draft leaves it to the server; clients retry within minutes). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A claim with nothing committed for this long is taken to be abandoned (its instance stopped, or
 * the database went away before the claim could be freed) and a retry takes it over. Safe even if
 * the first attempt still runs: it then fails to mark the key in its transaction and rolls back.
 */
const ABANDONED_AFTER_MS = 30_000;
/** Old keys are removed at most this often per instance, on a write that brings a key. */
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
/** Answers larger than this are not kept: the key then says the write was done (409). */
const KEPT_ANSWER_MAX_CHARS = 1_000_000;

const held = new WeakMap<FastifyRequest, HeldKey>();

/** The request as a client would send it again: method, address and body (an upload's stream is not read here). */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256').update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`).digest('hex');
}

type Outcome = { kind: 'claimed'; held: HeldKey } | { kind: 'replay'; status: number; contentType: string; body: string } | { kind: 'refused'; error: AppError };

async function claim(app: FastifyInstance, userId: number, key: string, fingerprint: string): Promise<Outcome> {
  const holder = { userId, key, owner: randomUUID(), finished: false };
  // Twice at most: a key that expired or was freed between the insert and the read is inserted again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = nowIso();
    if (await insertKey(app.db, holder, fingerprint, now)) return { kind: 'claimed', held: holder };
    const stored = await findKey(app.db, userId, key);
    if (!stored) continue;
    if (stored.created_at < isoAfter(-KEY_LIFETIME_MS)) {
      await deleteExpiredKey(app.db, userId, key, stored.created_at);
      continue;
    }
    if (stored.fingerprint !== fingerprint) return { kind: 'refused', error: new AppError(422, 'idempotencyKeyReused') };
    if (stored.state === 'done' && stored.status !== null && stored.body !== null) {
      return { kind: 'replay', status: stored.status, contentType: stored.content_type ?? 'application/json; charset=utf-8', body: stored.body };
    }
    if (stored.state !== 'processing') return { kind: 'refused', error: new AppError(409, 'idempotencyKeyAlreadyDone') };
    if (stored.claimed_at < isoAfter(-ABANDONED_AFTER_MS) && (await takeOver(app.db, holder, stored.owner, now))) return { kind: 'claimed', held: holder };
    return { kind: 'refused', error: new AppError(409, 'idempotencyKeyInProgress', {}, { headers: { 'retry-after': '1' } }) };
  }
  return { kind: 'refused', error: new AppError(409, 'idempotencyKeyInProgress', {}, { headers: { 'retry-after': '1' } }) };
}

export function installIdempotencyKeys(admin: FastifyInstance): void {
  let lastCleanUp = 0;

  admin.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const staff = request.staff;
    if (!WRITE_METHODS.has(request.method) || !staff) return done();
    const key = idempotencyKeyOf(request.headers);
    if (key === undefined) return done();
    if (key === null) return done(badRequest('idempotencyKeyInvalid'));
    const app = request.server;
    const cleanUp = Date.now() - lastCleanUp > CLEAN_UP_EVERY_MS;
    if (cleanUp) lastCleanUp = Date.now();
    (cleanUp ? deleteKeysCreatedBefore(app.db, isoAfter(-KEY_LIFETIME_MS)) : Promise.resolve())
      .then(() => claim(app, staff.userId, key, fingerprintOf(request)))
      .then((outcome) => {
        if (outcome.kind === 'refused') return done(outcome.error);
        if (outcome.kind === 'replay') {
          void reply.code(outcome.status).header('content-type', outcome.contentType).header('idempotent-replayed', 'true').send(outcome.body);
          return;
        }
        held.set(request, outcome.held);
        runWithKey(outcome.held, done);
      }, done);
  });

  admin.addHook('preSerialization', (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const key = held.get(request);
    if (key) key.answer = JSON.stringify(payload);
    done(null, payload);
  });

  admin.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = held.get(request);
    if (!key) return payload;
    key.finished = true;
    held.delete(request);
    const status = reply.statusCode;
    const db = request.server.db;
    try {
      const keepable = status < 500 && key.answer !== undefined && key.answer.length <= KEPT_ANSWER_MAX_CHARS && !request.routeOptions.config.secretAnswer;
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      if (keepable && (await keepAnswer(db, key, { status, contentType, body: key.answer! }, status < 300))) return payload;
      // A success without an answer to keep (a secret, too large) counts as done; a refusal or a failure before the commit frees the key.
      if (status < 300) await markCommitted(db, key);
      else await releaseKey(db, key);
    } catch (error) {
      // The answer goes out as it is: the key stays claimed or committed, which a retry reads.
      request.log.warn({ err: error }, 'idempotency key not updated');
    }
    return payload;
  });
}
