/**
 * `useTranslation` for the public pages: the page's shared i18next instance (I18nextProvider in
 * root.tsx, one per language: i18n.ts) and a `t` fixed to its language, made once per instance.
 * react-i18next's own hook copies the instance into a wrapper object and makes a fixed `t` in
 * every component on every render, about 4% of an uncached page's time (issue 15.3); the public
 * instances never change language nor load messages later, so none of its subscriptions are needed.
 */
import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext } from 'react-i18next';
import { createI18n } from './i18n';

const translators = new WeakMap<I18n, { t: TFunction }>();

/**
 * The translation function of `i18n`'s language, the same function for every render. A label
 * asked for without options is looked up once and remembered: the messages are part of the build
 * and never change, and a page asks for a hundred labels or more, each a full i18next lookup.
 */
export function translatorOf(i18n: I18n): { t: TFunction } {
  let translator = translators.get(i18n);
  if (!translator) {
    // Typed loosely here: i18next's TFunction is a branded overload set no wrapper can be written as.
    const fixed = i18n.getFixedT(i18n.language) as unknown as (...args: unknown[]) => string;
    const plain = new Map<string, string>();
    const t = (key: unknown, ...rest: unknown[]): string => {
      if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = fixed(key)));
      return text;
    };
    translators.set(i18n, (translator = { t: t as unknown as TFunction }));
  }
  return translator;
}

export function useTranslation(): { t: TFunction } {
  // Outside a page (a component rendered alone) the English instance, as the root's default.
  return translatorOf((useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n ?? createI18n('en_US'));
}
