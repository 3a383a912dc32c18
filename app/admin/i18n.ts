/** The back office's own i18next instance and antd locale, per admin language. */
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/de';
import 'dayjs/locale/zh-cn';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isSpecLanguage, type Lang, type SpecLang } from '../../contract/languages';
import { de_DE } from '../i18n/admin/de_DE';
import { en_US } from '../i18n/admin/en_US';
import { zh_CN } from '../i18n/admin/zh_CN';

const MESSAGES = { de_DE, en_US, zh_CN };
dayjs.extend(localizedFormat);
export const ANTD_LOCALES: Record<SpecLang, Locale> = { de_DE: deDE, en_US: enUS, zh_CN: zhCN };
const DAYJS_LOCALES: Record<SpecLang, string> = { de_DE: 'de', en_US: 'en', zh_CN: 'zh-cn' };

export function createAdminI18n(lang: Lang): I18n {
  // The back office speaks the spec's three; another language reads English.
  dayjs.locale(DAYJS_LOCALES[isSpecLanguage(lang) ? lang : 'en_US']);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en_US',
    resources: Object.fromEntries(Object.entries(MESSAGES).map(([code, messages]) => [code, { translation: messages }])),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  // A field's label in the middle of a sentence, as English writes it: "Please select a folder" (issue 46.5).
  instance.services.formatter?.add('lowercase', (value: unknown, lng: string | undefined) => String(value).toLocaleLowerCase(lng?.replace('_', '-')));
  return instance;
}
