/**
 * The public pages' translation function, without i18next (decision 0040): a public page needs
 * only its own language's labels and i18next's lookups of them, about 14 KB of the browser's
 * scripts (gzipped) for what fits in this file. It resolves the keys the public messages use
 * exactly as the i18next set-up before it did (`tests/unit/translate.test.ts` compares both):
 *
 * - `a.b.c` is a path in the language's messages; a key not found comes back as given, and one
 *   naming a group of labels as i18next's "returned an object" notice.
 * - `{{name}}` takes `options.name` (`{{a.b}}` a path in the options), turned into a string;
 *   a name the options hold as `undefined` or `null` gives '', one they lack stays `{{name}}`.
 * - With a numeric `count` the label `key_<category>` is used if it exists (`key_zero` first for
 *   0), the category chosen by `Intl.PluralRules` of the language; else `key` itself.
 *
 * Not carried over, as no public label uses them: namespaces (`ns:key`), nesting (`$t(key)`),
 * formats (`{{value, format}}`), context, `defaultValue`, arrays of keys. A value is put in as
 * it is and not read again for `{{…}}` (i18next could fill a placeholder inside a visitor's
 * search words with another value).
 */

import { bcp47Of } from '../../contract/locale-catalogue.js';

export interface Messages {
  readonly [key: string]: string | Messages;
}

export type TranslateOptions = Readonly<Record<string, unknown>>;

export type Translate = (key: string, options?: TranslateOptions) => string;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();

/** `Intl.PluralRules` of `lang` (`de_DE` or `de-DE`), made once per language. */
function pluralRulesOf(lang: string): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(bcp47Of(lang))));
  return rules;
}

function find(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    const value = find(options, name);
    if (value === undefined) return Object.hasOwn(options, name) ? '' : placeholder;
    // Any value as i18next writes it, an object as `[object Object]`: callers pass text and numbers.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- i18next's `'' + value`
    return value === null ? '' : String(value);
  });
}

/** A translation function over one language's messages. Plain labels are looked up once. */
export function createTranslate(lang: string, messages: Messages): Translate {
  const plain = new Map<string, string>();
  const resolve = (key: string, options?: TranslateOptions): string => {
    const count = options?.count;
    let found: unknown;
    if (count !== undefined && typeof count !== 'string') {
      if (count === 0) found = find(messages, `${key}_zero`);
      if (found === undefined) found = find(messages, `${key}_${pluralRulesOf(lang).select(count as number)}`);
    }
    if (found === undefined) found = find(messages, key);
    if (found === undefined) return key;
    if (typeof found !== 'string') return `key '${key} (${lang})' returned an object instead of string.`;
    return options ? interpolate(found, options) : found;
  };
  return (key, options) => {
    if (options) return resolve(key, options);
    let text = plain.get(key);
    if (text === undefined) plain.set(key, (text = resolve(key)));
    return text;
  };
}

const translators = new WeakMap<Messages, { t: Translate }>();

/** Translators of messages sent as JSON text (the root loader's), by language: the last text's. */
const translatorsOfText = new Map<string, { text: string; translator: { t: Translate } }>();

/**
 * The translator of one language's messages, the same object for every render that passes the
 * same messages: on the server every page in a language (its messages are one module's object,
 * or one string), so plain labels are remembered across requests (decision 0035). Messages given
 * as JSON text, as the root loader sends them, are parsed once per text: in the browser each
 * navigation's root data brings the same text again. One text is kept per language: when an
 * administrator's translation changes a language's text (decision 0086), the one before is not
 * asked for again.
 */
export function translatorOf(lang: string, messages: Messages | string): { t: Translate } {
  if (typeof messages === 'string') {
    const kept = translatorsOfText.get(lang);
    if (kept?.text === messages) return kept.translator;
    const translator = { t: createTranslate(lang, JSON.parse(messages) as Messages) };
    translatorsOfText.set(lang, { text: messages, translator });
    return translator;
  }
  let translator = translators.get(messages);
  if (!translator) translators.set(messages, (translator = { t: createTranslate(lang, messages) }));
  return translator;
}
