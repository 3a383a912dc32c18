/**
 * Site search results (`/search?q=`): server-rendered from the search service, in the page's
 * language, grouped by kind with counts, filtered by kind and paged with plain links, so it works
 * without JavaScript. Not for crawlers: `noindex`, and robots.txt and the sitemap leave it out.
 * When nothing is found it offers the people directory and the practice areas.
 */
import { Link, useLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { languageName, type Lang } from '../../../contract/languages';
import { MAX_QUERY_LENGTH, SEARCH_KINDS, type SearchKind } from '../../../contract/search-limits';
import { Isolated } from '../../components/public/Isolated';
import { Pagination } from '../../components/public/Pagination';
import { bcp47 } from '../../i18n/locales';
import { formatDate, formatNumber } from '../../lib/format';
import { usePageLang } from '../../lib/lang';
import { pageLanguage } from '../../lib/page-language.server';
import { typedWords } from '../../lib/typed-words';
import { pageTranslate, siteContext } from '../../lib/site-context';
import type { Route } from './+types/search';

const PAGE_SIZE = 10;
/** Where the visitor's words go in the sentence that counts the results; they are shown isolated (`<bdi>`). */
const QUERY_MARK = '\u0000';

function isKind(value: string | null): value is SearchKind {
  return value !== null && (SEARCH_KINDS as readonly string[]).includes(value);
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { lang, fromQuery } = pageLanguage(request, context.config.defaultLocale);
  const params = url.searchParams;
  const q = typedWords(params.get('q'), MAX_QUERY_LENGTH);
  const type = params.get('type');
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const langInUrl = fromQuery ? lang : null;
  if (!q) return { q, type: null, result: null, fields: [], langInUrl };
  const result = await context.services.search.search({ q, type: isKind(type) ? type : undefined, page, pageSize: PAGE_SIZE }, lang);
  const fields = result.pageable.totalCount === 0 ? (await context.services.publicLists.practiceAreas(lang)).map((f) => ({ id: f.id, name: f.name })) : [];
  return { q, type: result.type, result, fields, langInUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  const title = pageTranslate(matches)('search.title');
  const full = data?.q ? `${title}: ${data.q}` : title;
  return [{ title: site.firmName ? `${full} | ${site.firmName}` : full }, { name: 'robots', content: 'noindex' }];
}

/** The address of these results with another kind, page or language. */
function searchHref(q: string, options: { type?: string | null; page?: number; lang?: Lang | null }): string {
  const params = new URLSearchParams({ q });
  if (options.type) params.set('type', options.type);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  if (options.lang) params.set('lang', options.lang);
  return `/search?${params.toString()}`;
}

export default function Search() {
  const { q, type, result, fields, langInUrl } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = usePageLang();
  const total = result ? result.groups.reduce((sum, g) => sum + g.count, 0) : 0;
  const pages = result ? Math.max(1, Math.ceil(result.pageable.totalCount / PAGE_SIZE)) : 1;
  const otherCount = result ? result.otherLanguages.reduce((sum, l) => sum + l.count, 0) : 0;
  const kindLabel = (kind: SearchKind) => t(`search.kind_${kind}`);

  // Results arrive grouped by kind; each group gets its heading.
  const groups: { kind: SearchKind; items: NonNullable<typeof result>['items'] }[] = [];
  for (const item of result?.items ?? []) {
    const last = groups[groups.length - 1];
    if (last?.kind === item.kind) last.items.push(item);
    else groups.push({ kind: item.kind, items: [item] });
  }

  return (
    <div className="page narrow search-page">
      <header className="page-header">
        <h1>{t('search.title')}</h1>
      </header>
      <form className="search-page__form" method="get" action="/search" role="search" aria-label={t('search.field')}>
        {langInUrl ? <input type="hidden" name="lang" value={langInUrl} /> : null}
        <label htmlFor="search-page-q" className="visually-hidden">
          {t('search.field')}
        </label>
        <input id="search-page-q" type="search" name="q" defaultValue={q} key={q} maxLength={MAX_QUERY_LENGTH} enterKeyHint="search" />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </form>

      {!result ? <p>{t('search.enterWords')}</p> : null}

      {result ? (
        <p className="search-page__count" role="status">
          <Isolated text={total > 0 ? t('search.results', { count: total, query: QUERY_MARK, total: formatNumber(total, lang) }) : t('search.noResults', { query: QUERY_MARK })} mark={QUERY_MARK} value={q} />
        </p>
      ) : null}

      {result && result.groups.length > 0 ? (
        <nav className="search-page__kinds" aria-label={t('search.kinds')}>
          <ul>
            <li>
              <Link to={searchHref(q, { lang: langInUrl })} aria-current={type === null ? 'page' : undefined}>
                {t('search.all')} ({formatNumber(total, lang)})
              </Link>
            </li>
            {result.groups.map((g) => (
              <li key={g.kind}>
                <Link to={searchHref(q, { type: g.kind, lang: langInUrl })} aria-current={type === g.kind ? 'page' : undefined}>
                  {kindLabel(g.kind)} ({formatNumber(g.count, lang)})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {groups.map((group) => (
        <section key={group.kind} className="search-page__group" aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`}>
            {kindLabel(group.kind)} <span className="search-page__group-count">({formatNumber(result?.groups.find((g) => g.kind === group.kind)?.count ?? 0, lang)})</span>
          </h2>
          <ol className="search-results">
            {group.items.map((item) => (
              <li key={item.link} className="search-result">
                {/* The service escapes every text; its only markup is <mark>. */}
                <h3>
                  <Link to={item.link} dir="auto" dangerouslySetInnerHTML={{ __html: item.titleHtml }} />
                </h3>
                {item.date ? (
                  <p className="search-result__date">
                    <time dateTime={item.date}>{formatDate(item.date, lang)}</time>
                  </p>
                ) : null}
                {item.snippet ? <p className="search-result__snippet" dangerouslySetInnerHTML={{ __html: item.snippet }} /> : null}
              </li>
            ))}
          </ol>
        </section>
      ))}

      {result ? <Pagination page={result.pageable.pageNo} pages={pages} href={(n) => searchHref(q, { type, page: n, lang: langInUrl })} label={t('search.pagination')} lang={lang} /> : null}

      {result && otherCount > 0 ? (
        <p className="search-page__other">
          {t('search.otherLanguages', { count: otherCount, total: formatNumber(otherCount, lang) })}{' '}
          {result.otherLanguages.map((other, index) => (
            <span key={other.lang}>
              {index > 0 ? ' · ' : null}
              <a href={searchHref(q, { lang: other.lang })} hrefLang={bcp47(other.lang)} lang={bcp47(other.lang)}>
                {languageName(other.lang)} ({formatNumber(other.count, lang)})
              </a>
            </span>
          ))}
        </p>
      ) : null}

      {result && total === 0 ? (
        <div className="search-page__none">
          <p>
            <Link to={langInUrl ? `/people?lang=${langInUrl}` : '/people'}>{t('search.tryPeople')}</Link>
          </p>
          {fields.length ? (
            <>
              <p>{t('search.tryPracticeAreas')}</p>
              <ul className="search-page__fields">
                {fields.map((field) => (
                  <li key={field.id}>
                    <Link to={`/expertises/detail/${field.id}`}>{field.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
