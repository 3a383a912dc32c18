/**
 * Every change to what the public site shows bumps `site_state.content_version`, by triggers, so
 * that any instance can tell in one read whether what it cached is still current, whatever code
 * (or person at a SQL prompt) made the change. View counters are left out: reading a page must not
 * invalidate every cached page.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** Tables whose content the public pages show, and the columns whose updates count (all but views). */
const WATCHED: Record<string, string[] | null> = {
  catalog: null,
  catalog_version: null,
  article: null,
  article_version: ['no', 'lang', 'title', 'content', 'content_url', 'cover_url', 'is_link', 'note', 'operator_name', 'create_time', 'update_time', 'kind', 'cata_no', 'top', 'item_time'],
  banner: null,
  banner_version: null,
  professional_field: null,
  professional_field_version: ['no', 'lang', 'name', 'introduce', 'icon_url', 'update_time'],
  job: null,
  job_version: null,
  office: null,
  office_version: null,
  lawyer: null,
  lawyer_version: ['no', 'lang', 'name', 'name_folded', 'photo_url', 'phone_number', 'email', 'intro', 'custom_content', 'custom_contents', 'create_time', 'update_time'],
  lawyer_job: null,
  lawyer_practice_area: null,
  portal_config: null,
};

const BUMP = 'UPDATE site_state SET content_version = content_version + 1 WHERE id = 1';

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql.raw(`CREATE FUNCTION bump_content_version() RETURNS trigger AS $$ BEGIN ${BUMP}; RETURN NULL; END $$ LANGUAGE plpgsql`).execute(db);
  }
  for (const [table, columns] of Object.entries(WATCHED)) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      const on = event === 'UPDATE' && columns ? `UPDATE OF ${columns.join(', ')}` : event;
      const name = `${table}_${event.toLowerCase()}_bumps_content_version`;
      await sql
        .raw(
          postgres
            ? `CREATE TRIGGER ${name} AFTER ${on} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`
            : `CREATE TRIGGER ${name} AFTER ${on} ON ${table} BEGIN ${BUMP}; END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of Object.keys(WATCHED)) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${event}_bumps_content_version${postgres ? ` ON ${table}` : ''}`).execute(db);
    }
  }
  if (postgres) await sql.raw('DROP FUNCTION IF EXISTS bump_content_version()').execute(db);
}
