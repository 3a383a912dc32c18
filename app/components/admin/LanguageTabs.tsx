/**
 * A tab per content language for the version fields of one item. A tab whose language the item
 * does not have yet is marked "missing"; a tab with errors is marked too, so nothing is hidden.
 */
import { Form, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, type Lang } from '../../../contract/languages';
import { useAdminLanguage } from '../../admin/AdminProviders';
import { languageIncluded, type TranslatedValues, type VersionLike } from '../../admin/translated';

export function LanguageTabs({
  existing,
  versionKeys,
  children,
}: {
  existing: Partial<Record<Lang, VersionLike>>;
  versionKeys: readonly string[];
  /** The fields of one language; names are relative to `['versions', lang]`. */
  children: (lang: Lang, included: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const { lang: adminLang } = useAdminLanguage();
  const form = Form.useFormInstance<TranslatedValues>();
  const versions = Form.useWatch('versions', form) as TranslatedValues['versions'] | undefined;
  return (
    <Tabs
      defaultActiveKey={adminLang}
      items={CONTENT_LANGUAGES.map((lang) => {
        const included = languageIncluded(lang, versions?.[lang], existing, versionKeys);
        return {
          key: lang,
          forceRender: true,
          label: (
            <span>
              {LANGUAGE_NAMES[lang]}
              {included ? null : (
                <span className="admin-lang-missing" title={t('common.translationMissing')}>
                  ({t('common.missing')})
                </span>
              )}
            </span>
          ),
          children: children(lang, included),
        };
      })}
    />
  );
}
