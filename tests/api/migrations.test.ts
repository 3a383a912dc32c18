import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectDatabase, type Dialect } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { migrations } from '../../server/db/migrations/index.js';
import { dialects } from '../helpers/app.js';

const expectedTables = [
  'catalog', 'catalog_version', 'article', 'article_version', 'banner', 'banner_version',
  'professional_field', 'professional_field_version', 'job', 'job_version', 'office', 'office_version',
  'lawyer', 'lawyer_version', 'lawyer_job', 'lawyer_practice_area', 'portal_config', 'site_state',
  'staff_user', 'recovery_code', 'staff_session', 'login_attempt', 'file', 'icon',
];

async function emptyDatabase(dialect: Dialect) {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-migrate-'));
    const handle = connectDatabase({ sqliteFile: path.join(dir, 'empty.sqlite') });
    return { ...handle, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `m_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const handle = connectDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 2 });
  return {
    ...handle,
    cleanup: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

describe.each(dialects)('migrations on %s', (dialect) => {
  it('run from an empty database, create every table and index, and are idempotent', async () => {
    const { db, cleanup } = await emptyDatabase(dialect);
    try {
      const applied = await migrateToLatest(db as Kysely<unknown>);
      expect(applied).toEqual(Object.keys(migrations));
      const tables = (await db.introspection.getTables()).map((t) => t.name);
      for (const table of expectedTables) expect(tables).toContain(table);
      expect(await migrateToLatest(db as Kysely<unknown>)).toEqual([]);

      const state = await db.selectFrom('site_state').selectAll().executeTakeFirstOrThrow();
      expect(state).toMatchObject({ id: 1, status: 0 });

      // Foreign keys hold on both dialects: a version cannot name an item that does not exist.
      await expect(db.insertInto('job_version').values({ no: 'missing', lang: 'en_US', name: 'x' }).execute()).rejects.toThrow();
      // And one item has at most one version per language.
      const now = new Date().toISOString();
      await db.insertInto('job').values({ no: 'j1', sort: 0, create_time: now, update_time: now }).execute();
      await db.insertInto('job_version').values({ no: 'j1', lang: 'en_US', name: 'Partner' }).execute();
      await expect(db.insertInto('job_version').values({ no: 'j1', lang: 'en_US', name: 'Again' }).execute()).rejects.toThrow();
    } finally {
      await db.destroy();
      await cleanup();
    }
  });

  it('index every column the calls filter on', async () => {
    const { db, cleanup } = await emptyDatabase(dialect);
    try {
      await migrateToLatest(db as Kysely<unknown>);
      const names =
        dialect === 'sqlite'
          ? (await db.selectFrom('sqlite_master' as never).select('name' as never).where('type' as never, '=', 'index' as never).execute()).map(
              (r) => (r as { name: string }).name,
            )
          : (await db.selectFrom('pg_indexes' as never).select('indexname' as never).execute()).map((r) => (r as { indexname: string }).indexname);
      for (const index of [
        'catalog_type_parent_sort_idx', 'article_kind_top_time_idx', 'article_cata_idx', 'article_version_lang_idx',
        'banner_top_sort_idx', 'professional_field_sort_idx', 'lawyer_top_sort_idx', 'lawyer_office_idx',
        'lawyer_version_name_idx', 'lawyer_job_job_idx', 'lawyer_practice_area_field_idx', 'staff_session_user_idx',
        'article_version_list_idx', 'article_version_folder_idx', 'article_version_title_idx',
      ]) {
        expect(names).toContain(index);
      }
    } finally {
      await db.destroy();
      await cleanup();
    }
  });
});

describe.each(dialects)('content change counter on %s', (dialect) => {
  it('moves on every content write but not on a counted view', async () => {
    const { db, cleanup } = await emptyDatabase(dialect);
    try {
      await migrateToLatest(db as Kysely<unknown>);
      const version = async () => Number((await db.selectFrom('site_state').select('content_version').executeTakeFirstOrThrow()).content_version);
      const now = new Date().toISOString();
      const start = await version();
      await db.insertInto('job').values({ no: 'j1', sort: 0, create_time: now, update_time: now }).execute();
      const afterInsert = await version();
      expect(afterInsert).toBeGreaterThan(start);
      await db.insertInto('article').values({ no: 'a1', kind: 'news', cata_no: null, top: 0, create_time: now, update_time: now }).execute();
      await db
        .insertInto('article_version')
        .values({ no: 'a1', lang: 'en_US', title: 'T', content: '', content_url: null, cover_url: 'x', is_link: 0, note: null, views: 0, operator_name: null, create_time: now, update_time: now, kind: 'news', cata_no: null, top: 0, item_time: now })
        .execute();
      const beforeView = await version();
      await db.updateTable('article_version').set((eb) => ({ views: eb('views', '+', 1) })).execute();
      expect(await version()).toBe(beforeView);
      await db.updateTable('article_version').set({ title: 'Changed' }).execute();
      expect(await version()).toBeGreaterThan(beforeView);
      const beforeDelete = await version();
      await db.deleteFrom('job').execute();
      expect(await version()).toBeGreaterThan(beforeDelete);
    } finally {
      await db.destroy();
      await cleanup();
    }
  });
});
