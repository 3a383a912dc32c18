/**
 * Which content languages an item has: a tag per language, the missing ones marked in red and
 * those that may need updating since another language's text changed in orange (decision 0071).
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../contract/languages';
import { shortLanguageTag, siteLanguages } from '../../../contract/site-languages';

export function LanguageTags({
  langs,
  mayNeedUpdate = [],
  withNames = false,
}: {
  langs: readonly string[];
  /** The item's languages that may need updating. */
  mayNeedUpdate?: readonly string[] | undefined;
  /** The language's name as the tag's tooltip. */
  withNames?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {siteLanguages().languages.map((code) => {
        const missing = !langs.includes(code);
        const outdated = !missing && mayNeedUpdate.includes(code);
        return (
          <Tag key={code} className="admin-lang-tag" color={missing ? 'error' : outdated ? 'warning' : 'default'} title={withNames ? languageName(code) : undefined}>
            {shortLanguageTag(code)}
            {missing ? ` · ${t('common.missing')}` : outdated ? ` · ${t('translationStatus.tag')}` : ''}
          </Tag>
        );
      })}
    </>
  );
}
