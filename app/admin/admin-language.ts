/**
 * The back office's language as its screens read it (`useAdminLanguage`); AdminProviders holds and
 * provides it. Its own module, so what AdminProviders renders (the sign-in dialog, form rules) can
 * read it without importing AdminProviders back.
 */
import { createContext, useContext } from 'react';
import type { Lang } from '../../contract/languages';

export interface AdminLanguage {
  lang: Lang;
  setLang: (lang: Lang) => void;
}

export const AdminLanguageContext = createContext<AdminLanguage>({ lang: 'en_US', setLang: () => {} });

export function useAdminLanguage(): AdminLanguage {
  return useContext(AdminLanguageContext);
}
