/**
 * Pages of news items or case analyses, with page links and "Load More". Without JavaScript
 * "Load More" is a link to the next page; with it, the next page is fetched from the public API and
 * appended in place, screen readers hear how many are shown now, and focus moves to the first new
 * article. The address then names every page shown (`?from=1&page=3`), so Back or a reload renders
 * all those cards again and the browser can put the scroll position back over them.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { ArticleVersion } from '../../../contract/article';
import type { Lang } from '../../../contract/languages';
import { formatNumber } from '../../lib/format';
import { publicList } from '../../lib/public-api';
import { listHref } from '../../lib/urls';
import { ArticleCard, type ArticleCardData, toCard } from './ArticleCard';
import { Pagination } from './Pagination';

/** Cards per page of the news and case lists. */
export const LIST_PAGE_SIZE = 9;

export interface ArticleListProps {
  items: ArticleCardData[];
  /** The first page shown; `page` is the last. */
  from: number;
  page: number;
  pages: number;
  total: number;
  cataId: number | null;
  lang: Lang;
  /** `/news` or `/case`. */
  basePath: string;
  /** `/news/detail` or `/case/detail`. */
  detailPath: string;
  /** The public API list call, e.g. `/user/latest-news`. */
  apiPath: string;
}

export function ArticleList({ items: initialItems, from: firstPage, page: initialLastPage, pages: initialPages, total: initialTotal, cataId, lang, basePath, detailPath, apiPath }: ArticleListProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState(initialItems);
  const [lastPage, setLastPage] = useState(initialLastPage);
  const [pages, setPages] = useState(initialPages);
  const [total, setTotal] = useState(initialTotal);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // The server's markup has the fallback link; once the page runs, it becomes a button.
  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (focusIndex === null) return;
    const card = listRef.current?.children[focusIndex];
    card?.querySelector<HTMLElement>('[data-article-link]')?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const href = (page: number) => listHref(basePath, cataId, page);
  const from = (firstPage - 1) * LIST_PAGE_SIZE + 1;
  const to = from + items.length - 1;
  const hasMore = lastPage < pages;

  async function loadMore() {
    if (loading) return;
    const next = lastPage + 1;
    setLoading(true);
    setFailed(false);
    try {
      const response = await publicList<ArticleVersion>(apiPath, { cataId: cataId ?? undefined, page: next, pageSize: LIST_PAGE_SIZE }, lang);
      const known = new Set(items.map((item) => item.id));
      const added = response.result.map(toCard).filter((item) => !known.has(item.id));
      setFocusIndex(added.length ? items.length : null);
      setItems([...items, ...added]);
      setLastPage(next);
      setTotal(response.pageable.totalCount);
      setPages(Math.max(1, Math.ceil(response.pageable.totalCount / LIST_PAGE_SIZE)));
      const url = new URL(window.location.href);
      url.searchParams.set('from', String(firstPage));
      url.searchParams.set('page', String(next));
      // Keep the router's entry state, so back and forward still work.
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  if (items.length === 0) return <p className="article-list__empty">{t('common.noResults')}</p>;

  return (
    <>
      <ul className="card-grid article-list" ref={listRef}>
        {items.map((item, index) => (
          <ArticleCard key={item.id} item={item} detailPath={detailPath} lang={lang} leading={index === 0} />
        ))}
      </ul>
      <p className="article-list__count" role="status">
        {failed ? t('common.loadFailed') : t('articles.showing', { from: formatNumber(from, lang), to: formatNumber(to, lang), total: formatNumber(total, lang) })}
      </p>
      {hasMore ? (
        <p className="article-list__more">
          {enhanced ? (
            <button type="button" className="button button--ghost" onClick={() => void loadMore()} aria-disabled={loading || undefined}>
              {loading ? t('common.loading') : t('common.loadMore')}
            </button>
          ) : (
            <Link className="button button--ghost" to={href(lastPage + 1)}>
              {t('common.loadMore')}
            </Link>
          )}
        </p>
      ) : null}
      <Pagination page={lastPage} pages={pages} href={href} label={t('articles.pages')} lang={lang} />
    </>
  );
}
