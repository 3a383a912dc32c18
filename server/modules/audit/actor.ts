/**
 * Who is acting: the person and address of the request being served, held for the request's
 * asynchronous work (AsyncLocalStorage), so that a service records its audit entry without every
 * call passing them down. Entered by `enterActor`, the admin scope's preValidation hook.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export interface AuditActor {
  /** Null before sign-in (the sign-in call itself) and for the command line. */
  userId: number | null;
  userName: string;
  address: string;
}

const storage = new AsyncLocalStorage<AuditActor>();

/** Work done outside any request (the command line, the first start): recorded as the system's. */
const SYSTEM: AuditActor = { userId: null, userName: '', address: '' };

export function currentActor(): AuditActor {
  return storage.getStore() ?? SYSTEM;
}

/** Runs `work` as the given actor; what it starts, awaited or not, sees the same actor. */
export function runAsActor<T>(actor: AuditActor, work: () => T): T {
  return storage.run(actor, work);
}

/**
 * preValidation hook of the admin scope: after the guard (which set `request.staff`) and after
 * the body was read, whose stream events would otherwise run outside the stored context. A
 * callback hook, so the rest of the request (handler included) runs inside `storage.run`.
 */
export function enterActor(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const staff = request.staff;
  storage.run({ userId: staff?.userId ?? null, userName: staff?.userName ?? '', address: request.ip }, done);
}
