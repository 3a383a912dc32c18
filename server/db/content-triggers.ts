/**
 * Triggers that bump `site_state.content_version` on every change to a table the public site
 * shows, so that any instance can tell in one read whether what it cached is still current,
 * whatever code (or person at a SQL prompt) made the change. Used by the migrations that add
 * such tables.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Any database, whatever its tables: the migrations call these without the app's schema.
type Db = Kysely<unknown>;

/** Table name → the columns whose updates count (null: every column). */
export type WatchedTables = Record<string, string[] | null>;

const BUMP = 'UPDATE site_state SET content_version = content_version + 1 WHERE id = 1';
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;
const triggerName = (table: string, event: string) => `${table}_${event.toLowerCase()}_bumps_content_version`;

/** The trigger function PostgreSQL's triggers call; SQLite's triggers carry the statement. */
export async function createBumpFunction(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql.raw(`CREATE FUNCTION bump_content_version() RETURNS trigger AS $$ BEGIN ${BUMP}; RETURN NULL; END $$ LANGUAGE plpgsql`).execute(db);
}

export async function dropBumpFunction(db: Db): Promise<void> {
  if (isPostgres(db)) await sql.raw('DROP FUNCTION IF EXISTS bump_content_version()').execute(db);
}

export async function watchTables(db: Db, tables: WatchedTables): Promise<void> {
  const postgres = isPostgres(db);
  for (const [table, columns] of Object.entries(tables)) {
    for (const event of EVENTS) {
      const on = event === 'UPDATE' && columns ? `UPDATE OF ${columns.join(', ')}` : event;
      const name = triggerName(table, event);
      await sql
        .raw(
          postgres ? `CREATE TRIGGER ${name} AFTER ${on} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()` : `CREATE TRIGGER ${name} AFTER ${on} ON ${table} BEGIN ${BUMP}; END`,
        )
        .execute(db);
    }
  }
}

export async function unwatchTables(db: Db, tables: string[]): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of tables) {
    for (const event of EVENTS) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(table, event)}${postgres ? ` ON ${table}` : ''}`).execute(db);
    }
  }
}

/**
 * What a watched table's row changes say about the public site (migration 0025, decision 0075):
 * the kind of content the row belongs to, the column naming its item (undefined: the kind has no
 * item pages of its own), and whether the table has publication columns (a change of them, or a
 * row deleted, makes the item's tag "hard": its pages go at once, never served stale).
 */
export interface TaggedTable {
  kind: string;
  itemColumn?: string;
  /** The columns whose updates count (null: every column). */
  columns: string[] | null;
  publication?: boolean;
  /**
   * A link table's column naming the item on the other side (migration 0026): a change also
   * records `<table>:<that item>`, so a page listing what links to that item (a person's news)
   * depends on its links instead of on the whole kind.
   */
  linkedColumn?: string;
}

export type TaggedTables = Record<string, TaggedTable>;

const PUBLICATION_COLUMNS = ['published', 'publish_time', 'unpublish_time'];
const tagTriggerName = (table: string, event: string) => `${table}_${event.toLowerCase()}_tags_content`;

/**
 * The trigger function of PostgreSQL's tagging triggers: bumps the content counter and records,
 * under its new value, the row's kind and item tags (arguments: kind, item column or '',
 * 'publication' or '', and for a link table the column of its other item). Row-level, so it knows the item; the counter's row lock orders the
 * versions as the transactions commit.
 */
export async function createTagFunction(db: Db, replace = false): Promise<void> {
  if (!isPostgres(db)) return;
  const changed = PUBLICATION_COLUMNS.map((c) => `(to_jsonb(OLD)->'${c}') IS DISTINCT FROM (to_jsonb(NEW)->'${c}')`).join(' OR ');
  await sql
    .raw(
      `CREATE ${replace ? 'OR REPLACE ' : ''}FUNCTION tag_content_change() RETURNS trigger AS $$
DECLARE
  counter integer;
  hard boolean := TG_OP = 'DELETE';
  item text;
  old_item text;
  prefix text;
BEGIN
  UPDATE site_state SET content_version = content_version + 1 WHERE id = 1 RETURNING content_version INTO counter;
  IF TG_OP = 'UPDATE' AND TG_ARGV[2] = 'publication' THEN hard := ${changed}; END IF;
  INSERT INTO cache_tag (tag, version, hard_version) VALUES (TG_ARGV[0], counter, CASE WHEN hard THEN counter ELSE 0 END)
    ON CONFLICT (tag) DO UPDATE SET version = excluded.version, hard_version = GREATEST(cache_tag.hard_version, excluded.hard_version);
  -- The item's tag (argument 1 names its column), then a link table's other item (argument 3).
  FOR arg IN 1..3 BY 2 LOOP
    CONTINUE WHEN TG_NARGS <= arg OR TG_ARGV[arg] = '';
    prefix := CASE WHEN arg = 1 THEN TG_ARGV[0] ELSE TG_TABLE_NAME END;
    old_item := NULL;
    IF TG_OP = 'DELETE' THEN item := to_jsonb(OLD)->>TG_ARGV[arg]; ELSE item := to_jsonb(NEW)->>TG_ARGV[arg]; END IF;
    IF TG_OP = 'UPDATE' THEN old_item := to_jsonb(OLD)->>TG_ARGV[arg]; END IF;
    FOREACH item IN ARRAY ARRAY_REMOVE(ARRAY[item, CASE WHEN old_item IS DISTINCT FROM item THEN old_item END], NULL) LOOP
      INSERT INTO cache_tag (tag, version, hard_version) VALUES (prefix || ':' || item, counter, CASE WHEN hard THEN counter ELSE 0 END)
        ON CONFLICT (tag) DO UPDATE SET version = excluded.version, hard_version = GREATEST(cache_tag.hard_version, excluded.hard_version);
    END LOOP;
  END LOOP;
  RETURN NULL;
END $$ LANGUAGE plpgsql`,
    )
    .execute(db);
}

export async function dropTagFunction(db: Db): Promise<void> {
  if (isPostgres(db)) await sql.raw('DROP FUNCTION IF EXISTS tag_content_change()').execute(db);
}

/** SQLite's trigger body for one event: the same steps as tag_content_change, written out. */
function sqliteTagBody(name: string, event: (typeof EVENTS)[number], table: TaggedTable): string {
  const counter = '(SELECT content_version FROM site_state WHERE id = 1)';
  const hard = event === 'DELETE' ? '1' : event === 'UPDATE' && table.publication ? PUBLICATION_COLUMNS.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ') : '0';
  const upsert = (tag: string, where: string) =>
    `INSERT INTO cache_tag (tag, version, hard_version) SELECT ${tag}, ${counter}, CASE WHEN ${hard} THEN ${counter} ELSE 0 END WHERE ${where} ON CONFLICT (tag) DO UPDATE SET version = excluded.version, hard_version = max(cache_tag.hard_version, excluded.hard_version);`;
  const steps = [`UPDATE site_state SET content_version = content_version + 1 WHERE id = 1;`, upsert(`'${table.kind}'`, 'true')];
  const rows = event === 'DELETE' ? ['OLD'] : event === 'INSERT' ? ['NEW'] : ['NEW', 'OLD'];
  for (const [prefix, column] of [
    [table.kind, table.itemColumn],
    [name, table.linkedColumn],
  ]) {
    if (!column) continue;
    for (const row of rows) {
      // An update that moved the row to another item (a link row) changes both items.
      const where = row === 'OLD' && event === 'UPDATE' ? `OLD.${column} IS NOT NEW.${column}` : 'true';
      steps.push(upsert(`'${prefix}:' || ${row}.${column}`, where));
    }
  }
  return steps.join(' ');
}

/** Row-level triggers that bump the counter and record the tags of what changed (see TaggedTable). */
export async function tagTables(db: Db, tables: TaggedTables): Promise<void> {
  const postgres = isPostgres(db);
  for (const [name, table] of Object.entries(tables)) {
    for (const event of EVENTS) {
      const on = event === 'UPDATE' && table.columns ? `UPDATE OF ${table.columns.join(', ')}` : event;
      const trigger = tagTriggerName(name, event);
      const args = [table.kind, table.itemColumn ?? '', table.publication ? 'publication' : '', ...(table.linkedColumn ? [table.linkedColumn] : [])].map((arg) => `'${arg}'`).join(', ');
      await sql
        .raw(
          postgres
            ? `CREATE TRIGGER ${trigger} AFTER ${on} ON ${name} FOR EACH ROW EXECUTE FUNCTION tag_content_change(${args})`
            : `CREATE TRIGGER ${trigger} AFTER ${on} ON ${name} FOR EACH ROW BEGIN ${sqliteTagBody(name, event, table)} END`,
        )
        .execute(db);
    }
  }
}

export async function untagTables(db: Db, tables: string[]): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of tables) {
    for (const event of EVENTS) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${tagTriggerName(table, event)}${postgres ? ` ON ${table}` : ''}`).execute(db);
    }
  }
}
