/**
 * Says that a profile or article is shown in another language because the item has no version in
 * the page's: the visitor is told in words, screen readers by the `lang` of the block it marks.
 */
import { useTranslation } from '../../i18n/use-translation';
import { type Lang } from '../../../contract/languages';
import { isLang } from '../../../contract/site-languages';
import { bcp47 } from '../../i18n/locales';

/** The `lang` attribute of a block in `contentLang` on a page in `pageLang`: none when they agree. */
export function otherLang(contentLang: string, pageLang: Lang): string | undefined {
  return contentLang !== pageLang && isLang(contentLang) ? bcp47(contentLang) : undefined;
}

export function FallbackNotice({ kind, contentLang, pageLang }: { kind: 'profile' | 'article'; contentLang: string; pageLang: Lang }) {
  const { t } = useTranslation();
  if (contentLang === pageLang || !isLang(contentLang)) return null;
  return (
    <p className="fallback-notice" role="note">
      {t(`fallback.${kind}`, { missing: t(`fallback.languages.${pageLang}`), shown: t(`fallback.languages.${contentLang}`) })}
    </p>
  );
}
