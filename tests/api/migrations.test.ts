import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { type Kysely, Migrator, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectDatabase, type Dialect } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { migrations } from '../../server/db/migrations/index.js';
import { dialects } from '../helpers/app.js';

const expectedTables = [
  'catalog', 'catalog_version', 'article', 'article_version', 'banner', 'banner_version',
  'professional_field', 'professional_field_version', 'job', 'job_version', 'office', 'office_version',
  'lawyer', 'lawyer_version', 'lawyer_job', 'lawyer_practice_area', 'portal_config', 'firm', 'site_state',
  'staff_user', 'recovery_code', 'staff_session', 'login_attempt', 'file', 'icon',
];

/** Kysely reports a failed migration as a value rather than throwing it: throw it. */
function failOn(error: unknown): void {
  if (error === undefined) return;
  throw error instanceof Error ? error : new Error(inspect(error));
}

/** The search index's own indexes, of this schema only (other tests' and benches' schemas may hold a search_document too). */
async function searchIndexes(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'search_document' and schemaname = current_schema()`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'search_document' and sql is not null`.execute(db);
  return rows.map((r) => r.name).sort();
}

async function emptyDatabase(dialect: Dialect) {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-migrate-'));
    const handle = connectDatabase({ sqliteFile: path.join(dir, 'empty.sqlite') });
    return { ...handle, cleanup: () => fs.promises.rm(dir, { recursive: true, force: true }) };
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
      await db.insertInto('article').values({ no: 'a1', kind: 'news', cata_no: null, top: 0, cover_url: 'x', create_time: now, update_time: now }).execute();
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

describe.each(dialects)('migration 0007 (facts on the item) on %s', (dialect) => {
  // Written against the tables as they were before it: no schema type applies.
  type AnyDb = Kysely<any>;

  /** Kysely's migrator over every migration, in the connection's schema (as server/db/migrate.ts). */
  async function migrator(db: AnyDb) {
    const schema = dialect === 'postgres' ? (await db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('s')).executeTakeFirstOrThrow()).s : undefined;
    return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) }, ...(schema ? { migrationTableSchema: schema } : {}) });
  }

  /** Migrates up or down to the named migration, failing the test on an error. */
  async function migrateTo(db: AnyDb, name: string): Promise<void> {
    const { error } = await (await migrator(db)).migrateTo(name);
    failOn(error);
  }

  /** Migrates to just before 0007, the way the server would have left a database. */
  function before0007(db: AnyDb) {
    return migrateTo(db, '0006-totp-pending-secret');
  }

  /** Migrates up to 0007 and no further (later migrations have tests of their own); the names applied. */
  async function to0007(db: AnyDb): Promise<string[]> {
    const { error, results } = await (await migrator(db)).migrateTo('0007-facts-on-the-item');
    failOn(error);
    return (results ?? []).map((r) => r.migrationName);
  }

  it('moves photo, phone, e-mail, cover and the firm\'s contact and photos to the item, first non-empty value winning', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    try {
      await before0007(db);
      const now = new Date().toISOString();
      const lawyer = (no: string) => db.insertInto('lawyer').values({ no, top: 0, sort: 0, office_no: null, create_time: now, update_time: now }).execute();
      const lawyerVersion = (no: string, lang: string, facts: { photo_url?: string | null; phone_number?: string | null; email?: string | null }) =>
        db.insertInto('lawyer_version').values({ no, lang, name: `${no} ${lang}`, name_folded: no, custom_contents: '[]', create_time: now, update_time: now, ...facts }).execute();
      // Written in Chinese first, then German, then English: the oldest version's value wins,
      // an empty one ('' or blanks) counts as none.
      await lawyer('l1');
      await lawyerVersion('l1', 'zh_CN', { photo_url: '', phone_number: '+86 10 1234', email: null });
      await lawyerVersion('l1', 'de_DE', { photo_url: '2026/11/aaaaaaaaaaaaaaaaaaaa.webp', phone_number: '+49 30 1', email: '  ' });
      await lawyerVersion('l1', 'en_US', { photo_url: '2026/11/bbbbbbbbbbbbbbbbbbbb.webp', phone_number: '+44 20 1', email: 'en@example.com' });
      // Written in English only: its values are everyone's.
      await lawyer('l2');
      await lawyerVersion('l2', 'en_US', { photo_url: 'https://example.com/p.jpg', phone_number: null, email: 'only@example.com' });

      const article = (no: string) => db.insertInto('article').values({ no, kind: 'news', cata_no: null, top: 0, create_time: now, update_time: now }).execute();
      const articleVersion = (no: string, lang: string, cover: string) =>
        db
          .insertInto('article_version')
          .values({ no, lang, title: lang, content: '', cover_url: cover, is_link: 0, views: 0, create_time: now, update_time: now, kind: 'news', top: 0, item_time: now })
          .execute();
      await article('a1');
      await articleVersion('a1', 'en_US', 'https://example.com/en.jpg');
      await articleVersion('a1', 'de_DE', 'https://example.com/en.jpg');
      await articleVersion('a1', 'zh_CN', 'https://example.com/zh.jpg');

      const portal = (lang: string, facts: { email: string | null; tel: string | null; environments: { title: string; coverUrl: string }[] }) =>
        db.insertInto('portal_config').values({ lang, name: `Firm ${lang}`, address: `Address ${lang}`, email: facts.email, tel: facts.tel, environments: JSON.stringify(facts.environments), update_time: now }).execute();
      // Each language uploaded its own copy of the photos; English has the same list in another order.
      await portal('zh_CN', { email: 'zh@example.com', tel: '+86', environments: [{ title: '前台', coverUrl: 'https://example.com/zh-1.jpg' }, { title: '会议室', coverUrl: 'https://example.com/zh-2.jpg' }] });
      await portal('en_US', { email: 'en@example.com', tel: null, environments: [{ title: 'Meeting room', coverUrl: 'https://example.com/2.jpg' }, { title: 'Reception', coverUrl: 'https://example.com/1.jpg' }] });
      await portal('de_DE', { email: '', tel: '', environments: [{ title: 'Empfang', coverUrl: 'https://example.com/1.jpg' }, { title: 'Besprechungsraum', coverUrl: 'https://example.com/de-2.jpg' }] });

      expect(await to0007(db)).toEqual(['0007-facts-on-the-item']);

      const lawyers = await db.selectFrom('lawyer').select(['no', 'photo_url', 'phone_number', 'email']).orderBy('no').execute();
      expect(lawyers).toEqual([
        { no: 'l1', photo_url: '2026/11/aaaaaaaaaaaaaaaaaaaa.webp', phone_number: '+86 10 1234', email: 'en@example.com' },
        { no: 'l2', photo_url: 'https://example.com/p.jpg', phone_number: null, email: 'only@example.com' },
      ]);
      const versionColumns = (await db.introspection.getTables()).find((t) => t.name === 'lawyer_version')!.columns.map((c) => c.name);
      expect(versionColumns).not.toContain('photo_url');
      expect(versionColumns).not.toContain('email');

      expect(await db.selectFrom('article').select('cover_url').where('no', '=', 'a1').executeTakeFirstOrThrow()).toEqual({ cover_url: 'https://example.com/en.jpg' });
      const covers = await db.selectFrom('article_version').select(['lang', 'cover_url', 'own_cover_url']).where('no', '=', 'a1').orderBy('lang').execute();
      expect(covers).toEqual([
        { lang: 'de_DE', cover_url: 'https://example.com/en.jpg', own_cover_url: null },
        { lang: 'en_US', cover_url: 'https://example.com/en.jpg', own_cover_url: null },
        { lang: 'zh_CN', cover_url: 'https://example.com/zh.jpg', own_cover_url: 'https://example.com/zh.jpg' },
      ]);

      // The firm: languages asked in the order German, English, Chinese; German's photos are
      // the list, captioned by address where a language has the same file, else in order among
      // the rest.
      const firm = await db.selectFrom('firm').selectAll().executeTakeFirstOrThrow();
      expect({ ...firm, environments: JSON.parse(firm.environments) }).toMatchObject({
        id: 1,
        email: 'en@example.com',
        tel: '+86',
        environments: [
          { coverUrl: 'https://example.com/1.jpg', titles: { de_DE: 'Empfang', en_US: 'Reception', zh_CN: '前台' } },
          { coverUrl: 'https://example.com/de-2.jpg', titles: { de_DE: 'Besprechungsraum', en_US: 'Meeting room', zh_CN: '会议室' } },
        ],
      });
      const portalColumns = (await db.introspection.getTables()).find((t) => t.name === 'portal_config')!.columns.map((c) => c.name);
      expect(portalColumns).toContain('address');
      expect(portalColumns).not.toContain('email');
      expect(portalColumns).not.toContain('environments');

      // Changes still reach the change counter, through the new columns too.
      const version = async () => Number((await db.selectFrom('site_state').select('content_version').executeTakeFirstOrThrow()).content_version);
      for (const change of [
        () => db.updateTable('lawyer').set({ email: 'new@example.com' }).execute(),
        () => db.updateTable('lawyer_version').set({ name: 'Renamed' }).execute(),
        () => db.updateTable('article_version').set({ own_cover_url: null }).execute(),
        () => db.updateTable('firm').set({ tel: '+44' }).execute(),
      ]) {
        const start = await version();
        await change();
        expect(await version()).toBeGreaterThan(start);
      }
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it('goes back down to a value on every version', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    try {
      await to0007(db);
      const now = new Date().toISOString();
      await db.insertInto('lawyer').values({ no: 'l1', top: 0, sort: 0, photo_url: 'https://example.com/p.jpg', email: 'a@example.com', create_time: now, update_time: now }).execute();
      for (const lang of ['de_DE', 'en_US']) {
        await db.insertInto('lawyer_version').values({ no: 'l1', lang, name: lang, name_folded: lang, custom_contents: '[]', create_time: now, update_time: now }).execute();
      }
      const { error } = await (await migrator(db)).migrateTo('0006-totp-pending-secret');
      expect(error).toBeUndefined();
      const versions = await db.selectFrom('lawyer_version').select(['lang', 'photo_url', 'email']).orderBy('lang').execute();
      expect(versions).toEqual([
        { lang: 'de_DE', photo_url: 'https://example.com/p.jpg', email: 'a@example.com' },
        { lang: 'en_US', photo_url: 'https://example.com/p.jpg', email: 'a@example.com' },
      ]);
      expect(await to0007(db)).toEqual(['0007-facts-on-the-item']);
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it('gives the search index the publication, pin and date of what it describes, then keeps them in step (0016)', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0015-revisions');
      const now = '2026-11-01T10:00:00.000Z';
      const later = '2027-01-01T00:00:00.000Z';
      await db.insertInto('article').values({ no: 'a1', kind: 'honour', cata_no: null, top: 1, cover_url: 'x.webp', create_time: now, update_time: now }).execute();
      const [article] = await db
        .insertInto('article_version')
        .values({ no: 'a1', lang: 'en_US', title: 'Zeppelin award', content: '', cover_url: 'x.webp', is_link: 0, views: 0, create_time: now, update_time: now, kind: 'honour', top: 1, item_time: now, published: 1, publish_time: later })
        .returning('id')
        .execute();
      await db.insertInto('lawyer').values({ no: 'l1', top: 3, sort: 0, create_time: now, update_time: now }).execute();
      const [lawyer] = await db
        .insertInto('lawyer_version')
        .values({ no: 'l1', lang: 'en_US', name: 'Hans Zeppelin', name_folded: 'hans zeppelin', custom_contents: '[]', create_time: now, update_time: now, published: 0 })
        .returning('id')
        .execute();
      await db.insertInto('portal_config').values({ lang: 'en_US', name: 'Firm', address: 'London', privacy: '<p>Zeppelin data</p>', update_time: now }).execute();
      // The index as 0014 wrote it.
      const indexed = (source: string, versionId: number | null, itemNo: string, kind: string, title: string) => ({
        source, version_id: versionId, item_no: itemNo, kind, lang: 'en_US', title, body: '', title_folded: title.toLowerCase(), folded: dialect === 'postgres' ? title.toLowerCase() : null, grams: '',
      });
      await db
        .insertInto('search_document')
        .values([
          indexed('article_version', article!.id, 'a1', 'honour', 'Zeppelin award'),
          indexed('lawyer_version', lawyer!.id, 'l1', 'person', 'Hans Zeppelin'),
          indexed('portal_config', null, 'privacy', 'document', 'Privacy Policy'),
        ])
        .execute();

      await upTo('0016-search-ranking-columns');
      const copies = () => db.selectFrom('search_document').select(['source', 'published', 'publish_time', 'unpublish_time', 'top', 'item_time']).orderBy('source').execute();
      expect(await copies()).toEqual([
        { source: 'article_version', published: 1, publish_time: later, unpublish_time: null, top: 1, item_time: now },
        { source: 'lawyer_version', published: 0, publish_time: null, unpublish_time: null, top: 3, item_time: null },
        { source: 'portal_config', published: 1, publish_time: null, unpublish_time: null, top: 0, item_time: now },
      ]);

      // Whatever code changes them, the copies follow in the same statement.
      await db.updateTable('article_version').set({ publish_time: null, unpublish_time: later, top: 0 }).where('no', '=', 'a1').execute();
      await db.updateTable('lawyer_version').set({ published: 1 }).where('no', '=', 'l1').execute();
      await db.updateTable('lawyer').set({ top: 0 }).where('no', '=', 'l1').execute();
      expect(await copies()).toEqual([
        { source: 'article_version', published: 1, publish_time: null, unpublish_time: later, top: 0, item_time: now },
        { source: 'lawyer_version', published: 1, publish_time: null, unpublish_time: null, top: 0, item_time: null },
        { source: 'portal_config', published: 1, publish_time: null, unpublish_time: null, top: 0, item_time: now },
      ]);
      if (dialect === 'sqlite') {
        // The full-text rows were left alone by those updates and still find the text.
        const { rows } = await sql<{ rowid: number }>`select rowid from search_trigram where search_trigram match '"zeppelin"' order by rowid`.execute(db);
        expect(rows).toHaveLength(2);
      }

      const { error } = await (await migrator(db)).migrateTo('0015-revisions');
      expect(error).toBeUndefined();
      const columns = (await db.introspection.getTables()).find((t) => t.name === 'search_document')!.columns.map((c) => c.name);
      expect(columns).not.toContain('published');
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it.runIf(dialect === 'sqlite')('turns merging inside writes off in both full-text tables, and back on going down (0017)', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    const automerge = async () =>
      Promise.all(['search_trigram', 'search_words'].map(async (t) => (await sql<{ v: number }>`select v from ${sql.table(`${t}_config`)} where k = 'automerge'`.execute(db)).rows[0]?.v));
    try {
      await migrateToLatest(db);
      expect(await automerge()).toEqual([0, 0]);
      const { error } = await (await migrator(db)).migrateTo('0016-search-ranking-columns');
      expect(error).toBeUndefined();
      expect(await automerge()).toEqual([4, 4]);
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it('gives articles and lawyers a pending copy of their facts whose writes do not count as content changes, and takes it away again (0018)', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0016-search-ranking-columns');
      const now = '2026-11-01T10:00:00.000Z';
      await db.insertInto('article').values({ no: 'a1', kind: 'honour', cata_no: null, top: 0, cover_url: 'x.webp', create_time: now, update_time: now }).execute();
      await db.insertInto('lawyer').values({ no: 'l1', top: 0, sort: 0, phone_number: '+1 555 0100', create_time: now, update_time: now }).execute();
      await upTo('0018-pending-facts');
      const version = async () => Number((await db.selectFrom('site_state').select('content_version').executeTakeFirstOrThrow()).content_version);
      expect(await db.selectFrom('article').select('pending_facts').executeTakeFirstOrThrow()).toEqual({ pending_facts: null });

      const start = await version();
      await db.updateTable('article').set({ pending_facts: '{"top":1}' }).where('no', '=', 'a1').execute();
      await db.updateTable('lawyer').set({ pending_facts: '{"phoneNumber":"+1 555 0199"}' }).where('no', '=', 'l1').execute();
      expect(await version()).toBe(start);
      await db.updateTable('lawyer').set({ phone_number: '+1 555 0199' }).where('no', '=', 'l1').execute();
      await db.updateTable('article').set({ top: 1 }).where('no', '=', 'a1').execute();
      expect(await version()).toBe(start + 2);

      await upTo('0016-search-ranking-columns');
      const columns = (await db.introspection.getTables()).filter((t) => t.name === 'article' || t.name === 'lawyer').flatMap((t) => t.columns.map((c) => c.name));
      expect(columns).not.toContain('pending_facts');
      // Back to watching every column.
      await db.updateTable('lawyer').set({ update_time: now }).where('no', '=', 'l1').execute();
      expect(await version()).toBe(start + 3);
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it('indexes search by full-text lexemes on PostgreSQL and by a ranking index on SQLite, and goes back (0019)', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    const indexes = () => searchIndexes(db, dialect);
    // Of this schema only: other tests' and benches' schemas may hold a search_document too.
    const columns = async () =>
      dialect === 'postgres'
        ? (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'search_document' and table_schema = current_schema()`.execute(db)).rows.map((r) => r.name)
        : (await sql<{ name: string }>`select name from pragma_table_info('search_document')`.execute(db)).rows.map((r) => r.name);
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0018-pending-facts');
      const before = await indexes();
      await db
        .insertInto('search_document')
        .values({ source: 'portal_config', version_id: null, item_no: 'privacy', kind: 'document', lang: 'en_US', title: 'Privacy Policy', body: 'Cookies', title_folded: 'privacy policy', folded: dialect === 'postgres' ? 'privacy policy\ncookies' : null, grams: '' })
        .execute();

      await upTo('0019-search-full-text');
      const rows = await db.selectFrom('search_document').select('item_no').execute();
      if (dialect === 'postgres') {
        // Emptied: the lexemes are made in code, by the rebuild at the server's next start.
        expect(rows).toEqual([]);
        expect(await columns()).toEqual(expect.arrayContaining(['terms', 'title_terms']));
        const now = await indexes();
        expect(now).toEqual(expect.arrayContaining(['search_document_terms_idx', 'search_document_title_terms_idx']));
        expect(now).not.toContain('search_document_folded_trgm');
        const { rows: options } = await sql<{ options: string[] | null }>`select reloptions as options from pg_class where oid = 'search_document'::regclass`.execute(db);
        expect(options[0]!.options).toEqual(['toast_tuple_target=256']);
      } else {
        expect(rows).toEqual([{ item_no: 'privacy' }]);
        expect(await indexes()).toEqual([...before, 'search_document_rank_idx'].sort());
      }

      await upTo('0018-pending-facts');
      expect(await indexes()).toEqual(before);
      expect(await columns()).not.toContain('terms');
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it("rewrites the search index's copies only when one of them changes, and goes back (0021)", async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0021-search-copies-follow-changes-only');
      const now = '2026-11-01T10:00:00.000Z';
      await db.insertInto('article').values({ no: 'a1', kind: 'honour', cata_no: null, top: 1, cover_url: 'x.webp', create_time: now, update_time: now }).execute();
      const [article] = await db
        .insertInto('article_version')
        .values({ no: 'a1', lang: 'en_US', title: 'Zeppelin award', content: '', cover_url: 'x.webp', is_link: 0, views: 0, create_time: now, update_time: now, kind: 'honour', top: 1, item_time: now, published: 1 })
        .returning('id')
        .execute();
      await db.insertInto('lawyer').values({ no: 'l1', top: 3, sort: 0, create_time: now, update_time: now }).execute();
      const [lawyer] = await db
        .insertInto('lawyer_version')
        .values({ no: 'l1', lang: 'en_US', name: 'Hans Zeppelin', name_folded: 'hans zeppelin', custom_contents: '[]', create_time: now, update_time: now, published: 1 })
        .returning('id')
        .execute();
      const row = (source: string, versionId: number, itemNo: string, kind: string, title: string, top: number) => ({
        source, version_id: versionId, item_no: itemNo, kind, lang: 'en_US', title, body: '', title_folded: title.toLowerCase(), folded: dialect === 'postgres' ? title.toLowerCase() : null, grams: '',
        published: 1, top, item_time: source === 'article_version' ? now : null,
      });
      await db.insertInto('search_document').values([row('article_version', article!.id, 'a1', 'honour', 'Zeppelin award', 1), row('lawyer_version', lawyer!.id, 'l1', 'person', 'Hans Zeppelin', 3)]).execute();
      // Every row the copies' triggers write.
      await sql.raw('CREATE TABLE search_writes (n int)').execute(db);
      if (dialect === 'postgres') {
        await sql.raw(`CREATE FUNCTION count_search_write() RETURNS trigger AS $$ BEGIN INSERT INTO search_writes VALUES (1); RETURN NULL; END $$ LANGUAGE plpgsql`).execute(db);
        await sql.raw('CREATE TRIGGER count_search_write AFTER UPDATE ON search_document FOR EACH ROW EXECUTE FUNCTION count_search_write()').execute(db);
      } else {
        await sql.raw('CREATE TRIGGER count_search_write AFTER UPDATE ON search_document BEGIN INSERT INTO search_writes VALUES (1); END').execute(db);
      }
      const writes = async () => Number((await sql<{ n: number }>`select count(*) as n from search_writes`.execute(db)).rows[0]!.n);
      const fillfactor = async () =>
        (await sql<{ options: string[] | null }>`select reloptions as options from pg_class where oid = 'search_document'::regclass`.execute(db)).rows[0]!.options?.filter((o) => o.startsWith('fillfactor')) ?? [];

      // A save names every column with the values it had: nothing to copy, nothing written.
      await db.updateTable('article_version').set({ published: 1, publish_time: null, unpublish_time: null, top: 1, item_time: now }).where('no', '=', 'a1').execute();
      await db.updateTable('lawyer_version').set({ published: 1, publish_time: null }).where('no', '=', 'l1').execute();
      await db.updateTable('lawyer').set({ top: 3 }).where('no', '=', 'l1').execute();
      expect(await writes()).toBe(0);
      if (dialect === 'postgres') expect(await fillfactor()).toEqual(['fillfactor=80']);
      // A change is copied, as before.
      await db.updateTable('article_version').set({ top: 0 }).where('no', '=', 'a1').execute();
      await db.updateTable('lawyer').set({ top: 0 }).where('no', '=', 'l1').execute();
      expect(await writes()).toBe(2);
      expect(await db.selectFrom('search_document').select(['source', 'top']).orderBy('source').execute()).toEqual([
        { source: 'article_version', top: 0 },
        { source: 'lawyer_version', top: 0 },
      ]);

      await upTo('0020-search-title-word-starts');
      await db.updateTable('article_version').set({ top: 0 }).where('no', '=', 'a1').execute();
      expect(await writes()).toBe(3);
      if (dialect === 'postgres') expect(await fillfactor()).toEqual([]);
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it("empties PostgreSQL's search index for a rebuild with the titles' word starts, and leaves SQLite's (0020)", async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0019-search-full-text');
      await db
        .insertInto('search_document')
        .values({ source: 'portal_config', version_id: null, item_no: 'privacy', kind: 'document', lang: 'en_US', title: 'Privacy Policy', body: 'Cookies', title_folded: 'privacy policy', folded: dialect === 'postgres' ? 'privacy policy\ncookies' : null, grams: '' })
        .execute();
      await upTo('0020-search-title-word-starts');
      const rows = await db.selectFrom('search_document').select('item_no').execute();
      // PostgreSQL: the lexemes are made in code, by the rebuild at the server's next start.
      expect(rows).toEqual(dialect === 'postgres' ? [] : [{ item_no: 'privacy' }]);
      await upTo('0019-search-full-text');
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it('empties the search index for a rebuild with folding by script, SQLite indexing the folded text, and goes back (0027)', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    const row = (title: string, folded: string) => ({
      source: 'portal_config', version_id: null, item_no: 'privacy', kind: 'document', lang: 'en_US', title, body: '', title_folded: folded, folded, grams: '',
    });
    const trigram = async (word: string) =>
      (await sql<{ rowid: number }>`select rowid from search_trigram where search_trigram match ${`"${word}"`}`.execute(db)).rows.length;
    const automerge = async () => (await sql<{ v: number }>`select v from search_trigram_config where k = 'automerge'`.execute(db)).rows[0]?.v;
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0026-link-tags');
      await db.insertInto('search_document').values(row('Zeppelin', 'zeppelin')).execute();
      await upTo('0027-search-folds-every-script');
      // The folding is done in code, by the rebuild at the server's next start.
      expect(await db.selectFrom('search_document').select('item_no').execute()).toEqual([]);
      if (dialect === 'sqlite') {
        // SQLite's trigram table reads the folded text, and still merges off the write path.
        expect(await trigram('zeppelin')).toBe(0);
        await db.insertInto('search_document').values(row('الْمَحْكَمَةُ', 'محكمه')).execute();
        expect(await trigram('محكمه')).toBe(1);
        expect(await automerge()).toBe(0);
        await db.updateTable('search_document').set({ title: 'Zeppelin', folded: 'zeppelin' }).execute();
        expect([await trigram('محكمه'), await trigram('zeppelin')]).toEqual([0, 1]);
      }
      await upTo('0026-link-tags');
      expect(await db.selectFrom('search_document').select('item_no').execute()).toEqual([]);
      if (dialect === 'sqlite') {
        // Back to the title and text as written.
        await db.insertInto('search_document').values(row('Zeppelin', 'z')).execute();
        expect(await trigram('zeppelin')).toBe(1);
        expect(await automerge()).toBe(0);
      }
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it('stores the site languages, seeded with the spec’s three and zh_CN the default, whose changes move the counter and the languages tag, and goes back (0028)', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    const counter = async () => Number((await db.selectFrom('site_state').select('content_version').where('id', '=', 1).executeTakeFirstOrThrow()).content_version);
    const tables = async () => (await db.introspection.getTables()).map((t) => t.name);
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0027-search-folds-every-script');
      expect(await tables()).not.toContain('site_language');
      await upTo('0028-site-languages');
      const rows = await db.selectFrom('site_language').select(['code', 'position', 'enabled', 'is_default']).orderBy('position').execute();
      expect(rows.map((row) => ({ ...row, enabled: Number(row.enabled), is_default: Number(row.is_default) }))).toEqual([
        { code: 'de_DE', position: 0, enabled: 1, is_default: 0 },
        { code: 'en_US', position: 1, enabled: 1, is_default: 0 },
        { code: 'zh_CN', position: 2, enabled: 1, is_default: 1 },
      ]);
      const before = await counter();
      await db.insertInto('site_language').values({ code: 'fr_FR', position: 3, enabled: 1, is_default: 0 }).execute();
      await db.updateTable('site_language').set({ enabled: 0 }).where('code', '=', 'en_US').execute();
      expect(await counter()).toBe(before + 2);
      expect(await db.selectFrom('cache_tag').select(['tag', 'version']).where('tag', '=', 'languages').executeTakeFirst()).toEqual({ tag: 'languages', version: before + 2 });
      await upTo('0027-search-folds-every-script');
      expect(await tables()).not.toContain('site_language');
      await upTo('0028-site-languages');
      expect(await db.selectFrom('site_language').select('code').orderBy('position').execute()).toEqual([{ code: 'de_DE' }, { code: 'en_US' }, { code: 'zh_CN' }]);
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it('stores administrators’ label translations, one per language and key, whose changes move the counter and the labels tag, and goes back (0029)', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    const counter = async () => Number((await db.selectFrom('site_state').select('content_version').where('id', '=', 1).executeTakeFirstOrThrow()).content_version);
    const tables = async () => (await db.introspection.getTables()).map((t) => t.name);
    const label = (lang: string, key: string, text: string) => ({ lang, key, text, updated_at: '2026-12-05T10:00:00.000Z' });
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0028-site-languages');
      expect(await tables()).not.toContain('site_label');
      await upTo('0029-site-labels');
      const before = await counter();
      await db.insertInto('site_label').values([label('pt_BR', 'nav.home', 'Início'), label('fr_FR', 'nav.home', 'Accueil')]).execute();
      await expect(db.insertInto('site_label').values(label('pt_BR', 'nav.home', 'Página inicial')).execute()).rejects.toThrow();
      await db.updateTable('site_label').set({ text: 'Página inicial' }).where('lang', '=', 'pt_BR').where('key', '=', 'nav.home').execute();
      await db.deleteFrom('site_label').where('lang', '=', 'fr_FR').execute();
      expect(await counter()).toBe(before + 4);
      expect(await db.selectFrom('cache_tag').select(['tag', 'version']).where('tag', '=', 'labels').executeTakeFirst()).toEqual({ tag: 'labels', version: before + 4 });
      expect(await db.selectFrom('site_label').select(['lang', 'key', 'text']).execute()).toEqual([{ lang: 'pt_BR', key: 'nav.home', text: 'Página inicial' }]);
      await upTo('0028-site-languages');
      expect(await tables()).not.toContain('site_label');
      const afterDown = await counter();
      await db.insertInto('site_language').values({ code: 'pt_BR', position: 3, enabled: 1, is_default: 0 }).execute();
      expect(await counter()).toBe(afterDown + 1);
      await upTo('0029-site-labels');
      expect(await db.selectFrom('site_label').select('key').execute()).toEqual([]);
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it('gives SQLite search an index of what it reads keyed by id, so a search looks its matches up instead of reading every row, and goes back (0030)', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    const indexes = () => searchIndexes(db, dialect);
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0029-site-labels');
      const before = await indexes();
      await upTo('0030-search-matches-looked-up');
      // PostgreSQL's search starts from its full-text index: nothing there changes.
      expect(await indexes()).toEqual(dialect === 'postgres' ? before : [...before, 'search_document_match_idx'].sort());
      if (dialect === 'sqlite') {
        const { rows } = await sql<{ name: string }>`select name from pragma_index_info('search_document_match_idx') order by seqno`.execute(db);
        expect(rows.map((r) => r.name)).toEqual(['id', 'lang', 'kind', 'published', 'publish_time', 'unpublish_time', 'top', 'item_time', 'title_folded']);
      }
      await upTo('0029-site-labels');
      expect(await indexes()).toEqual(before);
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it('numbers SQLite’s search entries in a range per language, keeping their order and what full-text search finds (0032)', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    const entries = async () => (await db.selectFrom('search_document').select(['id', 'lang', 'title']).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id) }));
    const found = async (word: string) =>
      dialect === 'sqlite'
        ? (await sql<{ title: string }>`select d.title from search_trigram t join search_document d on d.id = t.rowid where search_trigram match ${word} order by d.title`.execute(db)).rows.map((r) => r.title)
        : null;
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0031-lawyer-link-tags');
      const langs = ['de_DE', 'en_US', 'zh_CN', 'fr_FR', 'ar_SA'];
      await db
        .insertInto('search_document')
        .values([0, 1, 2].flatMap((i) => langs.map((lang) => {
          const title = `Arbitrage ${i} ${lang}`;
          return { source: 'article_version', version_id: i * 10 + langs.indexOf(lang), item_no: `news-${i}`, kind: 'news', lang, title, body: '', title_folded: title.toLowerCase(), folded: title.toLowerCase(), grams: `ar${i}` };
        })))
        .execute();
      const before = await entries();
      const foundBefore = await found('arbitrage');
      await upTo('0032-search-entries-numbered-by-language');
      const after = await entries();
      if (dialect === 'postgres') {
        expect(after).toEqual(before);
      } else {
        // Each language's entries together, in their range (de_DE: 55,515 × 2^32), in the order they had.
        const range = (lang: string) => [...lang.replace('_', '').toLowerCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 97, 0) + 1;
        for (const entry of after) expect(Math.floor(entry.id / 2 ** 32), entry.lang).toBe(range(entry.lang));
        expect(range('de_DE')).toBe(55_515);
        expect(after.map((e) => e.lang)).toEqual([...langs].sort().flatMap((lang) => [lang, lang, lang]));
        expect(after.map((e) => e.title)).toEqual([...langs].sort().flatMap((lang) => [0, 1, 2].map((i) => `Arbitrage ${i} ${lang}`)));
        expect(await found('arbitrage')).toEqual(foundBefore);
        expect(await found('"2 fr_fr"')).toEqual(['Arbitrage 2 fr_FR']);
        for (const table of ['search_trigram', 'search_words']) {
          expect((await sql<{ n: number }>`select count(distinct segid) as n from ${sql.table(`${table}_idx`)}`.execute(db)).rows[0]!.n, table).toBe(1);
        }
      }
      await upTo('0031-lawyer-link-tags');
      expect(await entries()).toEqual(after);
      expect(await found('arbitrage')).toEqual(foundBefore);
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it('writes PostgreSQL’s search rows again one language after the other, keeping their ids and contents (0033)', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    // The languages in the order the rows sit in the table (PostgreSQL: by their place, `ctid`), each run once.
    const languageRuns = async () => {
      const rows = await db.selectFrom('search_document').select('lang').orderBy(dialect === 'postgres' ? sql`ctid` : sql`rowid`).execute();
      return rows.map((r) => r.lang as string).filter((lang, i, all) => i === 0 || all[i - 1] !== lang);
    };
    const entries = async () => (await db.selectFrom('search_document').select(['id', 'lang', 'title', 'folded']).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id) }));
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0032-search-entries-numbered-by-language');
      const langs = ['de_DE', 'en_US', 'zh_CN', 'fr_FR', 'ar_SA'];
      // Written item by item, as a save writes them.
      for (const i of [0, 1, 2]) {
        await db
          .insertInto('search_document')
          .values(langs.map((lang) => {
            const title = `Arbitrage ${i} ${lang}`;
            return { source: 'article_version', version_id: i * 10 + langs.indexOf(lang), item_no: `news-${i}`, kind: 'news', lang, title, body: '', title_folded: title.toLowerCase(), folded: title.toLowerCase(), grams: `ar${i}` };
          }))
          .execute();
      }
      const before = await entries();
      const runsBefore = await languageRuns();
      expect(runsBefore).toHaveLength(15);
      await upTo('0033-search-rows-grouped-by-language');
      // SQLite keeps a language's entries together by their numbers (0032): nothing moves there.
      expect(await languageRuns()).toEqual(dialect === 'postgres' ? [...langs].sort() : runsBefore);
      expect(await entries()).toEqual(before);
      await upTo('0032-search-entries-numbered-by-language');
      expect(await entries()).toEqual(before);
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });

  it('records a person’s links to practice areas and positions under the area’s and position’s link tags too, and goes back (0031)', async () => {
    const { db: typed, cleanup } = await emptyDatabase(dialect);
    const db = typed as unknown as AnyDb;
    const tags = async () => (await db.selectFrom('cache_tag').select(['tag', 'version', 'hard_version']).orderBy('tag').execute()).map((row) => ({ tag: row.tag, version: Number(row.version), hard: Number(row.hard_version) }));
    const counter = async () => Number((await db.selectFrom('site_state').select('content_version').where('id', '=', 1).executeTakeFirstOrThrow()).content_version);
    try {
      const upTo = (name: string) => migrateTo(db, name);
      await upTo('0030-search-matches-looked-up');
      const now = '2026-12-05T10:00:00.000Z';
      await db.insertInto('lawyer').values({ no: 'l1', top: 0, sort: 0, create_time: now, update_time: now }).execute();
      await db.insertInto('professional_field').values({ no: 'f1', create_time: now, update_time: now }).execute();
      await db.insertInto('job').values({ no: 'j1', create_time: now, update_time: now }).execute();
      await upTo('0031-lawyer-link-tags');
      await db.deleteFrom('cache_tag').execute();
      const start = await counter();
      await db.insertInto('lawyer_practice_area').values({ lawyer_no: 'l1', field_no: 'f1', position: 0 }).execute();
      await db.insertInto('lawyer_job').values({ lawyer_no: 'l1', job_no: 'j1', position: 0 }).execute();
      expect(await tags()).toEqual([
        { tag: 'lawyer', version: start + 2, hard: 0 },
        { tag: 'lawyer:l1', version: start + 2, hard: 0 },
        { tag: 'lawyer_job:j1', version: start + 2, hard: 0 },
        { tag: 'lawyer_practice_area:f1', version: start + 1, hard: 0 },
      ]);
      // A link removed takes the area's page down at once, as a deleted news link does (0026).
      await db.deleteFrom('lawyer_practice_area').execute();
      expect((await tags()).find((row) => row.tag === 'lawyer_practice_area:f1')).toEqual({ tag: 'lawyer_practice_area:f1', version: start + 3, hard: start + 3 });

      await upTo('0030-search-matches-looked-up');
      await db.deleteFrom('cache_tag').execute();
      await db.insertInto('lawyer_practice_area').values({ lawyer_no: 'l1', field_no: 'f1', position: 0 }).execute();
      await db.deleteFrom('lawyer_job').execute();
      // Back to the person's tags alone, every change still counted.
      expect((await tags()).map((row) => row.tag)).toEqual(['lawyer', 'lawyer:l1']);
      expect(await counter()).toBe(start + 5);
    } finally {
      await typed.destroy();
      await cleanup();
    }
  });
});
