/** SQL for staff sessions. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { twoFactorRequiredSetting } from './two-factor-repository.js';

type Db = Kysely<Database>;

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; now: string; expires: string },
): Promise<void> {
  await db
    .insertInto('staff_session')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      create_time: values.now,
      last_used_time: values.now,
      expires_time: values.expires,
      revoked_time: null,
    })
    .execute();
}

/** The session with its account, and the firm's two-step sign-in setting read in the same query. */
export async function findSessionWithUser(db: Db, tokenHash: string) {
  return db
    .selectFrom('staff_session as s')
    .innerJoin('staff_user as u', 'u.id', 's.user_id')
    .select([
      's.id as sessionId',
      's.last_used_time as lastUsedTime',
      's.expires_time as expiresTime',
      's.revoked_time as revokedTime',
      'u.id as userId',
      'u.role_id as roleId',
      'u.user_name as userName',
      'u.disabled as disabled',
      'u.totp_enabled as totpEnabled',
      twoFactorRequiredSetting(db).as('requireTwoFactor'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db.updateTable('staff_session').set({ last_used_time: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db.updateTable('staff_session').set({ revoked_time: now }).where('id', '=', sessionId).where('revoked_time', 'is', null).execute();
}

/** Revokes every live session of a user, except the one named (the caller's own, when kept). */
export async function revokeUserSessions(db: Db, userId: number, now: string, exceptSessionId?: number): Promise<void> {
  let query = db.updateTable('staff_session').set({ revoked_time: now }).where('user_id', '=', userId).where('revoked_time', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

/** Sessions past their absolute expiry or revoked a day ago are of no use to anyone. */
export async function deleteDeadSessions(db: Db, now: string, revokedBefore: string): Promise<void> {
  await db
    .deleteFrom('staff_session')
    .where((eb) => eb.or([eb('expires_time', '<', now), eb('revoked_time', '<', revokedBefore)]))
    .execute();
}
