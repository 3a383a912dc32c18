/**
 * The site settings form's values and what a save sends: a record per language and the part every
 * language shares, each turned into the body the server would store, so that "changed" means
 * "would store something else".
 */
import { type Lang } from '../../../../contract/languages';
import { siteLanguages } from '../../../../contract/site-languages';
import {
  type CountedFigures, DOCUMENT_NAMES, type DocumentName, type PortalConfig, type SharedPortalConfig,
} from '../../../../contract/portal-config';

export interface LangValues {
  name?: string;
  iconUrl?: string | null;
  address?: string | null;
  introduce?: string | null;
  lawyerCount?: number | null;
  isLawyerCountVisible?: boolean;
  totalPeople?: number | null;
  isTotalPeopleVisible?: boolean;
  branchCount?: number | null;
  isBranchCountVisible?: boolean;
  advantagesList?: ({ title?: string; content?: string | null } | undefined)[];
  documents?: Partial<Record<DocumentName, string | null>>;
}

/** What every language shares: contact details and the office photos, each with its captions. */
export interface SharedValues {
  email?: string | null;
  tel?: string | null;
  environmentList?: ({ coverUrl?: string | null; titles?: Partial<Record<Lang, string | null>> } | undefined)[];
  countedFigures?: Partial<CountedFigures>;
}

export interface FormValues {
  versions: Partial<Record<Lang, LangValues>>;
  shared?: SharedValues;
}

export type Body = ReturnType<typeof toBody>;
export type SharedBody = ReturnType<typeof toSharedBody>;

export const COUNTS = [
  {
    key: 'lawyerCount',
    visible: 'isLawyerCountVisible',
    label: 'site.lawyerCount',
  },
  {
    key: 'totalPeople',
    visible: 'isTotalPeopleVisible',
    label: 'site.totalPeople',
  },
  {
    key: 'branchCount',
    visible: 'isBranchCountVisible',
    label: 'site.branchCount',
  },
] as const;

/** A trimmed text, or null when blank. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Rich text as the editor gives it, or null when empty. */
export function rich(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function toValues(config: PortalConfig): LangValues {
  return {
    name: config.name,
    iconUrl: config.iconUrl,
    address: config.address,
    introduce: config.introduce,
    lawyerCount: config.lawyerCount,
    isLawyerCountVisible: config.isLawyerCountVisible,
    totalPeople: config.totalPeople,
    isTotalPeopleVisible: config.isTotalPeopleVisible,
    branchCount: config.branchCount,
    isBranchCountVisible: config.isBranchCountVisible,
    advantagesList: config.advantagesList.map((a) => ({
      title: a.title,
      content: a.content,
    })),
    documents: { ...config.documents },
  };
}

export function toSharedValues(shared: SharedPortalConfig): SharedValues {
  return {
    email: shared.email,
    tel: shared.tel,
    environmentList: shared.environmentList.map((e) => ({ coverUrl: e.coverUrl, titles: { ...e.titles } })),
    countedFigures: { ...shared.countedFigures },
  };
}

/** The body of the shared call, as the server would store it. */
export function toSharedBody(values: SharedValues | undefined) {
  const v = values ?? {};
  return {
    email: text(v.email),
    tel: text(v.tel),
    environmentList: (v.environmentList ?? []).map((e) => ({
      coverUrl: text(e?.coverUrl) ?? '',
      titles: Object.fromEntries(siteLanguages().languages.map((lang) => [lang, text(e?.titles?.[lang])])) as Record<Lang, string | null>,
    })),
    countedFigures: Object.fromEntries(COUNTS.map((item) => [item.key, v.countedFigures?.[item.key] !== false])) as unknown as CountedFigures,
  };
}

/** The upsert body of one language, as the server would store it. */
export function toBody(lang: Lang, values: LangValues | undefined) {
  const v = values ?? {};
  return {
    lang,
    name: text(v.name) ?? '',
    iconUrl: text(v.iconUrl),
    address: text(v.address),
    introduce: rich(v.introduce),
    lawyerCount: count(v.lawyerCount),
    isLawyerCountVisible: Boolean(v.isLawyerCountVisible),
    totalPeople: count(v.totalPeople),
    isTotalPeopleVisible: Boolean(v.isTotalPeopleVisible),
    branchCount: count(v.branchCount),
    isBranchCountVisible: Boolean(v.isBranchCountVisible),
    advantagesList: (v.advantagesList ?? []).map((a) => ({
      title: text(a?.title) ?? '',
      content: rich(a?.content),
    })),
    documents: Object.fromEntries(DOCUMENT_NAMES.map((name) => [name, rich(v.documents?.[name])])) as Record<DocumentName, string | null>,
  };
}

/** What a save sends: the whole record, but only the documents that changed (each is long). */
export function changedBody(current: Body, saved: Body): Omit<Body, 'documents'> & { documents?: Partial<Body['documents']> } {
  const { documents, ...rest } = current;
  const changedDocuments = Object.fromEntries(
    DOCUMENT_NAMES.filter((name) => documents[name] !== saved.documents[name]).map((name) => [name, documents[name]]),
  );
  return Object.keys(changedDocuments).length ? { ...rest, documents: changedDocuments } : rest;
}

export type Section = 'details' | 'advantages' | 'documents';

/** The section tab a field is on, from its name under the language. */
export function sectionOf(key: unknown): Section {
  if (key === 'advantagesList') return 'advantages';
  if (key === 'documents') return 'documents';
  return 'details';
}

export const same = (a: Body | SharedBody, b: Body | SharedBody) => JSON.stringify(a) === JSON.stringify(b);
