/**
 * Revisions (issue 13.4, decision 0028). After each successful create, update, publish or
 * unpublish of a news item, case, honour, lawyer, practice area or banner, the item as the admin
 * call answered it (every version, with its and the item's fields) is kept with who saved it,
 * when, and which fields changed since the revision before; the newest `kept` per item stay.
 * A restore writes a revision's text back through the entity's own `update`, every language as a
 * draft (a published version gets it as pending changes: restoring never publishes unreviewed
 * text), and that write is kept as a new revision.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { caseBody, honourBody, newsBody } from '../../../contract/article.js';
import { bannerBody } from '../../../contract/banner.js';
import { lawyerBody } from '../../../contract/lawyer.js';
import { practiceAreaBody } from '../../../contract/practice-area.js';
import type { AuditEntity } from '../../../contract/audit.js';
import type { MissingFile, RevisionDetail, RevisionEntity, RevisionSummary } from '../../../contract/revision.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { AppError, notFound } from '../../http/errors.js';
import { uploadPathsInText } from '../../../contract/upload-address.js';
import type { ArticleService } from '../article/service.js';
import type { BannerService } from '../banner/service.js';
import type { LawyerService } from '../lawyer/service.js';
import { itemNosOf } from '../content/items.js';
import { versionsOfItem } from '../preview/repository.js';
import type { PracticeAreaService } from '../practice-area/service.js';
import { findRevision, insertRevision, languagesOfLastWrite, latestRevision, listRevisions, pruneRevisions, uploadsStillHeld } from './repository.js';

/** How many revisions of each item are kept unless REVISIONS_KEPT says otherwise. */
export const REVISIONS_KEPT = 50;

type Version = Record<string, unknown>;

/** The writes a restore goes through: each entity's own `update`. */
export interface RevisionWrites {
  news: ArticleService;
  cases: ArticleService;
  honours: ArticleService;
  lawyers: LawyerService;
  practiceArea: PracticeAreaService;
  banner: BannerService;
}

/** Who saves: the account and the name it shows. */
export interface RevisionAuthor {
  userId: number;
  userName: string;
}

/** What the entity's `update` needs besides the elements (the route's `writerOf`). */
export interface RestoreWriter {
  lang: z.infer<typeof newsBody>[number]['lang'];
  operatorName: string;
  canPublish: boolean;
}

/**
 * Fields left out of "what changed": they change on every save or are read from others (names of
 * related records, the languages list, counters, times).
 */
const NOT_COMPARED = new Set([
  'id', 'no', 'lang', 'langs', 'views', 'createTime', 'updateTime', 'operatorName', 'cataName', 'jobs', 'proFields', 'office', 'hasPendingChanges',
]);

/** Fields an answer carries that a write must not send back: read-only, or the publication a restore does not touch. */
const NOT_WRITTEN = ['views', 'createTime', 'updateTime', 'operatorName', 'langs', 'state', 'hasPendingChanges', 'publishTime', 'unpublishTime', 'cataName', 'jobs', 'proFields', 'office', 'sort'];

/**
 * Lists of related records a revision names by version id, and their tables. One removed since
 * (a partner who left, a practice area deleted) is left out of the restore: its text comes back,
 * the record that is gone cannot.
 */
const RELATED_LISTS = { lawyerIds: 'lawyer_version', proFieldIds: 'professional_field_version', jobIds: 'job_version' } as const;

/** How the audit log names each kind of item. */
const AUDIT_ENTITY = {
  news: 'news', case: 'case', honour: 'honour', lawyer: 'lawyer', practiceArea: 'professionalField', banner: 'banner',
} as const satisfies Record<RevisionEntity, AuditEntity>;

const VERSION_TABLE = {
  news: 'article_version',
  case: 'article_version',
  honour: 'article_version',
  lawyer: 'lawyer_version',
  practiceArea: 'professional_field_version',
  banner: 'banner_version',
} as const satisfies Record<RevisionEntity, string>;

/** The versions of an admin answer: an array of versions (articles) or a detail with `versions`. */
export function versionsOfAnswer(answer: unknown): Version[] {
  if (Array.isArray(answer)) return answer as Version[];
  const versions = (answer as { versions?: unknown } | null)?.versions;
  return Array.isArray(versions) ? (versions as Version[]) : [];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The names of the fields that differ between two copies, language by language; `lang` when a language came or went. */
export function changedFields(before: Version[] | undefined, after: Version[]): string[] {
  if (!before) return [];
  const changed = new Set<string>();
  const byLang = new Map(before.map((v) => [String(v.lang), v]));
  if (before.length !== after.length || after.some((v) => !byLang.has(String(v.lang)))) changed.add('lang');
  for (const version of after) {
    const old = byLang.get(String(version.lang));
    if (!old) continue;
    for (const key of new Set([...Object.keys(old), ...Object.keys(version)])) {
      if (!NOT_COMPARED.has(key) && !same(old[key], version[key])) changed.add(key);
    }
  }
  return [...changed];
}

/** Whether one version's compared fields differ between two copies. */
function versionChanged(old: Version, version: Version): boolean {
  for (const key of new Set([...Object.keys(old), ...Object.keys(version)])) {
    if (!NOT_COMPARED.has(key) && !same(old[key], version[key])) return true;
  }
  return false;
}

/**
 * The languages a save changed (decision 0071): those that came or went, and those whose version
 * differs in a compared field. A fact of the item (folder, pin, cover, related records) is on every
 * version, so changing it names every language; a first copy names all it holds.
 */
export function changedLanguages(before: Version[] | undefined, after: Version[]): string[] {
  const langs = (versions: Version[]) => versions.map((v) => String(v.lang));
  if (!before) return langs(after).sort();
  const byLang = new Map(before.map((v) => [String(v.lang), v]));
  const afterLangs = new Set(langs(after));
  const changed = new Set(langs(before).filter((lang) => !afterLangs.has(lang)));
  for (const version of after) {
    const old = byLang.get(String(version.lang));
    if (!old || versionChanged(old, version)) changed.add(String(version.lang));
  }
  return [...changed].sort();
}

type Row = NonNullable<Awaited<ReturnType<typeof findRevision>>>;

function parseSnapshot(row: { snapshot: string }): Version[] {
  return (JSON.parse(row.snapshot) as { versions: Version[] }).versions;
}

/**
 * Each language's translation status when the revision was kept ("may need updating"), beside
 * the copy rather than in it, so that it never counts as a changed field. Revisions kept before
 * this have none.
 */
function marksOf(row: { snapshot: string }): Record<string, boolean> | undefined {
  return (JSON.parse(row.snapshot) as { marks?: Record<string, boolean> }).marks;
}

function summaryOf(row: Row): RevisionSummary {
  return {
    id: Number(row.id),
    entity: row.entity,
    no: row.item_no,
    number: Number(row.number),
    authorId: row.author_id === null ? null : Number(row.author_id),
    authorName: row.author_name,
    createTime: row.create_time,
    changed: JSON.parse(row.changed) as string[],
    // Rows kept before migration 0023 name the languages their copy holds.
    langs: row.langs !== null ? (JSON.parse(row.langs) as string[]) : parseSnapshot(row).map((v) => String(v.lang)),
  };
}

export function createRevisionService(db: Kysely<Database>, writes: RevisionWrites, settings: { kept: number; publicOrigin: string }) {
  /**
   * The uploads a revision's copy uses that the media library no longer holds (decision 0099): a
   * file may be deleted once no current text uses it, though an older revision does. Each field's
   * value is read with the reader of upload addresses the media library's usage is built on
   * (`uploadPathsInText`: any spelling the upload route serves), every field as a media field is
   * read (bare stored paths included), since a copy's fields are not sorted into media and rich text.
   */
  async function missingUploads(versions: Version[]): Promise<MissingFile[]> {
    const uses = new Map<string, { fields: Set<string>; langs: Set<string> }>();
    for (const version of versions) {
      for (const [field, value] of Object.entries(version)) {
        if (value === null || (typeof value !== 'string' && typeof value !== 'object')) continue;
        for (const path of uploadPathsInText(typeof value === 'string' ? value : JSON.stringify(value), [settings.publicOrigin], { bare: true })) {
          const use = uses.get(path) ?? { fields: new Set<string>(), langs: new Set<string>() };
          use.fields.add(field);
          use.langs.add(String(version.lang));
          uses.set(path, use);
        }
      }
    }
    const held = await uploadsStillHeld(db, [...uses.keys()]);
    return [...uses]
      .filter(([path]) => !held.has(path))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, use]) => ({ path, fields: [...use.fields].sort(), langs: [...use.langs].sort() }));
  }

  /** Keeps `answer` (the admin answer of a write of the item) as the item's newest revision. */
  async function record(entity: RevisionEntity, answer: unknown, author: RevisionAuthor): Promise<void> {
    // The translation status follows other languages' edits: it is no part of what was saved, and is kept beside it.
    const answered = versionsOfAnswer(answer);
    const marks = Object.fromEntries(answered.flatMap((v) => (typeof v.mayNeedUpdate === 'boolean' ? [[String(v.lang), v.mayNeedUpdate]] : [])));
    const versions = answered.map(({ mayNeedUpdate: _status, langsMayNeedUpdate: _langs, ...version }) => version);
    const no = versions[0]?.no;
    if (typeof no !== 'string') return;
    await db.transaction().execute(async (trx) => {
      const previous = await latestRevision(trx, entity, no);
      const before = previous ? parseSnapshot(previous) : undefined;
      // An item stored before revisions were kept has no copy to compare with: its write's audit entry names what changed.
      const langs = before ? changedLanguages(before, versions) : ((await languagesOfLastWrite(trx, author.userId, AUDIT_ENTITY[entity], no)) ?? changedLanguages(undefined, versions));
      await insertRevision(trx, {
        entity,
        item_no: no,
        number: previous ? Number(previous.number) + 1 : 1,
        author_id: author.userId,
        author_name: author.userName,
        create_time: nowIso(),
        snapshot: JSON.stringify({ versions, marks }),
        changed: JSON.stringify(changedFields(before, versions)),
        langs: JSON.stringify(langs),
      });
      await pruneRevisions(trx, entity, no, settings.kept);
    });
  }

  /** The elements that write a revision's versions back, each as a draft, onto the item's current versions. */
  async function elementsOf(entity: RevisionEntity, no: string, versions: Version[]): Promise<unknown[]> {
    const current = new Map((await versionsOfItem(db, VERSION_TABLE[entity], no)).map((v) => [v.lang, v.id]));
    if (current.size === 0) throw notFound();
    const existing = new Map<string, Set<number>>();
    for (const [key, table] of Object.entries(RELATED_LISTS)) {
      const named = versions.flatMap((version) => (Array.isArray(version[key]) ? (version[key] as unknown[]).filter((id): id is number => typeof id === 'number') : []));
      existing.set(key, new Set((await itemNosOf(db, table, [...new Set(named)])).keys()));
    }
    return versions.map((version) => {
      const element: Version = { ...version };
      for (const key of Object.keys(RELATED_LISTS)) {
        if (Array.isArray(element[key])) element[key] = (element[key] as unknown[]).filter((id) => existing.get(key)!.has(id as number));
      }
      for (const key of NOT_WRITTEN) delete element[key];
      element.no = no;
      element.state = 'draft';
      const id = current.get(String(version.lang));
      if (id === undefined) delete element.id;
      else element.id = id;
      return element;
    });
  }

  /** Validates the elements as the entity's write call would, and writes them through its `update`, audited as a restore. */
  async function writeBack(entity: RevisionEntity, elements: unknown[], writer: RestoreWriter): Promise<unknown> {
    const valid = <T extends z.ZodType>(schema: T): z.infer<T> => {
      const parsed = schema.safeParse(elements);
      if (!parsed.success) throw new AppError(409, 'revisionNotRestorable');
      return parsed.data;
    };
    try {
      return await writeValid(entity, valid, writer);
    } catch (error) {
      // What the entity's own checks refuse (a folder or office removed since): not restorable, as decision 0028 says.
      if (error instanceof AppError && error.statusCode === 400) throw new AppError(409, 'revisionNotRestorable');
      throw error;
    }
  }

  function writeValid(entity: RevisionEntity, valid: <T extends z.ZodType>(schema: T) => z.infer<T>, writer: RestoreWriter): Promise<unknown> {
    switch (entity) {
      case 'news':
        return writes.news.update(valid(newsBody), writer, 'restore');
      case 'case':
        return writes.cases.update(valid(caseBody), writer, 'restore');
      case 'honour':
        return writes.honours.update(valid(honourBody), writer, 'restore');
      case 'lawyer':
        return writes.lawyers.update(valid(lawyerBody), writer, 'restore');
      case 'practiceArea':
        return writes.practiceArea.update(valid(practiceAreaBody), writer, 'restore');
      case 'banner':
        return writes.banner.update(valid(bannerBody), writer, 'restore');
    }
  }

  return {
    record,

    /** An item's revisions, newest first. */
    async list(entity: RevisionEntity, no: string): Promise<RevisionSummary[]> {
      return (await listRevisions(db, entity, no)).map(summaryOf);
    },

    async detail(id: number): Promise<RevisionDetail> {
      const row = await findRevision(db, id);
      if (!row) throw notFound();
      const versions = parseSnapshot(row);
      return { ...summaryOf(row), versions, missingFiles: await missingUploads(versions) };
    },

    /** Writes the revision back as drafts and keeps that as a new revision; answers the item's revisions. */
    async restore(id: number, writer: RestoreWriter, author: RevisionAuthor): Promise<RevisionSummary[]> {
      const row = await findRevision(db, id);
      if (!row) throw notFound();
      const entity = row.entity as RevisionEntity;
      const answer = await writeBack(entity, await elementsOf(entity, row.item_no, parseSnapshot(row)), writer);
      // Every language the restore wrote counts as freshly edited, which would call a translation
      // that was out of date in the revision current again: it gets the status it had then.
      const marks = marksOf(row);
      if (marks) {
        const table = VERSION_TABLE[entity];
        for (const [lang, mark] of Object.entries(marks)) {
          await db.updateTable(table).set({ may_need_update: mark ? 1 : 0 }).where('no', '=', row.item_no).where('lang', '=', lang as never).execute();
        }
        for (const version of versionsOfAnswer(answer)) if (String(version.lang) in marks) version.mayNeedUpdate = marks[String(version.lang)];
      }
      await record(entity, answer, author);
      return (await listRevisions(db, entity, row.item_no)).map(summaryOf);
    },
  };
}

export type RevisionService = ReturnType<typeof createRevisionService>;
