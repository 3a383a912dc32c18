/**
 * People: the firm's lawyers, filtered by job title, office, practice area and name, the four
 * combinable and kept in the address. The filters are a GET form, so the page works without
 * JavaScript; with it, a select applies at once and the name on submit, without a reload.
 */
import { useState } from 'react';
import { Link, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Lang } from '../../../contract/languages';
import { formatList, formatNumber } from '../../lib/format';
import { usePageLang } from '../../lib/lang';
import { pageLanguage } from '../../lib/page-language.server';
import { optionId, peopleFilters } from '../../lib/people.server';
import { pageMeta } from '../../lib/seo';
import { pageTranslate, siteContext } from '../../lib/site-context';
import { mediaSrc, mediaSrcSet } from '../../lib/urls';
import type { Route } from './+types/people';

const PAGE_SIZE = 12;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { lang, fromQuery } = pageLanguage(request, context.config.defaultLocale);
  const { services } = context;
  const requested = peopleFilters(url.searchParams);
  // One read of the content state for the lists and the people (kept per content version).
  const [jobs, offices, fields, people] = await Promise.all([
    services.publicLists.jobs(lang),
    services.publicLists.offices(lang),
    services.publicLists.practiceAreas(lang),
    services.peopleFinder.in(lang, { byLinks: requested.jobId !== undefined || requested.practiceAreaId !== undefined }),
  ]);
  const [jobId, officeId, practiceAreaId] = await Promise.all([
    optionId(requested.jobId, jobs, (id) => services.job.detail(id)),
    optionId(requested.officeId, offices, (id) => services.office.detail(id)),
    optionId(requested.practiceAreaId, fields, (id) => services.practiceArea.detail(id)),
  ]);
  const query = { jobId, practiceAreaId, officeIds: officeId ? [officeId] : undefined, keyword: requested.keyword, pageSize: PAGE_SIZE };
  let list = await people.page({ ...query, page: requested.page });
  const pages = Math.max(1, Math.ceil(list.totalCount / PAGE_SIZE));
  // A page past the end (an old link, a list that got shorter) shows the last one.
  const page = Math.min(requested.page, pages);
  if (page !== requested.page && list.totalCount > 0) list = await people.page({ ...query, page });

  const option = (item: { id: number; name: string }) => ({ id: item.id, name: item.name });
  return {
    lawyers: list.items,
    options: { jobs: jobs.map(option), offices: offices.map(option), fields: fields.map(option) },
    filters: { jobId, officeId, practiceAreaId, keyword: requested.keyword },
    paging: { page, pages, total: list.totalCount },
    /** The address named the language: links and the form keep naming it. */
    langInUrl: fromQuery ? lang : null,
  };
}

type Filters = Awaited<ReturnType<typeof loader>>['filters'];

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  const t = pageTranslate(matches);
  const filtered = Boolean(data && (data.filters.jobId || data.filters.officeId || data.filters.practiceAreaId || data.filters.keyword));
  const page = data?.paging.page ?? 1;
  const pageText = t('common.page', { page, pages: data?.paging.pages ?? 1 });
  return pageMeta(site, {
    title: page > 1 ? `${t('nav.people')} (${pageText})` : t('nav.people'),
    description: t('people.description', { firm: site.firmName }),
    // Filtered views are variations of the list; its pages are pages of their own.
    path: !filtered && page > 1 ? `/people?page=${page}` : '/people',
    image: data?.lawyers[0]?.photoUrl,
  });
}

/** The address of the list with these filters and page; empty values are left out. */
function listHref(filters: Filters, page: number, lang: Lang | null): string {
  const params = new URLSearchParams();
  if (filters.jobId) params.set('jobId', String(filters.jobId));
  if (filters.officeId) params.set('officeId', String(filters.officeId));
  if (filters.practiceAreaId) params.set('practiceAreaId', String(filters.practiceAreaId));
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (page > 1) params.set('page', String(page));
  if (lang) params.set('lang', lang);
  const query = params.toString();
  return query ? `/people?${query}` : '/people';
}

/** The form's values as an address: what is empty is left out, and a new search starts at page 1. */
function formHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
  }
  const query = params.toString();
  return query ? `/people?${query}` : '/people';
}

/**
 * How a tile's portrait loads by its place in the list: the first row on a phone (two tiles) holds
 * the largest image of the first screen, so it is fetched at once and ahead of the scripts; the
 * rest of a desktop's first row (four tiles) at once; the others when scrolled near.
 */
function imagePriority(index: number): { fetchPriority?: 'high'; loading?: 'lazy' } {
  if (index < 2) return { fetchPriority: 'high' };
  return index < 4 ? {} : { loading: 'lazy' };
}

function initials(name: string): string {
  const words = name.split(/[\s·・]+/).filter(Boolean);
  return words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : name.slice(0, 2);
}

export default function People() {
  const { lawyers, options, filters, paging, langInUrl } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = usePageLang();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // The name field follows the address when it changes (a link, the back button); typing edits it.
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [shownKeyword, setShownKeyword] = useState(filters.keyword);
  if (shownKeyword !== filters.keyword) {
    setShownKeyword(filters.keyword);
    setKeyword(filters.keyword ?? '');
  }

  // While a new selection loads, the selects already show it.
  const pending = navigation.location?.pathname === '/people' ? new URLSearchParams(navigation.location.search) : null;
  const selected = (name: 'jobId' | 'officeId' | 'practiceAreaId') => (pending ? (pending.get(name) ?? '') : String(filters[name] ?? ''));
  const active = Boolean(filters.jobId || filters.officeId || filters.practiceAreaId || filters.keyword);
  const clearHref = langInUrl ? `/people?lang=${langInUrl}` : '/people';

  const apply = (form: HTMLFormElement | null) => {
    if (form) void navigate(formHref(form), { preventScrollReset: true });
  };
  const selects = [
    { name: 'jobId', label: t('people.job'), all: t('common.allJobs'), items: options.jobs },
    { name: 'officeId', label: t('people.office'), all: t('common.allOffices'), items: options.offices },
    { name: 'practiceAreaId', label: t('people.practiceArea'), all: t('common.allExpertise'), items: options.fields },
  ] as const;

  return (
    <div className="page people">
      <header className="page-header">
        <h1>{t('nav.people')}</h1>
        <p>{t('people.intro')}</p>
      </header>

      <form
        className="people-filters"
        method="get"
        action="/people"
        role="search"
        aria-label={t('people.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
      >
        {langInUrl ? <input type="hidden" name="lang" value={langInUrl} /> : null}
        {selects.map((select) => (
          <div className="people-filters__field" key={select.name}>
            <label htmlFor={`people-${select.name}`}>{select.label}</label>
            <select id={`people-${select.name}`} name={select.name} value={selected(select.name)} onChange={(event) => apply(event.currentTarget.form)}>
              <option value="">{select.all}</option>
              {select.items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="people-filters__field">
          <label htmlFor="people-keyword">{t('people.keyword')}</label>
          <div className="people-filters__search">
            <input
              id="people-keyword"
              type="search"
              name="keyword"
              value={keyword}
              onChange={(event) => setKeyword(event.currentTarget.value)}
              placeholder={t('people.keywordPlaceholder')}
              maxLength={200}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="button">
              {t('common.search')}
            </button>
          </div>
        </div>
        {active ? (
          <p className="people-filters__clear">
            <Link to={clearHref} preventScrollReset>
              {t('people.clear')}
            </Link>
          </p>
        ) : null}
      </form>

      <p className="people-count" role="status">
        {t('people.results', { count: paging.total, total: formatNumber(paging.total, lang) })}
      </p>

      {lawyers.length ? (
        <ul className="people-list" aria-busy={navigation.state === 'loading' && pending !== null}>
          {lawyers.map((lawyer, index) => (
            <li key={lawyer.id} className="person-tile">
              {lawyer.photoUrl ? (
                <img
                  className="person-tile__photo"
                  src={mediaSrc(lawyer.photoUrl, 480)}
                  srcSet={mediaSrcSet(lawyer.photoUrl, [320, 480, 640])}
                  sizes="(min-width: 72rem) 17rem, (min-width: 40rem) 30vw, 45vw"
                  alt=""
                  width={480}
                  height={600}
                  {...imagePriority(index)}
                />
              ) : (
                <span className="person-tile__photo person-tile__initials" aria-hidden="true">
                  {initials(lawyer.name)}
                </span>
              )}
              <div className="person-tile__body">
                <h2 className="person-tile__name">
                  <Link to={`/people/detail/${lawyer.id}`} prefetch="intent" dir="auto">
                    {lawyer.name}
                  </Link>
                </h2>
                {lawyer.jobs.length ? <p className="person-tile__jobs">{formatList(lawyer.jobs, lang)}</p> : null}
                {lawyer.office ? <p className="person-tile__office">{lawyer.office}</p> : null}
                {lawyer.fields.length ? (
                  <p className="person-tile__fields">
                    <span className="visually-hidden">{t('people.practiceAreas')}: </span>
                    {formatList(lawyer.fields, lang)}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="people-empty">
          <p>{t('people.empty')}</p>
          <Link className="button button--ghost" to={clearHref}>
            {t('people.showAll')}
          </Link>
        </div>
      )}

      {paging.pages > 1 ? (
        <nav className="pagination" aria-label={t('people.pages')}>
          {paging.page > 1 ? (
            <Link className="button button--ghost" to={listHref(filters, paging.page - 1, langInUrl)} rel="prev">
              {t('common.previous')}
            </Link>
          ) : null}
          <span className="pagination__status" aria-current="page">
            {t('common.page', { page: formatNumber(paging.page, lang), pages: formatNumber(paging.pages, lang) })}
          </span>
          {paging.page < paging.pages ? (
            <Link className="button button--ghost" to={listHref(filters, paging.page + 1, langInUrl)} rel="next">
              {t('common.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
