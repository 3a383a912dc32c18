/**
 * Firm settings: one portal config per language, its documents, and the public fallback; the
 * firm's e-mail, telephone and office photos once for every language (decision 0017).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FIRM_FACTS_SUMMARY } from '../../../contract/audit-summaries.js';
import { disclaimerVersionOf, siteDisclaimerVersionOf } from '../../../contract/disclaimer.js';
import { type Lang } from '../../../contract/languages.js';
import { siteLanguages, variantsOf } from '../../../contract/site-languages.js';
import { isCatalogueLocale } from '../../../contract/locale-catalogue.js';
import {
  type Advantage, type CountedFigures, DOCUMENT_NAMES, type DocumentName, type Environment, type PortalConfig, type PortalConfigBody, type PortalDocument,
  type SharedEnvironment, type SharedPortalConfig, type SharedPortalConfigBody,
} from '../../../contract/portal-config.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { languagePreference } from '../content/items.js';
import type { RichTextSanitizer } from '../content/sanitize.js';
import {
  bestPortalConfig, countTeamAndOffices, disclaimerVersions, findFirm, findPortalConfig, type FirmRow, type PortalConfigRow, upsertFirm, upsertPortalConfig,
} from './portal-config-repository.js';
import { audited } from '../audit/record.js';
import { settingsRecordName } from '../content/edit-sequence.js';
import { reindexItem } from '../search/indexer.js';

export function isDocumentName(value: string): value is DocumentName {
  return (DOCUMENT_NAMES as readonly string[]).includes(value);
}

/** The hash the disclaimer's versions are made with (contract/disclaimer.ts). */
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a language without a record starts from: the edit screen fills it in. */
function emptyRow(lang: Lang): PortalConfigRow {
  return {
    lang, name: '', icon_url: null, address: null, introduce: null,
    lawyer_count: 0, is_lawyer_count_visible: 0, total_people: 0, is_total_people_visible: 0, branch_count: 0, is_branch_count_visible: 0,
    advantages: '[]', privacy: null, terms: null, disclaimer: null, disclaimer_version: null, update_time: '',
  };
}

/** The firm's facts as the service works with them. */
interface Firm {
  email: string | null;
  tel: string | null;
  environments: SharedEnvironment[];
  counted: CountedFigures;
  updateTime: string;
}

type FirmColumns = Pick<FirmRow, 'email' | 'tel' | 'environments' | 'update_time'> & {
  [K in 'lawyer_count_counted' | 'total_people_counted' | 'branch_count_counted']?: number | null;
};

function toFirm(row: FirmColumns | undefined): Firm {
  // A figure is counted unless the firm chose to type it (the default for a new site).
  const counted = (value: number | null | undefined) => value !== 0;
  return {
    email: row?.email ?? null,
    tel: row?.tel ?? null,
    environments: row ? (JSON.parse(row.environments) as SharedEnvironment[]) : [],
    counted: {
      lawyerCount: counted(row?.lawyer_count_counted),
      totalPeople: counted(row?.total_people_counted),
      branchCount: counted(row?.branch_count_counted),
    },
    updateTime: row?.update_time ?? '',
  };
}

/** A photo's caption in `lang`, else in the next language that has one: it is the photo's text alternative. */
function captionIn(photo: SharedEnvironment, lang: Lang): string {
  for (const l of languagePreference(lang)) if (photo.titles[l]) return photo.titles[l];
  return '';
}

/**
 * The photo list after a write of one language's `environmentList`: its photos, in its order, for
 * every language. A photo kept (the same address) keeps its other captions; a caption that only
 * repeats the one shown in another language's words (read and sent back unchanged) is not taken
 * as a translation.
 */
function withLanguageList(stored: SharedEnvironment[], lang: Lang, list: Environment[]): SharedEnvironment[] {
  const unused = [...stored];
  return list.map(({ title, coverUrl }) => {
    const index = unused.findIndex((photo) => photo.coverUrl === coverUrl);
    const before = index >= 0 ? unused.splice(index, 1)[0] : undefined;
    const titles = { ...before?.titles };
    if (!(before && !before.titles[lang] && title === captionIn(before, lang))) titles[lang] = title;
    return { coverUrl, titles };
  });
}

/** Captions as stored: only the languages that have one. */
function keptCaptions(titles: Partial<Record<Lang, string | null | undefined>>): Partial<Record<Lang, string>> {
  // Every catalogue language's caption is kept: a language switched off keeps its text.
  return Object.fromEntries(Object.entries(titles).flatMap(([l, title]) => (isCatalogueLocale(l) && title ? [[l, title]] : [])));
}

function toSharedPortalConfig(firm: Firm): SharedPortalConfig {
  return { email: firm.email, tel: firm.tel, environmentList: firm.environments, countedFigures: firm.counted, updateTime: firm.updateTime || null };
}

function toPortalConfig(row: PortalConfigRow, firm: Firm): PortalConfig {
  const lang = row.lang;
  return {
    lang: row.lang,
    name: row.name,
    iconUrl: row.icon_url,
    address: row.address,
    email: firm.email,
    tel: firm.tel,
    introduce: row.introduce,
    lawyerCount: row.lawyer_count,
    isLawyerCountVisible: row.is_lawyer_count_visible === 1,
    totalPeople: row.total_people,
    isTotalPeopleVisible: row.is_total_people_visible === 1,
    branchCount: row.branch_count,
    isBranchCountVisible: row.is_branch_count_visible === 1,
    advantagesList: JSON.parse(row.advantages) as Advantage[],
    environmentList: firm.environments.map((photo) => ({ title: captionIn(photo, lang), coverUrl: photo.coverUrl })),
    documents: { privacy: row.privacy, terms: row.terms, disclaimer: row.disclaimer },
    disclaimerVersion: row.disclaimer_version,
    updateTime: row.update_time || null,
  };
}

/** A value the body gives, else the stored one: fields left out of the body are kept. */
function given<T>(value: T | undefined, stored: T): T {
  return value === undefined ? stored : value;
}


/** The stored row after applying the body to it, rich text sanitised. */
function applyBody(stored: PortalConfigRow, body: PortalConfigBody, richText: RichTextSanitizer): PortalConfigRow {
  const richOrStored = (value: string | null | undefined, stored: string | null) => (value === undefined ? stored : richText.optional(value));
  const documents = body.documents ?? {};
  const advantages = body.advantagesList?.map((a) => ({ title: a.title, content: richText.optional(a.content) }));
  const disclaimer = richOrStored(documents.disclaimer, stored.disclaimer);
  return {
    lang: body.lang,
    name: body.name,
    icon_url: given(body.iconUrl, stored.icon_url),
    address: given(body.address, stored.address),
    introduce: richOrStored(body.introduce, stored.introduce),
    lawyer_count: given(body.lawyerCount, stored.lawyer_count),
    is_lawyer_count_visible: given(body.isLawyerCountVisible, stored.is_lawyer_count_visible),
    total_people: given(body.totalPeople, stored.total_people),
    is_total_people_visible: given(body.isTotalPeopleVisible, stored.is_total_people_visible),
    branch_count: given(body.branchCount, stored.branch_count),
    is_branch_count_visible: given(body.isBranchCountVisible, stored.is_branch_count_visible),
    advantages: advantages ? JSON.stringify(advantages) : stored.advantages,
    privacy: richOrStored(documents.privacy, stored.privacy),
    terms: richOrStored(documents.terms, stored.terms),
    disclaimer,
    disclaimer_version: disclaimerVersionOf(disclaimer, sha256Hex),
    update_time: nowIso(),
  };
}

/** The firm's facts after a write; undefined when the body gives none of them. */
function applyFirmFacts(
  stored: Firm,
  body: { email?: string | null | undefined; tel?: string | null | undefined; countedFigures?: Partial<CountedFigures> | undefined },
  environments: SharedEnvironment[] | undefined,
): Firm | undefined {
  if (body.email === undefined && body.tel === undefined && environments === undefined && body.countedFigures === undefined) return undefined;
  const counted = body.countedFigures ?? {};
  return {
    email: given(body.email, stored.email),
    tel: given(body.tel, stored.tel),
    environments: environments ?? stored.environments,
    counted: {
      lawyerCount: given(counted.lawyerCount, stored.counted.lawyerCount),
      totalPeople: given(counted.totalPeople, stored.counted.totalPeople),
      branchCount: given(counted.branchCount, stored.counted.branchCount),
    },
    updateTime: nowIso(),
  };
}

function firmRow(firm: Firm): Omit<FirmRow, 'id'> {
  return {
    email: firm.email,
    tel: firm.tel,
    environments: JSON.stringify(firm.environments),
    lawyer_count_counted: firm.counted.lawyerCount ? 1 : 0,
    total_people_counted: firm.counted.totalPeople ? 1 : 0,
    branch_count_counted: firm.counted.branchCount ? 1 : 0,
    update_time: firm.updateTime,
  };
}

/** The config a visitor sees: each figure the firm lets the site count, counted now. */
async function withCountedFigures(db: Kysely<Database>, config: PortalConfig, counted: CountedFigures): Promise<PortalConfig> {
  if (!counted.lawyerCount && !counted.totalPeople && !counted.branchCount) return config;
  const { members, offices } = await countTeamAndOffices(db, nowIso());
  return {
    ...config,
    lawyerCount: counted.lawyerCount ? members : config.lawyerCount,
    totalPeople: counted.totalPeople ? members : config.totalPeople,
    branchCount: counted.branchCount ? offices : config.branchCount,
  };
}

export function createPortalConfigService(db: Kysely<Database>, options: { richText: RichTextSanitizer }) {
  /** Where a public read looks: the visitor's language, the site's default, then the others. */
  /** The visitor's language, its variants on the site (zh_CN for zh_TW), the default, then the others. */
  function preference(lang: Lang): Lang[] {
    const { defaultLang, languages } = siteLanguages();
    return [...new Set([lang, ...variantsOf(lang), defaultLang, ...languages])];
  }

  return {
    /** The record of one language for the edit screen; empty values when it has none yet. */
    async forEdit(lang: Lang): Promise<PortalConfig> {
      const [row, firm] = await Promise.all([findPortalConfig(db, lang), findFirm(db)]);
      return toPortalConfig(row ?? emptyRow(lang), toFirm(firm));
    },

    /** Creates or replaces the record of the body's language; the firm's facts it gives change for every language. */
    async save(body: PortalConfigBody): Promise<PortalConfig> {
      const [storedRow, storedFirm] = await Promise.all([findPortalConfig(db, body.lang), findFirm(db)]);
      const row = applyBody(storedRow ?? emptyRow(body.lang), body, options.richText);
      const before = toFirm(storedFirm);
      const environments = body.environmentList && withLanguageList(before.environments, body.lang, body.environmentList);
      const firm = applyFirmFacts(before, body, environments);
      const settings = [settingsRecordName(body.lang), ...(firm ? [settingsRecordName('shared')] : [])];
      await audited(db, { action: 'update', entity: 'portalConfig', langs: [body.lang], summary: body.lang, settings }, async (trx) => {
        await upsertPortalConfig(trx, row);
        if (firm) await upsertFirm(trx, firmRow(firm));
        await reindexItem(trx, 'documents', body.lang);
      });
      return toPortalConfig(row, firm ?? before);
    },

    /** The firm's facts as the back office edits them: each photo once, with its caption in every language. */
    async shared(): Promise<SharedPortalConfig> {
      return toSharedPortalConfig(toFirm(await findFirm(db)));
    },

    async saveShared(body: SharedPortalConfigBody): Promise<SharedPortalConfig> {
      const before = toFirm(await findFirm(db));
      const environments = body.environmentList?.map((photo) => ({ coverUrl: photo.coverUrl, titles: keptCaptions(photo.titles) }));
      const firm = applyFirmFacts(before, body, environments) ?? before;
      await audited(db, { action: 'update', entity: 'portalConfig', summary: FIRM_FACTS_SUMMARY, settings: [settingsRecordName('shared')] }, (trx) => upsertFirm(trx, firmRow(firm)));
      return toSharedPortalConfig(firm);
    },

    /**
     * The record in the visitor's language, else in another one; null when there is none. Without
     * `figures`, the figures the site counts are left as typed: counting reads every person and
     * office, so an answer that does not show them should not depend on them.
     */
    async forVisitor(lang: Lang, figures = true): Promise<PortalConfig | null> {
      const row = await bestPortalConfig(db, preference(lang));
      if (!row) return null;
      const { firm_email, firm_tel, firm_environments, firm_lawyer_count_counted, firm_total_people_counted, firm_branch_count_counted, ...config } = row;
      const firm = toFirm(
        firm_environments === null
          ? undefined
          : {
              email: firm_email, tel: firm_tel, environments: firm_environments, update_time: '',
              lawyer_count_counted: firm_lawyer_count_counted, total_people_counted: firm_total_people_counted, branch_count_counted: firm_branch_count_counted,
            },
      );
      const visible = toPortalConfig(config, firm);
      return figures ? withCountedFigures(db, visible, firm.counted) : visible;
    },

    /** The version a visitor accepts: one for the whole site, from every language's (contract/disclaimer.ts). */
    async siteDisclaimerVersion(): Promise<string | null> {
      const rows = await disclaimerVersions(db);
      return siteDisclaimerVersionOf(rows.map((r) => ({ lang: r.lang, version: r.disclaimer_version })), sha256Hex);
    },

    /** One document in the visitor's language, else in another one that has it; null when none has. */
    async document(name: DocumentName, lang: Lang): Promise<PortalDocument | null> {
      const row = await bestPortalConfig(db, preference(lang), name);
      if (!row) return null;
      return { name, lang: row.lang, content: row[name] ?? '', disclaimerVersion: row.disclaimer_version, updateTime: row.update_time };
    },
  };
}

export type PortalConfigService = ReturnType<typeof createPortalConfigService>;
