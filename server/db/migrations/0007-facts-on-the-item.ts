/**
 * Facts that are the same in every language move from the language versions to the item
 * (PRODUCT section 2, issue 10 point 4, decision 0017):
 *
 * - a lawyer's photo, phone and e-mail: `lawyer.photo_url`, `phone_number`, `email`; the version
 *   columns are dropped;
 * - an article's cover: `article.cover_url`; a version may keep a cover of its own in
 *   `article_version.own_cover_url` (null when it shows the item's). `article_version.cover_url`
 *   stays as the cover the version shows, a copy kept in step like the list columns of migration
 *   0002, so lists still read the versions alone;
 * - the firm's e-mail, telephone and office photos: one row of the new table `firm`; photos are
 *   a JSON array of `{ coverUrl, titles: { <lang>: caption } }`, one upload with a caption per
 *   language. The postal address stays per language: it is text that is written differently in
 *   each (Chinese puts it in the opposite order, names streets and cities in its own script).
 *
 * Today's data is kept, the first non-empty value winning: for lawyers and articles the oldest
 * version's (the language the item was written in first; the others are its translations), for
 * the firm, whose per-language rows have no age, the first language in the order German,
 * English, Chinese. An article version whose cover differs from the item's keeps it as its own.
 *
 * Imports nothing from the application but the trigger helper the earlier migrations use.
 */
import { type Kysely, sql } from 'kysely';
import { unwatchTables, watchTables } from '../content-triggers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const LAWYER_FACTS = ['photo_url', 'phone_number', 'email'] as const;

/** The order in which the firm's per-language rows are asked for a value (the picker's order in 2026). */
const LANGUAGE_ORDER = ['de_DE', 'en_US', 'zh_CN'];

/** Columns whose updates bump the content version, as migration 0003 listed them, after this change. */
const LAWYER_VERSION_WATCHED = ['no', 'lang', 'name', 'name_folded', 'intro', 'custom_content', 'custom_contents', 'create_time', 'update_time'];
const ARTICLE_VERSION_WATCHED = [
  'no', 'lang', 'title', 'content', 'content_url', 'cover_url', 'own_cover_url', 'is_link', 'note', 'operator_name', 'create_time', 'update_time',
  'kind', 'cata_no', 'top', 'item_time',
];
const LAWYER_VERSION_WATCHED_BEFORE = [
  'no', 'lang', 'name', 'name_folded', 'photo_url', 'phone_number', 'email', 'intro', 'custom_content', 'custom_contents', 'create_time', 'update_time',
];
const ARTICLE_VERSION_WATCHED_BEFORE = ARTICLE_VERSION_WATCHED.filter((c) => c !== 'own_cover_url');

interface Environment {
  title: string;
  coverUrl: string;
}

interface FirmEnvironment {
  coverUrl: string;
  titles: Record<string, string>;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function parseEnvironments(json: string | null): Environment[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(parsed) ? (parsed as unknown[]).filter((e): e is Environment => typeof e === 'object' && e !== null && 'coverUrl' in e && filled(e.coverUrl)) : [];
  } catch {
    return [];
  }
}

/**
 * One photo list from each language's own: the first language's non-empty list gives the photos;
 * every language gives the caption of the same photo, found by its address, else, for copies it
 * uploaded separately, by order among the photos and entries not matched by address.
 */
function mergeEnvironments(lists: { lang: string; environments: Environment[] }[]): FirmEnvironment[] {
  const first = lists.find((l) => l.environments.length > 0);
  if (!first) return [];
  const photos = first.environments.map((photo): FirmEnvironment => ({ coverUrl: photo.coverUrl, titles: {} }));
  for (const { lang, environments } of lists) {
    const unused = [...environments];
    const take = (entry: Environment | undefined) => (entry ? unused.splice(unused.indexOf(entry), 1)[0] : undefined);
    const byAddress = photos.map((photo) => take(unused.find((e) => e.coverUrl === photo.coverUrl)));
    const captions = byAddress.map((entry) => entry ?? take(unused[0]));
    captions.forEach((entry, index) => {
      if (entry && filled(entry.title)) photos[index]!.titles[lang] = entry.title;
    });
  }
  return photos;
}

const rank = (lang: string) => (LANGUAGE_ORDER.includes(lang) ? LANGUAGE_ORDER.indexOf(lang) : LANGUAGE_ORDER.length);

export async function up(db: Db): Promise<void> {
  // Lawyers.
  await db.schema.alterTable('lawyer').addColumn('photo_url', 'varchar(2048)').execute();
  await db.schema.alterTable('lawyer').addColumn('phone_number', 'varchar(64)').execute();
  await db.schema.alterTable('lawyer').addColumn('email', 'varchar(320)').execute();
  for (const column of LAWYER_FACTS) {
    const c = sql.ref(`v.${column}`);
    await sql`
      update lawyer set ${sql.ref(column)} = (
        select ${c} from lawyer_version v
        where v.no = lawyer.no and ${c} is not null and trim(${c}) <> ''
        order by v.id limit 1
      )
    `.execute(db);
  }
  // The update trigger names the version columns (migration 0003): it goes while they are dropped.
  await unwatchTables(db, ['lawyer_version']);
  for (const column of LAWYER_FACTS) await db.schema.alterTable('lawyer_version').dropColumn(column).execute();
  await watchTables(db, { lawyer_version: LAWYER_VERSION_WATCHED });

  // Articles.
  await db.schema.alterTable('article').addColumn('cover_url', 'varchar(2048)', (c) => c.notNull().defaultTo('')).execute();
  await sql`
    update article set cover_url = coalesce((
      select v.cover_url from article_version v
      where v.no = article.no and trim(v.cover_url) <> ''
      order by v.id limit 1
    ), '')
  `.execute(db);
  await db.schema.alterTable('article_version').addColumn('own_cover_url', 'varchar(2048)').execute();
  await sql`
    update article_version set own_cover_url = cover_url
    where trim(cover_url) <> '' and cover_url <> (select a.cover_url from article a where a.no = article_version.no)
  `.execute(db);
  await sql`
    update article_version set cover_url = coalesce(own_cover_url, (select a.cover_url from article a where a.no = article_version.no))
  `.execute(db);
  await unwatchTables(db, ['article_version']);
  await watchTables(db, { article_version: ARTICLE_VERSION_WATCHED });

  // The firm.
  await db.schema
    .createTable('firm')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('email', 'varchar(320)')
    .addColumn('tel', 'varchar(64)')
    .addColumn('environments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('update_time', 'varchar(32)', (c) => c.notNull())
    .execute();
  const rows = (await db.selectFrom('portal_config').select(['lang', 'email', 'tel', 'environments', 'update_time']).execute()) as {
    lang: string;
    email: string | null;
    tel: string | null;
    environments: string | null;
    update_time: string;
  }[];
  rows.sort((a, b) => rank(a.lang) - rank(b.lang) || a.lang.localeCompare(b.lang));
  const environments = mergeEnvironments(rows.map((r) => ({ lang: r.lang, environments: parseEnvironments(r.environments) })));
  await db
    .insertInto('firm')
    .values({
      id: 1,
      email: rows.map((r) => r.email).find(filled) ?? null,
      tel: rows.map((r) => r.tel).find(filled) ?? null,
      environments: JSON.stringify(environments),
      update_time: rows.map((r) => r.update_time).sort().at(-1) ?? new Date().toISOString(),
    })
    .execute();
  for (const column of ['email', 'tel', 'environments']) await db.schema.alterTable('portal_config').dropColumn(column).execute();
  await watchTables(db, { firm: null });
}

/** Back to a value per version: every version gets its item's. */
export async function down(db: Db): Promise<void> {
  await unwatchTables(db, ['firm']);
  await db.schema.alterTable('portal_config').addColumn('email', 'varchar(320)').execute();
  await db.schema.alterTable('portal_config').addColumn('tel', 'varchar(64)').execute();
  await db.schema.alterTable('portal_config').addColumn('environments', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  const firm = (await db.selectFrom('firm').selectAll().where('id', '=', 1).executeTakeFirst()) as
    | { email: string | null; tel: string | null; environments: string }
    | undefined;
  if (firm) {
    const photos = JSON.parse(firm.environments) as FirmEnvironment[];
    for (const { lang } of (await db.selectFrom('portal_config').select('lang').execute()) as { lang: string }[]) {
      const environments = photos.map((p) => ({ title: p.titles[lang] ?? Object.values(p.titles)[0] ?? '', coverUrl: p.coverUrl }));
      await db
        .updateTable('portal_config')
        .set({ email: firm.email, tel: firm.tel, environments: JSON.stringify(environments) })
        .where('lang', '=', lang)
        .execute();
    }
  }
  await db.schema.dropTable('firm').execute();

  await unwatchTables(db, ['article_version']);
  await db.schema.alterTable('article_version').dropColumn('own_cover_url').execute();
  await db.schema.alterTable('article').dropColumn('cover_url').execute();
  await watchTables(db, { article_version: ARTICLE_VERSION_WATCHED_BEFORE });

  await unwatchTables(db, ['lawyer_version']);
  await db.schema.alterTable('lawyer_version').addColumn('photo_url', 'varchar(2048)').execute();
  await db.schema.alterTable('lawyer_version').addColumn('phone_number', 'varchar(64)').execute();
  await db.schema.alterTable('lawyer_version').addColumn('email', 'varchar(320)').execute();
  for (const column of LAWYER_FACTS) {
    await sql`
      update lawyer_version set ${sql.ref(column)} = (select ${sql.ref(`l.${column}`)} from lawyer l where l.no = lawyer_version.no)
    `.execute(db);
    await db.schema.alterTable('lawyer').dropColumn(column).execute();
  }
  await watchTables(db, { lawyer_version: LAWYER_VERSION_WATCHED_BEFORE });
}
