/**
 * The languages the site publishes in, in picker order, and its default (decision 0082): data
 * set at start, not code. The server sets it from `SITE_LANGUAGES` and `DEFAULT_LOCALE`
 * (server/config.ts, buildApp); the browser from what the server sends (the root loader's data,
 * `GET /api/common/language`). Everything that lists or checks languages reads it through
 * `siteLanguages()`, so that the set can later come from elsewhere (the database) with one change.
 */
import { SPEC_LANGUAGES, type Lang } from './languages.js';
import { bcp47Of, isCatalogueLocale } from './locale-catalogue.js';

export interface SiteLanguages {
  /** In picker order; never empty. */
  readonly languages: readonly Lang[];
  /** One of `languages`. */
  readonly defaultLang: Lang;
}

/** Without configuration: the spec's three, Chinese by default (PRODUCT section 4). */
export const SPEC_SITE_LANGUAGES: SiteLanguages = { languages: SPEC_LANGUAGES, defaultLang: 'zh_CN' };

/**
 * Held on the global object under a registered symbol: the server's modules and the page build's
 * own bundled copy of this file (build/server) must read one set, not one each.
 */
const SLOT = Symbol.for('lawfirm.siteLanguages');
interface Held {
  set: SiteLanguages;
  members: ReadonlySet<string>;
}
const holder = globalThis as typeof globalThis & { [SLOT]?: Held };

function held(): Held {
  return (holder[SLOT] ??= { set: SPEC_SITE_LANGUAGES, members: new Set(SPEC_SITE_LANGUAGES.languages) });
}

/** The site's languages now. */
export function siteLanguages(): SiteLanguages {
  return held().set;
}

/** Makes `set` the site's languages (at start; tests restore the spec's set afterwards). */
export function setSiteLanguages(set: SiteLanguages): void {
  if (set.languages.length === 0 || !set.languages.includes(set.defaultLang)) throw new Error('the default language must be one of the site languages');
  const copy = { languages: [...set.languages], defaultLang: set.defaultLang };
  holder[SLOT] = { set: copy, members: new Set(copy.languages) };
}

/** Whether the site publishes in `value` now. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && held().members.has(value);
}

/**
 * The tag that names a language apart from the site's others: its primary subtag (`de`), or its
 * whole tag (`zh-TW`) when another site language shares that subtag (zh_CN and zh_TW, pt_BR and
 * pt_PT), so that two variants never read alike in a list or a name made from it.
 */
export function distinguishingTag(lang: string): string {
  return sharesPrimarySubtag(lang) ? bcp47Of(lang) : lang.split('_')[0]!;
}

/** Whether another site language has `lang`'s primary subtag (zh_CN beside zh_TW). */
export function sharesPrimarySubtag(lang: string): boolean {
  return variantsOf(lang).length > 0;
}

/** The other site languages with `lang`'s primary subtag (zh_CN for zh_TW), in picker order. */
export function variantsOf(lang: string): Lang[] {
  const primary = lang.split('_')[0]!;
  return siteLanguages().languages.filter((other) => other !== lang && other.split('_')[0] === primary);
}

/**
 * A site language's name in the words of `inLanguage` (a code or a BCP 47 tag), as Intl gives it:
 * `German`, or `Chinese (Taiwan)` when Chinese (China) is a site language too; the code when Intl
 * has no name for it.
 */
export function siteLanguageName(code: string, inLanguage: string): string {
  return new Intl.DisplayNames([bcp47Of(inLanguage)], { type: 'language' }).of(distinguishingTag(code)) ?? code;
}

/**
 * Where `lang` stands in the site's language order (the picker's, the edit screen's tabs'), for
 * sorting; a language no longer on the site comes after all of them.
 */
export function siteLanguagePlace(lang: string): number {
  const place = (siteLanguages().languages as readonly string[]).indexOf(lang);
  return place === -1 ? siteLanguages().languages.length : place;
}

/**
 * A site language in words: the labels' own word for it (`ownWord`, undefined when they have
 * none), unless a variant of it is a site language too (Chinese beside Chinese would not tell them
 * apart), else the name Intl gives it in `inLanguage`.
 */
export function languageInWords(code: string, inLanguage: string, ownWord: (code: string) => string | undefined): string {
  return (sharesPrimarySubtag(code) ? undefined : ownWord(code)) ?? siteLanguageName(code, inLanguage);
}

/** A language as a short tag in the back office's lists: `DE`, or `ZH-TW` beside `ZH-CN`. */
export function shortLanguageTag(lang: string): string {
  return distinguishingTag(lang).toUpperCase();
}

/** Languages as the lists' short tags, comma-separated: `DE, ZH-TW`. */
export function shortLanguageTags(langs: readonly string[]): string {
  return langs.map(shortLanguageTag).join(', ');
}

/**
 * Reads `SITE_LANGUAGES`-style text: catalogue codes, comma-separated, in picker order. Answers
 * the codes, or the reason the text is refused.
 */
export function parseLanguageList(text: string): { languages: Lang[] } | { problem: string } {
  const codes = text.split(',').map((code) => code.trim()).filter(Boolean);
  if (codes.length === 0) return { problem: 'must name at least one language' };
  const unknown = codes.filter((code) => !isCatalogueLocale(code));
  if (unknown.length) return { problem: `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not in the locale catalogue (codes like de_DE, fr_FR)` };
  const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
  if (repeated.length) return { problem: `names ${repeated.join(', ')} more than once` };
  return { languages: codes as Lang[] };
}
