/**
 * Says that a profile or article is shown in another language because the item has no version in
 * the page's: the visitor is told in words, screen readers by the `lang` of the block it marks.
 */
import { type Translate, useTranslation } from '../../i18n/use-translation';
import { type Lang } from '../../../contract/languages';
import { isLang, languageInWords } from '../../../contract/site-languages';
import { bcp47 } from '../../i18n/locales';
import { labelsLanguage } from '../../i18n/page-messages';

/**
 * A language's name in the words of the page's labels: the labels' own for the spec's three,
 * otherwise the name `Intl` gives in the labels' language (a site language added later, decision
 * 0082, or one with a variant beside it: Chinese (Taiwan) beside Chinese (China)).
 */
export function languageWord(t: Translate, code: string, pageLang: Lang): string {
  return languageInWords(code, bcp47(labelsLanguage(pageLang)), (language) => {
    const key = `fallback.languages.${language}`;
    const word = t(key);
    return word === key ? undefined : word;
  });
}

export function FallbackNotice({ kind, contentLang, pageLang }: { kind: 'profile' | 'article'; contentLang: string; pageLang: Lang }) {
  const { t } = useTranslation();
  if (contentLang === pageLang || !isLang(contentLang)) return null;
  return (
    <p className="fallback-notice" role="note">
      {t(`fallback.${kind}`, { missing: languageWord(t, pageLang, pageLang), shown: languageWord(t, contentLang, pageLang) })}
    </p>
  );
}
