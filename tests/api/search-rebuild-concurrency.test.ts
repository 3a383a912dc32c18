/**
 * A save while `npm run search:reindex` runs on PostgreSQL. The rebuild deletes every search row
 * and writes them again in one transaction; a save that met it (its own reindex, or a trigger
 * carrying a publication change) waited for the rebuild's row locks and then found the rows it
 * meant to change deleted, while the rows the rebuild wrote held the item as it was before the
 * save: the index kept the old text, and an unpublished item stayed searchable, until the next
 * save of that item. The rebuild now holds the index's writers off until it commits, and a save
 * locks the index before it reads it, so each change lands on the rows that stay (decision 0094).
 *
 * The rebuild is held half-way, deterministically: another connection holds `portal_config`,
 * which the rebuild reads after the news, while the saves are started.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import type { Database } from '../../server/db/schema.js';
import { rebuildIndex, reindexItem } from '../../server/modules/search/indexer.js';
import { createSearchService } from '../../server/modules/search/service.js';
import { dialects } from '../helpers/app.js';

const NOW = '2026-12-05T10:00:00.000Z';

describe.skipIf(!dialects.includes('postgres'))('a save during a PostgreSQL index rebuild', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `rebuild_${randomBytes(4).toString('hex')}`;
  let db: Kysely<Database>;
  let admin: pg.Client;

  async function addNews(no: string, title: string): Promise<void> {
    await db.insertInto('article').values({ no, kind: 'news', cata_no: 'folder', top: 0, cover_url: 'x.webp', create_time: NOW, update_time: NOW }).execute();
    await db
      .insertInto('article_version')
      .values({
        no, lang: 'en_US', title, content: '<p>Text</p>', content_url: null, cover_url: 'x.webp', is_link: 0, note: '', views: 0,
        operator_name: 'test', create_time: NOW, update_time: NOW, kind: 'news', cata_no: 'folder', top: 0, item_time: NOW,
      })
      .execute();
    await db.transaction().execute((trx) => reindexItem(trx, 'article', no));
  }

  /**
   * Requests waiting for a lock on a table of this test's schema (other test files share the
   * server): the rebuild on `portal_config`, then, with the change, both saves on `search_document`.
   */
  async function waiting(): Promise<number> {
    const { rows } = await admin.query<{ n: string }>(
      `select count(*) as n from pg_locks l join pg_class c on c.oid = l.relation join pg_namespace s on s.oid = c.relnamespace where not l.granted and s.nspname = $1`,
      [schema],
    );
    return Number(rows[0]!.n);
  }

  async function untilWaiting(count: number): Promise<void> {
    for (let attempt = 0; attempt < 100 && (await waiting()) < count; attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    ({ db } = connectDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 }));
    await migrateToLatest(db as Kysely<unknown>);
    await db.insertInto('catalog').values({ no: 'folder', type: 0, parent_no: null, sort: 0, create_time: NOW, update_time: NOW }).execute();
  });

  afterAll(async () => {
    await db.destroy();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('keeps the text a save wrote and the unpublishing a trigger carried, each row once', async () => {
    await addNews('edited', 'Arbitrage before');
    await addNews('withdrawn', 'Withdrawn notice');
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query(`SET search_path TO ${schema}`);
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE portal_config IN ACCESS EXCLUSIVE MODE');
      const rebuilt = rebuildIndex(db);
      await untilWaiting(1);
      // An editor's save (its own reindex), and an unpublishing only a trigger carries (a bulk action).
      const saved = db.transaction().execute(async (trx) => {
        await trx.updateTable('article_version').set({ title: 'Mediation after' }).where('no', '=', 'edited').execute();
        await reindexItem(trx, 'article', 'edited');
      });
      const withdrawn = db.updateTable('article_version').set({ published: 0 }).where('no', '=', 'withdrawn').execute();
      await untilWaiting(3);
      await holder.query('COMMIT');
      await Promise.all([rebuilt, saved, withdrawn]);
    } finally {
      await holder.end();
    }

    const rows = await db.selectFrom('search_document').select(['item_no', 'title', 'published']).where('source', '=', 'article_version').orderBy('item_no').execute();
    expect(rows).toEqual([
      { item_no: 'edited', title: 'Mediation after', published: 1 },
      { item_no: 'withdrawn', title: 'Withdrawn notice', published: 0 },
    ]);
    const search = createSearchService(db);
    expect((await search.search({ q: 'mediation' }, 'en_US')).items.map((hit) => hit.title)).toEqual(['Mediation after']);
    expect((await search.search({ q: 'arbitrage' }, 'en_US')).items).toEqual([]);
    expect((await search.search({ q: 'withdrawn' }, 'en_US')).items).toEqual([]);
  });
});
