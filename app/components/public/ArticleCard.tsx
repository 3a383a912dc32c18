/**
 * One news item or case analysis in a list: cover, date, folder, title and note. An external
 * article links straight to its address in a new tab, says so visibly and names the host.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { ArticleVersion } from '../../../contract/article';
import type { Lang } from '../../../contract/languages';
import { formatDate } from '../../lib/format';
import { mediaSrc, mediaSrcSet } from '../../lib/urls';

/** What a card shows; lists send only this to the browser. */
export interface ArticleCardData {
  id: number;
  title: string;
  note: string | null;
  coverUrl: string;
  cataName: string | null;
  createTime: string;
  /** The address of an external article; null for the firm's own. */
  externalUrl: string | null;
}

export function toCard(item: ArticleVersion): ArticleCardData {
  return {
    id: item.id,
    title: item.title,
    note: item.note,
    coverUrl: item.coverUrl,
    cataName: item.cataName,
    createTime: item.createTime,
    externalUrl: item.isLink === 1 && item.contentUrl ? item.contentUrl : null,
  };
}

/** The host an external address points at, without "www.". */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * `leading`: the card opens its page's list, so on a phone its image is the largest thing on the
 * first screen: fetched at once and first rather than lazily (a lazy largest image waits for layout).
 */
export function ArticleCard({
  item,
  detailPath,
  lang,
  headingLevel = 2,
  leading = false,
}: {
  item: ArticleCardData;
  detailPath: string;
  lang: Lang;
  headingLevel?: 2 | 3;
  leading?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const host = item.externalUrl ? hostOf(item.externalUrl) : null;
  return (
    <li className="card article-card">
      {item.coverUrl ? (
        <img
          className="card__media"
          src={mediaSrc(item.coverUrl, 640)}
          srcSet={mediaSrcSet(item.coverUrl, [320, 640, 960])}
          sizes="(min-width: 60rem) 22rem, (min-width: 40rem) 45vw, 100vw"
          alt=""
          width={640}
          height={360}
          {...(leading ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
      ) : (
        <div className="card__media article-card__placeholder" aria-hidden="true" />
      )}
      <div className="card__body">
        <p className="card__meta">
          <time dateTime={item.createTime}>{formatDate(item.createTime, lang)}</time>
          {item.cataName ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, </span>
              <span>{item.cataName}</span>
            </>
          ) : null}
        </p>
        <Heading className="card__title">
          {item.externalUrl ? (
            <a href={item.externalUrl} target="_blank" rel="noopener noreferrer" data-article-link="">
              {item.title}
              <span className="visually-hidden"> ({t('common.external', { host })}, {t('articles.newTab')})</span>
            </a>
          ) : (
            // No prefetch on intent: "Load More" focuses these links, which would fetch (and, as
            // focus moves on, abort) an article the visitor did not ask for.
            <Link to={`${detailPath}/${item.id}`} data-article-link="">
              {item.title}
            </Link>
          )}
        </Heading>
        {item.note ? <p className="card__text">{item.note}</p> : null}
        {host ? (
          <p className="article-card__external" aria-hidden="true">
            <span className="article-card__badge">{t('articles.external')}</span> <bdi>{host}</bdi> <span className="pointing">↗</span>
          </p>
        ) : null}
      </div>
    </li>
  );
}
