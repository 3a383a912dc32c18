/**
 * The public labels of each language, as far as this side has them (decision 0056). The server has
 * all three (public-messages.server.ts keeps them here when it loads). A page carries its own
 * language's in a JSON data block (root.tsx), which the browser reads before it hydrates
 * (entry.client.tsx); a visit that moves to another language in the browser loads that
 * language's as a script of its own, and the move waits for it.
 */
import { use } from 'react';
import { isLabelledLanguage, LABELS_FALLBACK, type LabelledLang, type Lang } from '../../contract/languages';
import type { Messages } from './translate';

/** The id of the page's data block with its labels. */
export const PAGE_LABELS_ID = 'page-labels';

const known = new Map<LabelledLang, Messages | string>();
const loading = new Map<LabelledLang, Promise<void>>();

/** Each language's labels as a script of their own, loaded only by a visit that moves to it. */
const LOAD: Record<LabelledLang, () => Promise<Messages>> = {
  de_DE: () => import('./messages/de_DE').then((module) => module.de_DE),
  en_US: () => import('./messages/en_US').then((module) => module.en_US),
  zh_CN: () => import('./messages/zh_CN').then((module) => module.zh_CN),
  fr_FR: () => import('./messages/fr_FR').then((module) => module.fr_FR),
  es_ES: () => import('./messages/es_ES').then((module) => module.es_ES),
  ja_JP: () => import('./messages/ja_JP').then((module) => module.ja_JP),
  ar_SA: () => import('./messages/ar_SA').then((module) => module.ar_SA),
};

/** Keeps a language's labels: an object, or its JSON text (parsed once, by translatorOf). */
export function keepPageMessages(lang: LabelledLang, messages: Messages | string): void {
  known.set(lang, messages);
}

/** The bundled labels a language's pages use: its own, or English's for a language without a file (decision 0082). */
export function labelsLanguage(lang: Lang): LabelledLang {
  return isLabelledLanguage(lang) ? lang : LABELS_FALLBACK;
}

export function pageMessages(lang: Lang): Messages | string | undefined {
  return known.get(labelsLanguage(lang));
}

/** The labels of `lang`; while another language's load in the browser, the render waits (a navigation keeps the page shown). */
export function usePageMessages(page: Lang): Messages | string {
  const lang = labelsLanguage(page);
  const messages = known.get(lang);
  if (messages !== undefined) return messages;
  let load = loading.get(lang);
  if (!load) loading.set(lang, (load = LOAD[lang]().then((loaded) => keepPageMessages(lang, loaded))));
  use(load);
  return known.get(lang) ?? {};
}
