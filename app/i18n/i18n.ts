/**
 * One i18next instance per render (server) or per language (browser): the server never shares an
 * instance between requests, so two visitors in different languages never see each other's labels.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../contract/languages';
import { de_DE } from './messages/de_DE';
import { en_US, type PublicMessages } from './messages/en_US';
import { zh_CN } from './messages/zh_CN';

export const PUBLIC_MESSAGES: Record<Lang, PublicMessages> = { de_DE, en_US, zh_CN };

export function createI18n(lang: Lang): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: PUBLIC_MESSAGES[lang] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
