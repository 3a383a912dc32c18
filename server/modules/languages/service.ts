/**
 * The site's languages (issue 48, decision 0083): the `site_language` table is the set; this
 * process publishes in its enabled languages, in position order, with its default
 * (`setSiteLanguages`, read by everything through `siteLanguages()`). Administrators add a
 * catalogue language and save the whole set at once; every change is audited, and made the
 * process's set as soon as it is written. Other instances follow the table's `languages` cache
 * tag (`start`, through the content version's `followTag`). Switching a language off deletes nothing: its versions stay and show again
 * when it is switched on.
 */
import type { Kysely } from 'kysely';
import type { Lang } from '../../../contract/languages.js';
import { catalogueEntry, isCatalogueLocale, LOCALE_CATALOGUE } from '../../../contract/locale-catalogue.js';
import { setSiteLanguages, type SiteLanguages } from '../../../contract/site-languages.js';
import type { SaveSiteLanguagesBody, SiteLanguageList, SiteLanguageRow } from '../../../contract/site-language-admin.js';
import { ConfigError, type AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { conflictOnUniqueViolation } from '../../db/unique-violation.js';
import { badRequest } from '../../http/errors.js';
import { audited } from '../audit/record.js';
import { LANGUAGES_TAG } from '../content/cache-tags.js';
import type { ContentVersionService } from '../content/content-version.js';
import { addLanguage, addLanguageUnlessStored, listLanguages, rewriteLanguages, type StoredLanguage } from './repository.js';

/** The set a process publishes in: the enabled rows in position order, and the default row. */
function setOf(rows: readonly StoredLanguage[]): SiteLanguages {
  const languages = rows.filter((row) => row.enabled === 1).map((row) => row.code as Lang);
  const defaultLang = rows.find((row) => row.is_default === 1 && row.enabled === 1)?.code as Lang | undefined;
  // The table's rules keep one enabled default; a hand-edited table without one falls back to its first enabled language.
  return { languages, defaultLang: defaultLang ?? languages[0]! };
}

function rowOf(row: StoredLanguage): SiteLanguageRow {
  const entry = catalogueEntry(row.code);
  return {
    code: row.code,
    name: entry?.name ?? row.code,
    english: entry?.english ?? row.code,
    dir: entry?.dir ?? 'ltr',
    position: row.position,
    enabled: row.enabled === 1,
    isDefault: row.is_default === 1,
  };
}

/** Where `SITE_LANGUAGES` puts its languages: first, in its order, then the table's others in theirs. */
function orderedAtStart(rows: readonly StoredLanguage[], listed: readonly Lang[]): StoredLanguage[] {
  const stored = new Map(rows.map((row) => [row.code, row]));
  const first = listed.map((code) => stored.get(code) ?? { code, position: 0, enabled: 1, is_default: 0 });
  const others = rows.filter((row) => !listed.includes(row.code as Lang));
  return [...first, ...others].map((row, position) => ({ ...row, position }));
}

export function createLanguageService(db: Kysely<Database>, contentVersion: Pick<ContentVersionService, 'followTag'>) {
  /** Makes the table's set this process's. */
  async function load(): Promise<void> {
    setSiteLanguages(setOf(await listLanguages(db)));
  }

  /** Every stored language in picker order, and the catalogue's others to add from. */
  async function list(): Promise<SiteLanguageList> {
    const rows = await listLanguages(db);
    const added = new Set(rows.map((row) => row.code));
    return {
      languages: rows.map(rowOf),
      catalogue: LOCALE_CATALOGUE.filter((entry) => !added.has(entry.code)).map(({ code, name, english, dir }) => ({ code, name, english, dir })),
    };
  }

  return {
    load,
    list,

    /** Adds a catalogue language at the end of the picker, switched on. */
    async add(code: string): Promise<SiteLanguageList> {
      if (!isCatalogueLocale(code)) throw badRequest('languageNotInCatalogue', { code });
      await audited(db, { action: 'create', entity: 'siteLanguage', no: code, summary: code }, async (trx) => {
        const rows = await listLanguages(trx);
        if (rows.some((row) => row.code === code)) throw badRequest('languageAlreadyAdded', { code });
        const position = rows.reduce((last, row) => Math.max(last, row.position), -1) + 1;
        // Two administrators adding it at once both pass the check above; the key refuses the second.
        await conflictOnUniqueViolation(
          () => addLanguage(trx, { code, position, enabled: 1, is_default: 0 }),
          () => badRequest('languageAlreadyAdded', { code }),
        );
      });
      await load();
      return list();
    },

    /**
     * Saves the whole set: every stored language once, in picker order, each on or off, and the
     * default among those on. Rows left as they were are not written (nothing moves for them).
     */
    async save(body: SaveSiteLanguagesBody): Promise<SiteLanguageList> {
      const codes = body.languages.map((language) => language.code);
      for (const code of [...codes, body.defaultLang]) if (!isCatalogueLocale(code)) throw badRequest('languageNotInCatalogue', { code });
      if (!body.languages.some((language) => language.enabled)) throw badRequest('noLanguageEnabled');
      if (!body.languages.some((language) => language.enabled && language.code === body.defaultLang)) throw badRequest('defaultLanguageDisabled');
      const summary = `${body.languages.map((language) => (language.enabled ? language.code : `(${language.code})`)).join(',')}; default=${body.defaultLang}`;
      await audited(db, { action: 'update', entity: 'siteLanguage', summary }, async (trx) => {
        const rows = await listLanguages(trx);
        const stored = rows.map((row) => row.code);
        if (codes.length !== stored.length || new Set(codes).size !== codes.length || !codes.every((code) => stored.includes(code))) {
          throw badRequest('languageSetMismatch', { codes: stored.join(', ') });
        }
        const wanted = body.languages.map(({ code, enabled }, position) => ({ code, position, enabled: enabled ? 1 : 0, is_default: code === body.defaultLang ? 1 : 0 }));
        const before = new Map(rows.map((row) => [row.code, row]));
        const changed = wanted.filter((row) => {
          const old = before.get(row.code)!;
          return old.position !== row.position || old.enabled !== row.enabled || old.is_default !== row.is_default;
        });
        await rewriteLanguages(trx, changed);
      });
      await load();
      return list();
    },

    /**
     * At start, after the migrations: `SITE_LANGUAGES` adds the languages it names that the table
     * lacks, switched on, and orders the picker: its languages first, in its order, then the
     * table's others; `DEFAULT_LOCALE` makes its language the default (switched on). Unset, the
     * table decides, so an administrator's changes outlive a restart. Then the table's set is
     * this process's, and followed as other instances change it.
     */
    async start(atStart: AppConfig['languagesAtStart'], pollMs: number): Promise<() => void> {
      const { languages: listed, defaultLang } = atStart;
      if (listed || defaultLang) {
        await db.transaction().execute(async (trx) => {
          let rows = await listLanguages(trx);
          if (defaultLang && !listed && !rows.some((row) => row.code === defaultLang)) {
            throw new ConfigError([{ variable: 'DEFAULT_LOCALE', message: `must be one of ${rows.map((row) => row.code).join(', ')}` }]);
          }
          const before = new Map(rows.map((row) => [row.code, row]));
          if (listed) rows = orderedAtStart(rows, listed);
          if (defaultLang) rows = rows.map((row) => ({ ...row, is_default: row.code === defaultLang ? 1 : 0, enabled: row.code === defaultLang ? 1 : row.enabled }));
          // Another instance starting with the same SITE_LANGUAGES may add the same language meanwhile.
          for (const row of rows.filter((row) => !before.has(row.code))) await addLanguageUnlessStored(trx, row);
          const changed = rows.filter((row) => {
            const old = before.get(row.code);
            return old && (old.position !== row.position || old.enabled !== row.enabled || old.is_default !== row.is_default);
          });
          await rewriteLanguages(trx, changed);
        });
      }
      await load();
      return contentVersion.followTag(LANGUAGES_TAG, load, pollMs);
    },
  };
}

export type LanguageService = ReturnType<typeof createLanguageService>;
