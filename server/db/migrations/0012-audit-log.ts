/**
 * The audit log (issue 13.6, decision 0024): one row per staff action that changed something,
 * written in the transaction of the change. Entries are never changed or deleted: triggers on
 * both dialects refuse UPDATE and DELETE (and TRUNCATE on PostgreSQL), whatever code sends them.
 *
 * The list is newest first with optional filters by person, entity, action and time range; the
 * indexes end in the sort order (time, id), so a page is an index range scan however many entries
 * there are.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const REFUSAL = 'audit entries cannot be changed or deleted';

/**
 * One index per filter and per pair of filters, each ending in the list's order: any one or two of
 * person, entity and action (with or without a time range) is one range of one index, read in
 * order and stopped after a page. A third filter is checked within the pair's range. Measured with
 * bench/audit-log.ts: single-filter indexes alone made a pair scan every entry of the first filter.
 */
const INDEXES: [name: string, columns: string[]][] = [
  ['audit_entry_time_idx', ['time', 'id']],
  ['audit_entry_user_time_idx', ['user_id', 'time', 'id']],
  ['audit_entry_entity_time_idx', ['entity', 'time', 'id']],
  ['audit_entry_action_time_idx', ['action', 'time', 'id']],
  ['audit_entry_user_entity_time_idx', ['user_id', 'entity', 'time', 'id']],
  ['audit_entry_user_action_time_idx', ['user_id', 'action', 'time', 'id']],
  ['audit_entry_entity_action_time_idx', ['entity', 'action', 'time', 'id']],
];

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('audit_entry')
    .addColumn('id', 'integer', (c) => (isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('time', 'varchar(32)', (c) => c.notNull())
    // No foreign key: an entry outlives whatever it names, and keeps the name the person had.
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('item_no', 'varchar(64)')
    .addColumn('langs', 'varchar(64)', (c) => c.notNull())
    .addColumn('summary', 'varchar(300)', (c) => c.notNull())
    .execute();
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('audit_entry').columns(columns).execute();

  if (isPostgres(db)) {
    await sql.raw(`CREATE FUNCTION refuse_audit_change() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION '${REFUSAL}'; END $$ LANGUAGE plpgsql`).execute(db);
    await sql.raw('CREATE TRIGGER audit_entry_immutable BEFORE UPDATE OR DELETE ON audit_entry FOR EACH ROW EXECUTE FUNCTION refuse_audit_change()').execute(db);
    await sql.raw('CREATE TRIGGER audit_entry_no_truncate BEFORE TRUNCATE ON audit_entry FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change()').execute(db);
  } else {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql.raw(`CREATE TRIGGER audit_entry_no_${event.toLowerCase()} BEFORE ${event} ON audit_entry BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`).execute(db);
    }
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('audit_entry').ifExists().execute();
  if (isPostgres(db)) await sql.raw('DROP FUNCTION IF EXISTS refuse_audit_change()').execute(db);
}
