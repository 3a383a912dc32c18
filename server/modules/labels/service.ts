/**
 * Administrators' translations of the public labels (issue 48 point 3, decision 0086): for any
 * site language but English (the source), each label of the public pages with English's text, the
 * language's bundled text if it has one, and the stored translation; saving stores, replaces or
 * removes translations. A page's label is the stored translation, else the bundled text, else
 * English's (app/i18n/public-messages.server.ts).
 *
 * The stored translations are this process's as soon as they are written, and other instances
 * follow the table's `labels` cache tag, as they follow the language set (`start`): the page cache,
 * the kept values and a reverse proxy drop everything when it moves. Every save is audited.
 */
import type { Kysely } from 'kysely';
import { labelsSummary } from '../../../contract/audit-summaries.js';
import { LABELS_FALLBACK, labelledLanguageOf, type LabelledLang } from '../../../contract/languages.js';
import type { SaveSiteLabelsBody, SiteLabelList } from '../../../contract/site-label-admin.js';
import { flattenLabels, labelProblem, labelSources, placeholdersOf, setStoredLabels, type LabelSource, type LabelTree } from '../../../contract/site-labels.js';
import { ar_SA } from '../../../app/i18n/messages/ar_SA.js';
import { de_DE } from '../../../app/i18n/messages/de_DE.js';
import { en_US } from '../../../app/i18n/messages/en_US.js';
import { es_ES } from '../../../app/i18n/messages/es_ES.js';
import { fr_FR } from '../../../app/i18n/messages/fr_FR.js';
import { ja_JP } from '../../../app/i18n/messages/ja_JP.js';
import { zh_CN } from '../../../app/i18n/messages/zh_CN.js';
import { zh_TW } from '../../../app/i18n/messages/zh_TW.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { badRequest } from '../../http/errors.js';
import { audited } from '../audit/record.js';
import { labelRecordName } from '../content/edit-sequence.js';
import { LABELS_TAG } from '../content/cache-tags.js';
import type { ContentVersionService } from '../content/content-version.js';
import type { LanguageService } from '../languages/service.js';
import { listAllLabels, listLabelsOf, removeLabels, storeLabel } from './repository.js';

/** The bundled public labels: the same files the pages are built with (a language added to LABELLED_LANGUAGES is asked for here). */
const BUNDLED_TREES: Record<LabelledLang, LabelTree> = { de_DE, en_US, zh_CN, zh_TW, fr_FR, es_ES, ja_JP, ar_SA };

/** The same, flattened. */
const BUNDLED = Object.fromEntries(Object.entries(BUNDLED_TREES).map(([lang, tree]) => [lang, flattenLabels(tree)])) as Record<LabelledLang, Readonly<Record<string, string>>>;

const ENGLISH = BUNDLED[LABELS_FALLBACK];

/** An audit entry names this many keys saved, then how many more. */
const MOST_KEYS_SUMMARISED = 20;

/** The bundled labels a language starts from: its own or a bundled variant's (German's for de_AT); none where it shows English's. */
function bundledFor(lang: string): Readonly<Record<string, string>> {
  const labelled = labelledLanguageOf(lang);
  return labelled === LABELS_FALLBACK && lang !== LABELS_FALLBACK ? {} : BUNDLED[labelled];
}

/** The labels of each language, worked out once: they follow from the bundled files. */
const sourcesOf = new Map<string, { list: LabelSource[]; byKey: Map<string, LabelSource> }>();

function labelsOf(lang: string) {
  let sources = sourcesOf.get(lang);
  if (!sources) {
    const list = labelSources(lang, ENGLISH, bundledFor(lang));
    sourcesOf.set(lang, (sources = { list, byKey: new Map(list.map((source) => [source.key, source])) }));
  }
  return sources;
}

export function createLabelService(db: Kysely<Database>, contentVersion: Pick<ContentVersionService, 'followTag'>, languages: Pick<LanguageService, 'list'>) {
  /** Makes the table's translations this process's. */
  async function load(): Promise<void> {
    setStoredLabels(await listAllLabels(db));
  }

  /** A language whose labels may be translated: one of the site's stored languages (switched on or off), not English. */
  async function checkLanguage(lang: string): Promise<void> {
    if (lang === LABELS_FALLBACK) throw badRequest('labelsOfSourceLanguage');
    const { languages: stored } = await languages.list();
    if (!stored.some((language) => language.code === lang)) throw badRequest('labelsLanguageNotOnSite', { code: lang });
  }

  async function list(lang: string): Promise<SiteLabelList> {
    await checkLanguage(lang);
    const stored = new Map((await listLabelsOf(db, lang)).map((row) => [row.key, row.text]));
    const bundled = bundledFor(lang);
    return {
      lang,
      labels: labelsOf(lang).list.map(({ key, english }) => ({
        key,
        group: key.split('.')[0]!,
        english,
        bundled: bundled[key] ?? null,
        stored: stored.get(key) ?? null,
        placeholders: placeholdersOf(english),
      })),
    };
  }

  return {
    load,
    list,

    /** Stores, replaces (a text) or removes (null or '') translations of `lang`'s labels; all or none. */
    async save(lang: string, body: SaveSiteLabelsBody): Promise<SiteLabelList> {
      await checkLanguage(lang);
      const { byKey } = labelsOf(lang);
      const stores: [string, string][] = [];
      const removes: string[] = [];
      for (const [key, given] of Object.entries(body.labels)) {
        const source = byKey.get(key);
        if (!source) throw badRequest('labelUnknown', { key });
        const text = given?.trim() ?? '';
        if (text === '') {
          removes.push(key);
          continue;
        }
        const problem = labelProblem(source, text);
        if (problem?.problem === 'tooLong') throw badRequest('labelTooLong', { key, most: problem.most });
        if (problem?.problem === 'placeholders') {
          const names = (list: string[]) => list.map((name) => `{{${name}}}`).join(', ');
          if (problem.missing.length) throw badRequest('labelPlaceholdersMissing', { key, names: names(problem.missing) });
          throw badRequest('labelPlaceholdersExtra', { key, names: names(problem.extra) });
        }
        stores.push([key, text]);
      }
      if (stores.length + removes.length > 0) {
        const named = [...stores.map(([key]) => key), ...removes.map((key) => `-${key}`)];
        const summary = labelsSummary(lang, `${named.slice(0, MOST_KEYS_SUMMARISED).join(', ')}${named.length > MOST_KEYS_SUMMARISED ? ` (+${named.length - MOST_KEYS_SUMMARISED})` : ''}`);
        const settings = [...stores.map(([key]) => key), ...removes].map((key) => labelRecordName(lang, key));
        await audited(db, { action: 'update', entity: 'siteLabel', no: lang, langs: [lang], summary, settings }, async (trx) => {
          const before = new Map((await listLabelsOf(trx, lang)).map((row) => [row.key, row.text]));
          const updatedAt = nowIso();
          // Rows left as they were are not written (nothing moves for them).
          for (const [key, text] of stores) if (before.get(key) !== text) await storeLabel(trx, { lang, key, text, updated_at: updatedAt });
          await removeLabels(trx, lang, removes.filter((key) => before.has(key)));
        });
        await load();
      }
      return list(lang);
    },

    /** Loads the stored translations, and follows them as other instances change them. */
    async start(pollMs: number): Promise<() => void> {
      await load();
      return contentVersion.followTag(LABELS_TAG, load, pollMs);
    },
  };
}

export type LabelService = ReturnType<typeof createLabelService>;
