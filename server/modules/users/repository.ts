/** SQL for staff accounts. Functions take the database (or a transaction) first. */
import type { Kysely } from 'kysely';
import type { Database, NewStaffUser, StaffUser, StaffUserUpdate } from '../../db/schema.js';

type Db = Kysely<Database>;

export function normaliseAccount(account: string): string {
  return account.trim().toLowerCase();
}

export async function findUserByAccount(db: Db, account: string): Promise<StaffUser | undefined> {
  return db.selectFrom('staff_user').selectAll().where('login_account', '=', normaliseAccount(account)).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<StaffUser | undefined> {
  return db.selectFrom('staff_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewStaffUser): Promise<number> {
  const row = await db.insertInto('staff_user').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, changes: StaffUserUpdate): Promise<void> {
  await db.updateTable('staff_user').set(changes).where('id', '=', id).execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('staff_user').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listUsers(db: Db, page: { offset: number; limit: number }): Promise<StaffUser[]> {
  return db.selectFrom('staff_user').selectAll().orderBy('id').offset(page.offset).limit(page.limit).execute();
}
