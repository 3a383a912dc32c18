/**
 * Cache tags (issue 47 point 1, decision 0075): every change to what the public site shows still
 * bumps `site_state.content_version`, and now also records which content it touched in
 * `cache_tag`: the kind (`article`, `lawyer`, `settings`, ...) and, where the row belongs to an
 * item with pages of its own, the item (`article:<no>`), under the counter's new value. An
 * instance that sees the counter move reads the tags changed since, and refreshes only what shows
 * them. `hard_version` is the last change whose pages must go at once, never served stale: a row
 * deleted, or a version's publication state or times changed (the item's and its kind's tags: its
 * page, and the lists that showed it or will).
 *
 * The statement-level triggers of migrations 0003-0018 are replaced by row-level ones that do
 * both (content-triggers.ts); the columns each watches are the same. `file_alt` (media alt texts,
 * shown on public pages) is watched from now on.
 *
 * Imports nothing from the application but the trigger helpers.
 */
import type { Kysely } from 'kysely';
import { createTagFunction, dropTagFunction, tagTables, type TaggedTables, untagTables, unwatchTables, watchTables, type WatchedTables } from '../content-triggers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const STATE = ['published', 'publish_time', 'unpublish_time'];
const ARTICLE_VERSION = [
  'no',
  'lang',
  'title',
  'content',
  'content_url',
  'cover_url',
  'own_cover_url',
  'is_link',
  'note',
  'operator_name',
  'create_time',
  'update_time',
  'kind',
  'cata_no',
  'top',
  'item_time',
  ...STATE,
];
const LAWYER_VERSION = ['no', 'lang', 'name', 'name_folded', 'intro', 'custom_content', 'custom_contents', 'create_time', 'update_time', ...STATE];
const FIELD_VERSION = ['no', 'lang', 'name', 'introduce', 'icon_url', 'update_time', ...STATE];
const ARTICLE = ['no', 'kind', 'cata_no', 'top', 'cover_url', 'create_time', 'update_time'];
const LAWYER = ['no', 'top', 'sort', 'office_no', 'photo_url', 'phone_number', 'email', 'create_time', 'update_time'];

/** The tables the triggers of migrations 0003-0018 watched, with their columns as of 0018. */
const WATCHED_BEFORE: WatchedTables = {
  catalog: null,
  catalog_version: null,
  article: ARTICLE,
  article_version: ARTICLE_VERSION,
  article_practice_area: null,
  article_lawyer: null,
  banner: null,
  banner_version: null,
  professional_field: null,
  professional_field_version: FIELD_VERSION,
  job: null,
  job_version: null,
  office: null,
  office_version: null,
  lawyer: LAWYER,
  lawyer_version: LAWYER_VERSION,
  lawyer_job: null,
  lawyer_practice_area: null,
  portal_config: null,
  firm: null,
};

const TAGGED: TaggedTables = {
  catalog: { kind: 'catalog', columns: null },
  catalog_version: { kind: 'catalog', columns: null },
  article: { kind: 'article', itemColumn: 'no', columns: ARTICLE },
  article_version: { kind: 'article', itemColumn: 'no', columns: ARTICLE_VERSION, publication: true },
  article_practice_area: { kind: 'article', itemColumn: 'article_no', columns: null },
  article_lawyer: { kind: 'article', itemColumn: 'article_no', columns: null },
  banner: { kind: 'banner', itemColumn: 'no', columns: null },
  banner_version: { kind: 'banner', itemColumn: 'no', columns: null, publication: true },
  professional_field: { kind: 'practice_area', itemColumn: 'no', columns: null },
  professional_field_version: { kind: 'practice_area', itemColumn: 'no', columns: FIELD_VERSION, publication: true },
  job: { kind: 'job', columns: null },
  job_version: { kind: 'job', columns: null },
  office: { kind: 'office', columns: null },
  office_version: { kind: 'office', columns: null },
  lawyer: { kind: 'lawyer', itemColumn: 'no', columns: LAWYER },
  lawyer_version: { kind: 'lawyer', itemColumn: 'no', columns: LAWYER_VERSION, publication: true },
  lawyer_job: { kind: 'lawyer', itemColumn: 'lawyer_no', columns: null },
  lawyer_practice_area: { kind: 'lawyer', itemColumn: 'lawyer_no', columns: null },
  portal_config: { kind: 'settings', columns: null },
  firm: { kind: 'firm', columns: null },
  file_alt: { kind: 'media', columns: null },
};

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('cache_tag')
    .addColumn('tag', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('hard_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The instances read the tags changed since the counter they last saw.
  await db.schema.createIndex('cache_tag_version_idx').on('cache_tag').column('version').execute();
  await unwatchTables(db, Object.keys(WATCHED_BEFORE));
  await createTagFunction(db);
  await tagTables(db, TAGGED);
}

export async function down(db: Db): Promise<void> {
  await untagTables(db, Object.keys(TAGGED));
  await dropTagFunction(db);
  await db.schema.dropTable('cache_tag').execute();
  // Migration 0003's trigger function was kept (PostgreSQL): its triggers come back as they were.
  await watchTables(db, WATCHED_BEFORE);
}
