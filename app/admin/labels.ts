/** The editor components' words in the admin's language (the rich-text editor reads its own: rich-text/labels.ts). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47Of } from '../../contract/locale-catalogue';
import { siteLanguageName, siteLanguages } from '../../contract/site-languages';
import type { SortableListLabels } from '../components/admin/SortableList';

/** The words of an image or file field (components/admin/ImageUpload.tsx). */
export interface ImageUploadLabels {
  upload: string;
  replace: string;
  remove: string;
  uploading: string;
  /** Shown in the preview box when the field is empty. */
  empty: string;
  dropHint: string;
  /** Alternative text of the preview image. */
  preview: string;
  openFile: string;
  brokenImage: string;
  urlLabel: string;
  urlPlaceholder: string;
  useUrl: string;
  invalidUrl: string;
  /** A dropped file whose type the field does not take (the picker already filters). */
  wrongType: string;
  /** Errors without words from the server: time-out and lost connection. */
  timeout: string;
  failed: string;
  chooseFromLibrary: string;
}

export function useUploadLabels(): ImageUploadLabels {
  const { t } = useTranslation();
  return useMemo(() => t('upload', { returnObjects: true }) as unknown as ImageUploadLabels, [t]);
}

export function useSortableLabels(): SortableListLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      moveHandle: (name: string) => t('sortable.moveHandle', { name }),
      moveUp: (name: string) => t('sortable.moveUp', { name }),
      moveDown: (name: string) => t('sortable.moveDown', { name }),
      roleDescription: t('sortable.roleDescription'),
      instructions: t('sortable.instructions'),
      pickedUp: (name: string, position: number, total: number) => t('sortable.pickedUp', { name, position, total }),
      movedTo: (name: string, position: number, total: number) => t('sortable.movedTo', { name, position, total }),
      notOver: (name: string) => t('sortable.notOver', { name }),
      dropped: (name: string, position: number, total: number) => t('sortable.dropped', { name, position, total }),
      cancelled: (name: string, position: number, total: number) => t('sortable.cancelled', { name, position, total }),
      failed: (name: string, position: number, total: number) => t('sortable.failed', { name, position, total }),
      item: (position: number) => t('sortable.item', { position }),
    }),
    [t],
  );
}

/** "Created in German and English.": a new item's message names the languages it was saved in, in the admin's language. */
export function useCreatedIn(): (saved: readonly { lang: string }[]) => string {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const tag = lang.replace('_', '-');
    const list = new Intl.ListFormat(tag, { type: 'conjunction' });
    // In the order of the language tabs, whatever order the server answered in.
    return (saved) => {
      const langs = siteLanguages().languages.filter((code) => saved.some((version) => version.lang === code));
      return t('common.createdIn', { languages: list.format(langs.map((code) => siteLanguageName(code, lang))) });
    };
  }, [t, lang]);
}

/**
 * Each language's name in the admin's language: in English the catalogue's own English name (what
 * the server sends), in another the platform's (`Intl.DisplayNames`): of the language alone
 * (`Französisch`, `法语`) when the English name is the language's, of language and region when the
 * catalogue tells a variant apart (`Deutsch (Österreich)`, `中文（台湾）`).
 */
export function useNameInAdminLanguage(): (language: { code: string; english: string }) => string {
  const lang = useTranslation().i18n.language;
  return useMemo(() => {
    if (lang === 'en_US') return (language) => language.english;
    const names = new Intl.DisplayNames([bcp47Of(lang)], { type: 'language', languageDisplay: 'standard', fallback: 'none' });
    return (language) => {
      const tag = bcp47Of(language.code);
      try {
        return names.of(language.english.includes('(') ? tag : tag.split('-')[0]!) ?? language.english;
      } catch {
        return language.english;
      }
    };
  }, [lang]);
}
