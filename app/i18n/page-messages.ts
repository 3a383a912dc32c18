/**
 * The public labels of each language, as far as this side has them (decision 0056). The server has
 * every language's as they are now (public-messages.server.ts: bundled, or English's, with the
 * translations administrators stored, decision 0086). A page carries its own
 * language's in a JSON data block (root.tsx), which the browser reads before it hydrates
 * (entry.client.tsx); a visit that moves to another language in the browser loads that
 * language's as a script of its own, and the move waits for it.
 */
import { use } from 'react';
import { labelledLanguageOf, type LabelledLang, type Lang } from '../../contract/languages';
import type { Messages } from './translate';

/** The id of the page's data block with its labels. */
export const PAGE_LABELS_ID = 'page-labels';

const known = new Map<Lang, Messages | string>();
const loading = new Map<LabelledLang, Promise<void>>();

/**
 * The server's labels of a language as they are now (public-messages.server.ts): its bundled
 * labels or English's, with the translations administrators stored (decision 0086). The browser
 * has none: it keeps what its page carried.
 */
let serverLabels: ((lang: Lang) => string) | undefined;

/** Each language's labels as a script of their own, loaded only by a visit that moves to it. */
const LOAD: Record<LabelledLang, () => Promise<Messages>> = {
  de_DE: () => import('./messages/de_DE').then((module) => module.de_DE),
  en_US: () => import('./messages/en_US').then((module) => module.en_US),
  zh_CN: () => import('./messages/zh_CN').then((module) => module.zh_CN),
  zh_TW: () => import('./messages/zh_TW').then((module) => module.zh_TW),
  fr_FR: () => import('./messages/fr_FR').then((module) => module.fr_FR),
  es_ES: () => import('./messages/es_ES').then((module) => module.es_ES),
  ja_JP: () => import('./messages/ja_JP').then((module) => module.ja_JP),
  ar_SA: () => import('./messages/ar_SA').then((module) => module.ar_SA),
};

/** Keeps a language's labels: an object, or its JSON text (parsed once, by translatorOf). */
export function keepPageMessages(lang: Lang, messages: Messages | string): void {
  known.set(lang, messages);
}

/** On the server: where every page finds its language's labels as they are now. */
export function servePageMessages(labelsOf: (lang: Lang) => string): void {
  serverLabels = labelsOf;
}

/**
 * The bundled labels a language's pages start from: its own, a bundled variant's (German's for
 * de_AT), or English's for a language without either (decisions 0082, 0104).
 */
export function labelsLanguage(lang: Lang): LabelledLang {
  return labelledLanguageOf(lang);
}

/**
 * The labels of `lang`'s pages: on the server as they are now, in the browser those its page
 * carried (kept under the page's language), else the bundled ones loaded.
 */
export function pageMessages(lang: Lang): Messages | string | undefined {
  return serverLabels?.(lang) ?? known.get(lang) ?? known.get(labelsLanguage(lang));
}

/** The labels of `lang`; while another language's load in the browser, the render waits (a navigation keeps the page shown). */
export function usePageMessages(page: Lang): Messages | string {
  const messages = pageMessages(page);
  if (messages !== undefined) return messages;
  const lang = labelsLanguage(page);
  let load = loading.get(lang);
  if (!load) loading.set(lang, (load = LOAD[lang]().then((loaded) => keepPageMessages(lang, loaded))));
  use(load);
  return known.get(lang) ?? {};
}
