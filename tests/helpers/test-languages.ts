/**
 * The site's languages a test run builds its apps with. Unset, every app starts with the stored
 * set, the spec's three (de_DE, en_US, zh_CN; zh_CN the default). `TEST_SITE_LANGUAGES` (catalogue
 * codes, comma-separated, as `SITE_LANGUAGES`) makes every app the API and page suites build start
 * as `SITE_LANGUAGES` would make it: the codes listed first, in their order, then the spec's others;
 * the default stays each helper's. CI runs the suites with
 * `TEST_SITE_LANGUAGES=de_DE,en_US,zh_CN,fr_FR,ar_SA` too (issue 48), so a test about "the site's
 * languages" reads `siteLanguages()` and proves the same with three and with five.
 */
import { SPEC_LANGUAGES } from '../../contract/languages.js';
import { LOCALE_CATALOGUE, type CatalogueEntry } from '../../contract/locale-catalogue.js';
import { parseLanguageList, SPEC_SITE_LANGUAGES, type SiteLanguages } from '../../contract/site-languages.js';

const asked = process.env.TEST_SITE_LANGUAGES?.trim() || undefined;

const listed = ((): readonly string[] | undefined => {
  if (!asked) return undefined;
  const parsed = parseLanguageList(asked);
  if ('problem' in parsed) throw new Error(`TEST_SITE_LANGUAGES ${parsed.problem}`);
  return parsed.languages;
})();

/** What each test app's configuration adds: `SITE_LANGUAGES` when the run asks for other languages. */
export const TEST_LANGUAGES_ENV: Readonly<Record<string, string>> = listed ? { SITE_LANGUAGES: listed.join(',') } : {};

/**
 * For a test about the spec's three themselves (not "the site's languages"): its app starts with
 * exactly them, whatever the run asks (a fresh or demo database holds only them, and
 * `SITE_LANGUAGES` only adds).
 */
export const SPEC_LANGUAGES_ENV: Readonly<Record<string, string>> = { SITE_LANGUAGES: SPEC_LANGUAGES.join(',') };

/** The set a test app starts with in this run (the per-file reset of the API suite restores it). */
export const TEST_SITE_LANGUAGES: SiteLanguages = listed
  ? { languages: [...listed, ...SPEC_LANGUAGES.filter((lang) => !listed.includes(lang))] as SiteLanguages['languages'], defaultLang: SPEC_SITE_LANGUAGES.defaultLang }
  : SPEC_SITE_LANGUAGES;

/**
 * A catalogue language the run's apps do not publish in, sharing no primary subtag with any they
 * do (so neither `?lang=` nor `Accept-Language` can match it to one of theirs): "a language the
 * site lacks" in a test, whichever languages the run has. `tag` is its Accept-Language form.
 */
export const LANGUAGE_NOT_ON_SITE: CatalogueEntry = ((): CatalogueEntry => {
  const primaries = new Set(TEST_SITE_LANGUAGES.languages.map((lang) => lang.split('_')[0]));
  const found = LOCALE_CATALOGUE.find((entry) => !primaries.has(entry.code.split('_')[0]));
  if (!found) throw new Error('TEST_SITE_LANGUAGES leaves no catalogue language outside the site');
  return found;
})();
