/**
 * One news item, case analysis or honour: folder, title, date, cover and the rich text. An
 * external article shows its title and note and a prominent link out instead of content; the
 * visitor follows it (no automatic redirect, so the site's notices are seen first).
 */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Lang } from '../../../contract/languages';
import { formatDate } from '../../lib/format';
import { mediaSrc, mediaSrcSet } from '../../lib/urls';
import { hostOf } from './ArticleCard';
import { FallbackNotice } from './FallbackNotice';
import { otherLang } from '../../lib/lang';
import { type KeyContact, KeyContacts } from './KeyContacts';

export interface ArticleDetailData {
  lang: string;
  title: string;
  note: string | null;
  content: string;
  coverUrl: string;
  cataName: string | null;
  isLink: number;
  contentUrl: string | null;
  createTime: string;
}

export function ArticleDetail({
  article,
  lang,
  back,
  eyebrow,
  contacts = [],
}: {
  article: ArticleDetailData;
  lang: Lang;
  back: { to: string; label: string };
  eyebrow?: string | null;
  contacts?: KeyContact[];
}) {
  const { t } = useTranslation();
  // A version in another language (the item has none in the page's) says so to screen readers.
  const contentLang = otherLang(article.lang, lang);
  const external = article.isLink === 1 && article.contentUrl ? article.contentUrl : null;
  const host = external ? hostOf(external) : null;
  const label = eyebrow ?? article.cataName;

  return (
    <div className="page narrow article-page">
      <p className="back-link">
        <Link to={back.to} prefetch="intent">
          <span aria-hidden="true" className="pointing">←</span>{' '}
          {back.label}
        </Link>
      </p>
      <article className="article">
        <header className="article__header">
          {label ? <p className="eyebrow">{label}</p> : null}
          <h1 lang={contentLang}>{article.title}</h1>
          <p className="article__meta">
            <time dateTime={article.createTime}>{formatDate(article.createTime, lang)}</time>
            {host ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className="visually-hidden">, </span>
                <span>{t('articles.externalOn', { host })}</span>
              </>
            ) : null}
          </p>
          <FallbackNotice kind="article" contentLang={article.lang} pageLang={lang} />
        </header>

        {external ? (
          <div className="article__external">
            {article.note ? (
              <p className="article__lead" lang={contentLang}>
                {article.note}
              </p>
            ) : null}
            <p>{t('articles.externalIntro', { host })}</p>
            <p>
              <a className="button" href={external} target="_blank" rel="noopener noreferrer">
                {t('articles.readOn', { host })}
                <span aria-hidden="true" className="pointing"> ↗</span>
                <span className="visually-hidden"> ({t('articles.newTab')})</span>
              </a>
            </p>
          </div>
        ) : (
          <>
            {article.coverUrl ? (
              <img
                className="article__cover"
                src={mediaSrc(article.coverUrl, 1280)}
                srcSet={mediaSrcSet(article.coverUrl, [480, 640, 960, 1280, 1920])}
                sizes="(min-width: 48rem) 46rem, 100vw"
                alt=""
                width={1280}
                height={720}
                fetchPriority="high"
              />
            ) : null}
            <div className="rich-text" lang={contentLang} dangerouslySetInnerHTML={{ __html: article.content }} />
          </>
        )}
      </article>
      <KeyContacts contacts={contacts} lang={lang} />
    </div>
  );
}
