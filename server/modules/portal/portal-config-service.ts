/** Firm settings: one portal config per language, its documents, and the public fallback. */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONTENT_LANGUAGES, type Lang } from '../../../contract/languages.js';
import {
  type Advantage, DOCUMENT_NAMES, type DocumentName, type Environment, type PortalConfig, type PortalConfigBody, type PortalDocument,
} from '../../../contract/portal-config.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import type { RichTextSanitizer } from '../content/sanitize.js';
import { bestPortalConfig, disclaimerVersions, findPortalConfig, type PortalConfigRow, upsertPortalConfig } from './portal-config-repository.js';

export function isDocumentName(value: string): value is DocumentName {
  return (DOCUMENT_NAMES as readonly string[]).includes(value);
}

/** First 12 hex characters of SHA-256: changes exactly when the disclaimer text does. */
export function disclaimerVersionOf(disclaimer: string | null): string | null {
  return disclaimer ? createHash('sha256').update(disclaimer).digest('hex').slice(0, 12) : null;
}

/** What a language without a record starts from: the edit screen fills it in. */
function emptyRow(lang: Lang): PortalConfigRow {
  return {
    lang, name: '', icon_url: null, address: null, email: null, tel: null, introduce: null,
    lawyer_count: 0, is_lawyer_count_visible: 0, total_people: 0, is_total_people_visible: 0, branch_count: 0, is_branch_count_visible: 0,
    advantages: '[]', environments: '[]', privacy: null, terms: null, disclaimer: null, disclaimer_version: null, update_time: '',
  };
}

function toPortalConfig(row: PortalConfigRow): PortalConfig {
  return {
    lang: row.lang,
    name: row.name,
    iconUrl: row.icon_url,
    address: row.address,
    email: row.email,
    tel: row.tel,
    introduce: row.introduce,
    lawyerCount: row.lawyer_count,
    isLawyerCountVisible: row.is_lawyer_count_visible === 1,
    totalPeople: row.total_people,
    isTotalPeopleVisible: row.is_total_people_visible === 1,
    branchCount: row.branch_count,
    isBranchCountVisible: row.is_branch_count_visible === 1,
    advantagesList: JSON.parse(row.advantages) as Advantage[],
    environmentList: JSON.parse(row.environments) as Environment[],
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
    email: given(body.email, stored.email),
    tel: given(body.tel, stored.tel),
    introduce: richOrStored(body.introduce, stored.introduce),
    lawyer_count: given(body.lawyerCount, stored.lawyer_count),
    is_lawyer_count_visible: given(body.isLawyerCountVisible, stored.is_lawyer_count_visible),
    total_people: given(body.totalPeople, stored.total_people),
    is_total_people_visible: given(body.isTotalPeopleVisible, stored.is_total_people_visible),
    branch_count: given(body.branchCount, stored.branch_count),
    is_branch_count_visible: given(body.isBranchCountVisible, stored.is_branch_count_visible),
    advantages: advantages ? JSON.stringify(advantages) : stored.advantages,
    environments: body.environmentList ? JSON.stringify(body.environmentList) : stored.environments,
    privacy: richOrStored(documents.privacy, stored.privacy),
    terms: richOrStored(documents.terms, stored.terms),
    disclaimer,
    disclaimer_version: disclaimerVersionOf(disclaimer),
    update_time: nowIso(),
  };
}

export function createPortalConfigService(db: Kysely<Database>, options: { defaultLocale: Lang; richText: RichTextSanitizer }) {
  /** Where a public read looks: the visitor's language, the site's default, then the others. */
  function preference(lang: Lang): Lang[] {
    return [...new Set([lang, options.defaultLocale, ...CONTENT_LANGUAGES])];
  }

  return {
    /** The record of one language for the edit screen; empty values when it has none yet. */
    async forEdit(lang: Lang): Promise<PortalConfig> {
      return toPortalConfig((await findPortalConfig(db, lang)) ?? emptyRow(lang));
    },

    /** Creates or replaces the record of the body's language. */
    async save(body: PortalConfigBody): Promise<PortalConfig> {
      const stored = (await findPortalConfig(db, body.lang)) ?? emptyRow(body.lang);
      const row = applyBody(stored, body, options.richText);
      await upsertPortalConfig(db, row);
      return toPortalConfig(row);
    },

    /** The record in the visitor's language, else in another one; null when there is none. */
    async forVisitor(lang: Lang): Promise<PortalConfig | null> {
      const row = await bestPortalConfig(db, preference(lang));
      return row ? toPortalConfig(row) : null;
    },

    /**
     * The version a visitor accepts: one for the whole site, made from the disclaimer of every
     * language, so that accepting in one language counts in all and any change asks again.
     */
    async siteDisclaimerVersion(): Promise<string | null> {
      const rows = (await disclaimerVersions(db)).filter((r) => r.disclaimer_version);
      if (rows.length === 0) return null;
      return createHash('sha256').update(rows.map((r) => `${r.lang}:${r.disclaimer_version}`).join('|')).digest('hex').slice(0, 12);
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
