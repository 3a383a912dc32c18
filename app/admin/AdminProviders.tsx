/**
 * Everything the back office's screens stand on: its language (labels, antd's locale with its
 * translated pagination, date pickers and "Please enter ${label}" form messages), the error
 * notification titled "request error" (4.5 s), and what a 401 does: sign in again over the screen
 * inside the back office (SignInAgainDialog), else return to the login screen.
 */
import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSpecLanguage, type Lang } from '../../contract/languages';
import { bcp47 } from '../i18n/locales';
import { AdminLanguageContext, useAdminLanguage } from './admin-language';
import { configureApi, NOTIFICATION_SECONDS } from './api';
import { ANTD_LOCALES, createAdminI18n } from './i18n';
import { readAdminLang, storeAdminLang } from './session';
import { signInAgainHost } from './SignInAgainDialog';
import { useReducedMotion } from './useReducedMotion';
import { VALIDATE_MESSAGES } from './validate-messages';

/** Screens import it from here; the modules AdminProviders itself imports take it from admin-language.ts. */
export { useAdminLanguage };

/** Connects the API client to antd's notification and to the router, inside AntdApp. */
function ApiBridge({ children }: { children: ReactNode }) {
  const { notification } = AntdApp.useApp();
  const navigate = useNavigate();
  const { lang } = useAdminLanguage();
  const i18n = useMemo(() => createAdminI18n(lang), [lang]);
  useEffect(() => {
    configureApi({
      onError: (error) => {
        const description = error.status === 0 ? i18n.t(error.message === 'timeout' ? 'request.timeout' : 'request.network') : error.message;
        notification.error({ title: i18n.t('request.errorTitle'), description, duration: NOTIFICATION_SECONDS });
      },
      onExpired: () => {
        // Inside the back office a dialog keeps the screen and what was typed on it.
        const signInAgain = signInAgainHost();
        if (signInAgain) return signInAgain();
        const here = window.location.pathname + window.location.search;
        void navigate(`/admin-login?expired=1&redirect=${encodeURIComponent(here)}`, { replace: true });
        return Promise.resolve(false);
      },
    });
  }, [i18n, navigate, notification]);
  return <>{children}</>;
}

export function AdminProviders({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(() => readAdminLang());
  const reducedMotion = useReducedMotion();
  const i18n = useMemo(() => createAdminI18n(lang), [lang]);
  useEffect(() => {
    document.documentElement.lang = bcp47(lang);
  }, [lang]);
  const language = useMemo(
    () => ({
      lang,
      setLang: (next: Lang) => {
        storeAdminLang(next);
        setLangState(next);
      },
    }),
    [lang],
  );
  return (
    <AdminLanguageContext.Provider value={language}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider
          locale={ANTD_LOCALES[isSpecLanguage(lang) ? lang : 'en_US']}
          form={{ validateMessages: VALIDATE_MESSAGES[isSpecLanguage(lang) ? lang : 'en_US'] }}
          theme={{
            token: {
              colorPrimary: '#1f2a44',
              colorLink: '#2b3a5c',
              borderRadius: 6,
              fontFamily: 'var(--sans)',
              // Text that antd draws in these colours reaches WCAG AA contrast (4.5:1) on white:
              // help texts, placeholders, description labels, and the red of form errors and
              // "Remove"/"Delete" buttons (antd's #ff4d4f has 3.3:1).
              colorTextDescription: '#595959',
              colorTextPlaceholder: '#6b6b6b',
              colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
              colorError: '#cf1322',
              // antd derives these from the navy primary as mid greys (#7d8085), under which the
              // navy text of a selected menu item or option has too little contrast.
              colorPrimaryBg: '#e8ecf4',
              colorPrimaryBgHover: '#d6dcea',
              motion: !reducedMotion,
            },
            components: {
              // Tag text on the tag's own light background: antd's green (2.2:1), amber (1.9:1)
              // gold (2.8:1) and orange (3.4:1, "Unpublished changes") made darker; the backgrounds
              // stay as they are.
              Tag: { colorSuccess: '#237804', colorWarning: '#ad4e00', gold7: '#874d00', orange7: '#ad4e00' },
            },
          }}
        >
          <AntdApp>
            <ApiBridge>{children}</ApiBridge>
          </AntdApp>
        </ConfigProvider>
      </I18nextProvider>
    </AdminLanguageContext.Provider>
  );
}

/** True once mounted in the browser: the back office renders nothing of itself on the server. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
