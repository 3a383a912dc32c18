/**
 * The site's languages as data (issue 48 points 1 and 7, decision 0083): `site_language` holds
 * every language an administrator added, in picker order (`position`), whether visitors see it
 * (`enabled`) and which one is the default (`is_default`, on exactly one enabled row). Seeded with
 * the spec's three, zh_CN the default, so every existing row and call stays as it was; no content
 * row is read or changed. A language switched off keeps its versions: they show again when it is
 * switched on.
 *
 * Its rows show on every public page (picker, hreflang, sitemap): triggers record the
 * `languages` tag, on which every instance reloads the set and drops everything it kept
 * (page-cache-state.ts, kept-per-version.ts).
 *
 * Imports nothing from the application but the trigger helpers.
 */
import type { Kysely } from 'kysely';
import { tagTables, untagTables } from '../content-triggers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const SEEDED = ['de_DE', 'en_US', 'zh_CN'];
const DEFAULT = 'zh_CN';

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('site_language')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('site_language')
    .values(SEEDED.map((code, position) => ({ code, position, enabled: 1, is_default: code === DEFAULT ? 1 : 0 })))
    .execute();
  await tagTables(db, { site_language: { kind: 'languages', columns: null } });
}

export async function down(db: Db): Promise<void> {
  await untagTables(db, ['site_language']);
  await db.schema.dropTable('site_language').execute();
}
