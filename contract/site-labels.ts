/**
 * The public labels administrators translate (issue 48 point 3, decision 0086): their keys, the
 * rules a translation keeps, and the translations stored now.
 *
 * A label's key is its path in the public messages (`nav.home`); a counted label's forms are keys
 * of their own (`people.results_one`, `people.results_few`), one for each plural category of the
 * language (`Intl.PluralRules`), as the public translator looks them up (app/i18n/translate.ts).
 * A page's labels are, key by key, the stored translation, else the language's bundled text, else
 * English's (`withLabels`).
 *
 * The stored translations are data read at run time, like the site's languages: the server loads
 * them at start and again whenever their cache tag moves (server/modules/labels), and the pages
 * read them from here.
 */
import { bcp47Of } from './locale-catalogue.js';

/** Labels as the message files hold them: groups of texts. */
export interface LabelTree {
  readonly [key: string]: string | LabelTree;
}

/** Longest translation of one label, in characters: the longest English label is about 150. */
export const MOST_LABEL_LENGTH = 1000;

/** Every text of `tree` by its dotted path. */
export function flattenLabels(tree: LabelTree, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[path] = value;
    else flattenLabels(value, path, into);
  }
  return into;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** The names of a text's placeholders (`{{total}}` → `total`), each once, in order. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim()))];
}

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_FORM = /^(.*)_(zero|one|two|few|many|other)$/;

/** The plural categories of `lang`, as the public translator picks them. */
function pluralCategories(lang: string): readonly string[] {
  return new Intl.PluralRules(bcp47Of(lang)).resolvedOptions().pluralCategories;
}

/** One label of a language: its key, English's text for it, and whether it is a counted label's form (which may leave the count out). */
export interface LabelSource {
  readonly key: string;
  readonly english: string;
  readonly pluralForm: boolean;
}

/**
 * The labels a language has: English's, with each counted label (English's `key_one` and
 * `key_other`) in the forms the language counts in (Chinese: `other` alone), plus `key_zero` where
 * its bundled labels write one. A form English lacks has English's `other` text beside it. A form
 * the language never picks (a bundled Chinese `key_one`) is not listed: no page shows it.
 */
export function labelSources(lang: string, english: Readonly<Record<string, string>>, bundled: Readonly<Record<string, string>> = {}): LabelSource[] {
  const counted = new Set<string>();
  for (const key of Object.keys(english)) {
    const match = PLURAL_FORM.exec(key);
    if (match && english[`${match[1]}_other`] !== undefined && english[`${match[1]}_one`] !== undefined) counted.add(match[1]!);
  }
  const categories = pluralCategories(lang);
  const sources = new Map<string, LabelSource>();
  for (const [key, text] of Object.entries(english)) {
    const base = PLURAL_FORM.exec(key)?.[1];
    if (base === undefined || !counted.has(base)) {
      sources.set(key, { key, english: text, pluralForm: false });
      continue;
    }
    if (sources.has(`${base}_other`)) continue;
    for (const category of PLURAL_ORDER) {
      const form = `${base}_${category}`;
      // A form the language counts in; and `zero` where its labels write one (translate.ts asks for it first at 0).
      if (!categories.includes(category) && !(category === 'zero' && bundled[form] !== undefined)) continue;
      if (sources.has(form)) continue;
      sources.set(form, { key: form, english: english[form] ?? english[`${base}_other`]!, pluralForm: true });
    }
  }
  return [...sources.values()];
}

/** What is wrong with a translation of `source`, if anything. */
export type LabelProblem =
  | { problem: 'tooLong'; most: number }
  | { problem: 'placeholders'; missing: string[]; extra: string[] };

/**
 * Checks a translation against English's text: no longer than MOST_LABEL_LENGTH, and the same
 * placeholders; a counted label's form other than `other` may leave some out ("one result").
 * Labels are shown as text (escaped), never as HTML, so markup needs no check: it shows as typed.
 */
export function labelProblem(source: LabelSource, text: string): LabelProblem | null {
  if (text.length > MOST_LABEL_LENGTH) return { problem: 'tooLong', most: MOST_LABEL_LENGTH };
  const wanted = placeholdersOf(source.english);
  const given = placeholdersOf(text);
  const extra = given.filter((name) => !wanted.includes(name));
  const mayLeaveOut = source.pluralForm && !source.key.endsWith('_other');
  const missing = mayLeaveOut ? [] : wanted.filter((name) => !given.includes(name));
  return missing.length || extra.length ? { problem: 'placeholders', missing, extra } : null;
}

/** `tree` with the texts `labels` gives by dotted path put in (a new object; a path not in it is added). */
export function withLabels(tree: LabelTree, labels: Readonly<Record<string, string>>): LabelTree {
  const copy = structuredClone(tree) as Record<string, unknown>;
  for (const [path, text] of Object.entries(labels)) {
    const parts = path.split('.');
    let node = copy;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (next === null || typeof next !== 'object') node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1)!] = text;
  }
  return copy as LabelTree;
}

/**
 * Held on the global object under a registered symbol: the server's modules and the page build's
 * own bundled copy of this file must read one set (as contract/site-languages.ts).
 */
const SLOT = Symbol.for('lawfirm.siteLabels');
interface Held {
  byLang: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** Counts the loads: what is made from the labels (a page's data block, the frame) is made again when it moves. */
  version: number;
}
const holder = globalThis as typeof globalThis & { [SLOT]?: Held };

function held(): Held {
  return (holder[SLOT] ??= { byLang: new Map(), version: 0 });
}

/** The translations stored for `lang` now, by key (none: undefined). */
export function storedLabels(lang: string): Readonly<Record<string, string>> | undefined {
  return held().byLang.get(lang);
}

/** Moves whenever the stored translations are loaded again. */
export function storedLabelsVersion(): number {
  return held().version;
}

/** Makes `rows` the stored translations (at start and whenever they change). */
export function setStoredLabels(rows: readonly { lang: string; key: string; text: string }[]): void {
  const byLang = new Map<string, Record<string, string>>();
  for (const row of rows) {
    let labels = byLang.get(row.lang);
    if (!labels) byLang.set(row.lang, (labels = {}));
    labels[row.key] = row.text;
  }
  holder[SLOT] = { byLang, version: held().version + 1 };
}
