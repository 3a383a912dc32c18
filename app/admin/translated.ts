/**
 * One edit screen per item, a tab per language, one save writing every version (PRODUCT section
 * 5). Form values are `{ versions: { de_DE: {...}, en_US: {...}, zh_CN: {...} }, ...structure }`;
 * these helpers turn them into the API's array body and its field errors back into form fields.
 */
import type { FieldError } from '../../contract/envelope';
import { type Lang } from '../../contract/languages';
import { siteLanguages } from '../../contract/site-languages';

export interface VersionLike {
  id: number;
  no: string;
  lang: string;
}

export type VersionValues = Record<string, unknown>;

export interface TranslatedValues {
  /** Absent until a field of a language is filled in or loaded. */
  versions?: Partial<Record<Lang, VersionValues>>;
  [structure: string]: unknown;
}

/** Nothing typed: absent, null, or only spaces. */
export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A language takes part in the save when the item has it already or any of its fields is filled. */
export function languageIncluded(lang: Lang, values: VersionValues | undefined, existing: Partial<Record<Lang, VersionLike>>, keys: readonly string[]): boolean {
  if (existing[lang]) return true;
  return keys.some((key) => !isBlank(values?.[key]));
}

export function versionsByLang<V extends VersionLike>(versions: readonly V[]): Partial<Record<Lang, V>> {
  return Object.fromEntries(versions.map((v) => [v.lang, v]));
}

/**
 * The array body: one element per included language, with the version's `id` when it exists or
 * the item's `no` when a language is added, and the structure fields repeated on each element.
 * `alsoLang` is included however empty: a preview sends the language shown (PreviewButton). A
 * form nothing was typed into yet has no `versions` at all.
 */
export function buildBody<V extends VersionLike>(
  values: TranslatedValues,
  existing: Partial<Record<Lang, V>>,
  versionKeys: readonly string[],
  structure: Record<string, unknown>,
  alsoLang?: Lang,
): (Record<string, unknown> & { lang: Lang })[] {
  const no = Object.values(existing).find(Boolean)?.no;
  const versions = values.versions ?? {};
  return siteLanguages().languages.filter((lang) => lang === alsoLang || languageIncluded(lang, versions[lang], existing, versionKeys)).map((lang) => {
    const version = versions[lang] ?? {};
    const current = existing[lang];
    return {
      ...(current ? { id: current.id } : no ? { no } : {}),
      lang,
      ...Object.fromEntries(versionKeys.map((key) => [key, version[key] ?? null])),
      ...structure,
    };
  });
}

/** A server field name (`customContents.1.title`) as an antd name path: list indexes are numbers. */
export function formFieldName(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A version's schedule times, edited in the publication bar of its tab (usePublication). */
const SCHEDULE_KEYS = ['publishTime', 'unpublishTime'];

/** Server field errors (`1.title`, `0.cataId`, `1.unpublishTime`) as antd form fields of the right tab, or structure. */
export function fieldErrorsToForm(errors: readonly FieldError[], body: readonly { lang: Lang }[], versionKeys: readonly string[]) {
  return errors.map((error) => {
    const [index, ...rest] = error.field.split('.');
    const element = body[Number(index)];
    const key = rest[0] ?? error.field;
    const name = formFieldName(rest.length ? rest.join('.') : error.field);
    const place = !element ? null : versionKeys.includes(key) ? 'versions' : SCHEDULE_KEYS.includes(key) ? 'publication' : null;
    return { name: place && element ? [place, element.lang, ...name] : name, errors: [error.message] };
  });
}

/** Form values of existing versions. */
export function initialVersions<V extends VersionLike>(existing: Partial<Record<Lang, V>>, pick: (version: V) => VersionValues): TranslatedValues['versions'] {
  return Object.fromEntries(siteLanguages().languages.flatMap((lang) => (existing[lang] ? [[lang, pick(existing[lang])]] : [])));
}
