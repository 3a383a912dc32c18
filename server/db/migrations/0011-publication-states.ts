/**
 * Drafts and scheduled publishing (issue 13, decision 0023). Each language version of a news item,
 * case, honour, lawyer profile, practice area and banner is a draft (`published` 0) or published
 * (1), and a published version shows only from `publish_time` until `unpublish_time` where given.
 * `pending` holds the unpublished changes of a published version (JSON of its version columns), so
 * that the live text stays live until they are published. Everything already stored is published.
 *
 * `site_state.next_change_time` is the earliest schedule time still to come: the page cache treats
 * passing it as a content change (the cache's version accounts for time, not only for writes).
 */
import type { Kysely } from 'kysely';
import { unwatchTables, watchTables } from '../content-triggers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export const PUBLISHABLE_VERSION_TABLES = ['article_version', 'lawyer_version', 'professional_field_version', 'banner_version'] as const;

// The columns each version table's triggers watched before (migrations 0003 and 0007); views stay out.
const ARTICLE_VERSION_WATCHED = [
  'no', 'lang', 'title', 'content', 'content_url', 'cover_url', 'own_cover_url', 'is_link', 'note', 'operator_name', 'create_time', 'update_time',
  'kind', 'cata_no', 'top', 'item_time',
];
const LAWYER_VERSION_WATCHED = ['no', 'lang', 'name', 'name_folded', 'intro', 'custom_content', 'custom_contents', 'create_time', 'update_time'];
const FIELD_VERSION_WATCHED = ['no', 'lang', 'name', 'introduce', 'icon_url', 'update_time'];
const STATE_COLUMNS = ['published', 'publish_time', 'unpublish_time'];

export async function up(db: Db): Promise<void> {
  for (const table of PUBLISHABLE_VERSION_TABLES) {
    await db.schema.alterTable(table).addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable(table).addColumn('publish_time', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('unpublish_time', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('pending', 'text').execute();
    // The next schedule time is the least time still to come in these columns.
    await db.schema.createIndex(`${table}_publish_time_idx`).on(table).column('publish_time').execute();
    await db.schema.createIndex(`${table}_unpublish_time_idx`).on(table).column('unpublish_time').execute();
  }
  await db.schema.alterTable('site_state').addColumn('next_change_time', 'varchar(32)').execute();
  // A state or schedule change is a change of what visitors see; the pending draft is not.
  await unwatchTables(db, ['article_version', 'lawyer_version', 'professional_field_version']);
  await watchTables(db, {
    article_version: [...ARTICLE_VERSION_WATCHED, ...STATE_COLUMNS],
    lawyer_version: [...LAWYER_VERSION_WATCHED, ...STATE_COLUMNS],
    professional_field_version: [...FIELD_VERSION_WATCHED, ...STATE_COLUMNS],
  });
}

export async function down(db: Db): Promise<void> {
  await unwatchTables(db, ['article_version', 'lawyer_version', 'professional_field_version']);
  await watchTables(db, { article_version: ARTICLE_VERSION_WATCHED, lawyer_version: LAWYER_VERSION_WATCHED, professional_field_version: FIELD_VERSION_WATCHED });
  await db.schema.alterTable('site_state').dropColumn('next_change_time').execute();
  for (const table of PUBLISHABLE_VERSION_TABLES) {
    await db.schema.dropIndex(`${table}_publish_time_idx`).ifExists().execute();
    await db.schema.dropIndex(`${table}_unpublish_time_idx`).ifExists().execute();
    for (const column of ['pending', 'unpublish_time', 'publish_time', 'published']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
