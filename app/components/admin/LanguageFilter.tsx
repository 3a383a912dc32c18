/** A list's language filter: one content language, or all of them. */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageName, type Lang } from '../../../contract/languages';
import { siteLanguages } from '../../../contract/site-languages';

export function LanguageFilter({ value, onChange }: { value: Lang | 'all'; onChange: (value: Lang | 'all') => void }) {
  const { t } = useTranslation();
  return (
    <Select<Lang | 'all'>
      aria-label={t('common.language')}
      value={value}
      onChange={onChange}
      options={[{ value: 'all', label: t('articles.allLanguages') }, ...siteLanguages().languages.map((code) => ({ value: code, label: languageName(code) }))]}
      style={{ width: 160 }}
    />
  );
}
