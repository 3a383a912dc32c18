/**
 * Links to the pages of a list: previous, the page numbers (with gaps on long lists), next, and
 * where the visitor is. Plain links, so paging works without JavaScript.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Lang } from '../../../contract/languages';
import { formatNumber } from '../../lib/format';

/** The page numbers to offer: all of a short list; else the ends and the neighbours of `page`. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const wanted = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of wanted) {
    const last = result[result.length - 1];
    if (typeof last === 'number' && n - last > 1) result.push(n - last === 2 ? n - 1 : null);
    result.push(n);
  }
  return result;
}

export function Pagination({ page, pages, href, label, lang }: { page: number; pages: number; href: (page: number) => string; label: string; lang: Lang }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="pagination__step" to={href(page - 1)} rel="prev">
          <span aria-hidden="true" className="pointing">←</span> {t('common.previous')}
        </Link>
      ) : null}
      <ul className="pagination__pages">
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('common.page', { page: formatNumber(n, lang), pages: formatNumber(pages, lang) })}>
                {formatNumber(n, lang)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link className="pagination__step" to={href(page + 1)} rel="next">
          {t('common.next')} <span aria-hidden="true" className="pointing">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
