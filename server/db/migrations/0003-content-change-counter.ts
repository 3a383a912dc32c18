/**
 * Every change to what the public site shows bumps `site_state.content_version`, by triggers, so
 * that any instance can tell in one read whether what it cached is still current, whatever code
 * (or person at a SQL prompt) made the change. View counters are left out: reading a page must not
 * invalidate every cached page.
 */
import type { Kysely } from 'kysely';
import { createBumpFunction, dropBumpFunction, unwatchTables, watchTables, type WatchedTables } from '../content-triggers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** Tables whose content the public pages show, and the columns whose updates count (all but views). */
const WATCHED: WatchedTables = {
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

export async function up(db: Db): Promise<void> {
  await createBumpFunction(db);
  await watchTables(db, WATCHED);
}

export async function down(db: Db): Promise<void> {
  await unwatchTables(db, Object.keys(WATCHED));
  await dropBumpFunction(db);
}
