/**
 * Which languages of a translated form the editor changed since it was loaded or saved (issue 46):
 * the publish panel's default choice, and which languages a save sends at all (usePublication).
 * Values are compared by content: an empty string, an empty list, null and a missing field are the
 * same, and so is the order of an object's keys.
 */
import { type Lang } from '../../contract/languages';
import { siteLanguages } from '../../contract/site-languages';

export interface FormSnapshot {
  /** Per language: its fields and schedule times, as comparable text. */
  langs: Partial<Record<Lang, string>>;
  /** The item's own fields (folder, photo, ...), the same in every language. */
  structure: string;
}

function normalised(value: unknown): unknown {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  // An untouched Form.List is [] once its tab was shown, undefined before.
  if (Array.isArray(value)) return value.length ? value.map(normalised) : null;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => [key, normalised(inner)] as const)
      .filter(([, inner]) => inner !== null)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length ? Object.fromEntries(entries) : null;
  }
  return value;
}

const text = (value: unknown) => JSON.stringify(normalised(value)) ?? 'null';

/** The form's values (`getFieldsValue(true)`) as comparable text. */
export function formSnapshot(values: Record<string, unknown>): FormSnapshot {
  const versions = (values.versions ?? {}) as Partial<Record<Lang, unknown>>;
  const publication = (values.publication ?? {}) as Partial<Record<Lang, unknown>>;
  const rest = Object.fromEntries(Object.entries(values).filter(([key]) => key !== 'versions' && key !== 'publication'));
  return {
    langs: Object.fromEntries(siteLanguages().languages.map((lang) => [lang, text({ fields: versions[lang], times: publication[lang] })])),
    structure: text(rest),
  };
}

/** The languages whose text or times differ, and whether the item's fields do; everything filled in when nothing was saved yet. */
export function changedLanguages(saved: FormSnapshot | null, now: FormSnapshot): { langs: Lang[]; structure: boolean } {
  const empty = text({ fields: undefined, times: undefined });
  return {
    langs: siteLanguages().languages.filter((lang) => (saved ? now.langs[lang] !== saved.langs[lang] : now.langs[lang] !== empty)),
    structure: saved ? now.structure !== saved.structure : true,
  };
}
