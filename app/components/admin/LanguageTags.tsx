/** Which content languages an item has: a tag per language, the missing ones marked in red. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES } from '../../../contract/languages';

export function LanguageTags({ langs, withNames = false }: { langs: readonly string[]; /** The language's name as the tag's tooltip. */ withNames?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {CONTENT_LANGUAGES.map((code) => (
        <Tag key={code} color={langs.includes(code) ? 'default' : 'error'} title={withNames ? LANGUAGE_NAMES[code] : undefined}>
          {code.slice(0, 2).toUpperCase()}
          {langs.includes(code) ? '' : ` · ${t('common.missing')}`}
        </Tag>
      ))}
    </>
  );
}
