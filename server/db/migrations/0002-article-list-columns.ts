/**
 * Public and admin article lists filter by section, language and folder and order by pin state
 * and time. Those belong to the item, but reading them through a join makes every list and count
 * touch each item. The versions carry a copy, kept in step by the article repository, so a page
 * and its count are each one range of one index.
 */
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('article_version').addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('news')).execute();
  await db.schema.alterTable('article_version').addColumn('cata_no', 'varchar(32)').execute();
  await db.schema.alterTable('article_version').addColumn('top', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('article_version').addColumn('item_time', 'varchar(32)', (c) => c.notNull().defaultTo('')).execute();
  await sql`
    update article_version set
      kind = (select a.kind from article a where a.no = article_version.no),
      cata_no = (select a.cata_no from article a where a.no = article_version.no),
      top = (select a.top from article a where a.no = article_version.no),
      item_time = (select a.create_time from article a where a.no = article_version.no)
  `.execute(db);
  await db.schema
    .createIndex('article_version_list_idx')
    .on('article_version')
    .columns(['kind', 'lang', 'top desc', 'item_time desc', 'id desc'])
    .execute();
  await db.schema.createIndex('article_version_folder_idx').on('article_version').columns(['kind', 'lang', 'cata_no']).execute();
  // A title search matches inside titles, which no index can seek; this one lets it read titles
  // without the wide rows around them.
  await db.schema.createIndex('article_version_title_idx').on('article_version').columns(['kind', 'title']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('article_version_title_idx').execute();
  await db.schema.dropIndex('article_version_folder_idx').execute();
  await db.schema.dropIndex('article_version_list_idx').execute();
  for (const column of ['item_time', 'top', 'cata_no', 'kind']) {
    await db.schema.alterTable('article_version').dropColumn(column).execute();
  }
}
