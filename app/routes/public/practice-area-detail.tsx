/**
 * One practice area: its icon, name and introduction, the lawyers who practise it, the latest
 * news about it, and the previous and next areas in the firm's order. The id is a version id; the visitor sees the
 * same area in their language when it has one.
 */
import { data, Link, useLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { type Lang } from '../../../contract/languages';
import { isLang } from '../../../contract/site-languages';
import type { PracticeAreaVersion } from '../../../contract/practice-area';
import { NEW_ITEM_PREVIEW } from '../../../contract/preview-parameter';
import { ArticleCard, toCard } from '../../components/public/ArticleCard';
import { bcp47 } from '../../i18n/locales';
import { formatList } from '../../lib/format';
import { pageLanguage } from '../../lib/page-language.server';
import { previewMeta } from '../../lib/preview';
import { pagePreview, previewToken } from '../../lib/preview.server';
import { pageMeta, summary } from '../../lib/seo';
import { pageTranslate, siteContext } from '../../lib/site-context';
import { usePageLang } from '../../lib/lang';
import { mediaSrc, mediaSrcSet } from '../../lib/urls';
import { pageHtml } from '../../lib/rich-text.server';
import type { Route } from './+types/practice-area-detail';

const MAX_ID = 2_147_483_647;
const LAWYERS_SHOWN = 24;
const NEWS_SHOWN = 3;

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  const { services } = context;
  const token = previewToken(url);
  // A new area's preview has no version id yet: its page is at `new` (decision 0072).
  const id = params.id === NEW_ITEM_PREVIEW && token !== null ? NEW_ITEM_PREVIEW : /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  if (id !== NEW_ITEM_PREVIEW && (id < 1 || id > MAX_ID)) throw data(null, { status: 404 });
  // A working preview link shows the area as the link has it, counting no view (decision 0025).
  const preview = await services.previews.practiceArea(token, id);
  if (preview.state === 'valid') return { ...(await (id === NEW_ITEM_PREVIEW ? newAreaPage(context, preview.view) : areaPage(context, preview.view, lang))), preview: pagePreview(preview) };
  if (id === NEW_ITEM_PREVIEW) throw data(null, { status: 404 });
  // Otherwise the page is kept for the content version (decision 0058); each page counts its view.
  const shown = await services.keptPerVersion
    .once(`practice-area-page:${id}:${lang}`, async () => areaPage(context, await services.practiceArea.publicVersion(id, lang), lang))
    .catch((error: unknown) => {
      // The services answer an unknown id with an error whose status is 404.
      if ((error as { statusCode?: unknown } | null)?.statusCode === 404) throw data(null, { status: 404 });
      throw error;
    });
  await services.practiceArea.countPublicView(shown.field.id);
  return { ...shown, preview: pagePreview(preview) };
}

/** What a new practice area's preview shows: the area alone, with no lawyers, news or neighbours yet. */
async function newAreaPage(context: Route.LoaderArgs['context'], field: PracticeAreaVersion): Promise<Awaited<ReturnType<typeof areaPage>>> {
  const [introduce] = await pageHtml(context, [field.introduce]);
  return {
    field: { id: field.id, lang: field.lang, name: field.name, introduce, iconUrl: field.iconUrl },
    paths: {},
    lawyers: [],
    lawyerTotal: 0,
    news: [],
    prev: null,
    next: null,
  };
}

/** What the page of practice area `field` shows. */
async function areaPage(context: Route.LoaderArgs['context'], field: PracticeAreaVersion, lang: Lang) {
  const { services } = context;
  const [item, lawyers, news, turn] = await Promise.all([
    services.practiceArea.detail(field.id),
    services.lawyers.publicList({ practiceAreaId: field.id, pageSize: LAWYERS_SHOWN }, lang),
    services.news.publicList({ proFieldId: field.id, pageSize: NEWS_SHOWN }, lang),
    services.practiceArea.pageTurn(field.no, lang),
  ]);
  const [introduce] = await pageHtml(context, [field.introduce]);
  return {
    field: { id: field.id, lang: field.lang, name: field.name, introduce, iconUrl: field.iconUrl },
    paths: Object.fromEntries(item.versions.filter((v) => v.state === 'published').map((v) => [v.lang, `/expertises/detail/${v.id}`])) as Partial<Record<Lang, string>>,
    lawyers: lawyers.items.map((l) => ({ id: l.id, name: l.name, photoUrl: l.photoUrl, jobs: l.jobs.map((j) => j.name) })),
    lawyerTotal: lawyers.pageable.totalCount,
    news: news.items.map(toCard),
    prev: turn.prev,
    next: turn.next,
  };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  const t = pageTranslate(matches);
  if (!loaded) return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }];
  const tags = pageMeta(site, {
    title: loaded.field.name,
    description: summary(loaded.field.introduce) || t('practiceAreas.description'),
    path: `/expertises/detail/${loaded.field.id}`,
    paths: loaded.paths,
    contentLang: loaded.field.lang,
  });
  if (loaded.prev) tags.push({ tagName: 'link', rel: 'prev', href: `${site.origin}/expertises/detail/${loaded.prev.id}?lang=${site.lang}` });
  if (loaded.next) tags.push({ tagName: 'link', rel: 'next', href: `${site.origin}/expertises/detail/${loaded.next.id}?lang=${site.lang}` });
  return [...tags, ...previewMeta(loaded)];
}

export default function PracticeAreaDetail() {
  const { field, lawyers, lawyerTotal, news, prev, next } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = usePageLang();
  // A field without a version in the page's language shows another one, and says which.
  const contentLang = field.lang !== lang && isLang(field.lang) ? bcp47(field.lang) : undefined;
  return (
    <article className="page field-detail">
      <p className="field-detail__back">
        <Link to="/expertises" prefetch="intent">
          {t('common.backTo', { section: t('nav.expertise') })}
        </Link>
      </p>
      <header className="field-detail__header">
        {field.iconUrl ? <img src={mediaSrc(field.iconUrl)} alt="" width={72} height={72} /> : null}
        <h1 lang={contentLang}>{field.name}</h1>
      </header>
      {field.introduce ? <div className="rich-text field-detail__intro" lang={contentLang} dangerouslySetInnerHTML={{ __html: field.introduce }} /> : null}

      {lawyers.length ? (
        <section className="section" aria-labelledby="field-lawyers-title">
          <div className="section__head">
            <h2 id="field-lawyers-title">{t('common.lawyers')}</h2>
            {lawyerTotal > lawyers.length ? (
              <Link to={`/people?practiceAreaId=${field.id}`} prefetch="intent">
                {t('practiceAreas.fieldLawyers')}
              </Link>
            ) : null}
          </div>
          <ul className="field-people">
            {lawyers.map((lawyer) => (
              <li key={lawyer.id} className="field-person">
                {lawyer.photoUrl ? (
                  <img
                    src={mediaSrc(lawyer.photoUrl, 320)}
                    srcSet={mediaSrcSet(lawyer.photoUrl, [160, 320, 480])}
                    sizes="(min-width: 40rem) 12rem, 45vw"
                    alt=""
                    width={320}
                    height={400}
                    loading="lazy"
                  />
                ) : (
                  <span className="field-person__placeholder" aria-hidden="true" />
                )}
                <h3>
                  <Link to={`/people/detail/${lawyer.id}`} prefetch="intent">
                    {lawyer.name}
                  </Link>
                </h3>
                {lawyer.jobs.length ? <p className="card__meta">{formatList(lawyer.jobs, lang)}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {news.length ? (
        <section className="section" aria-labelledby="field-news-title">
          <div className="section__head">
            <h2 id="field-news-title">{t('practiceAreas.relatedNews')}</h2>
          </div>
          <ul className="card-grid">
            {news.map((item) => (
              <ArticleCard key={item.id} item={item} detailPath="/news/detail" lang={lang} headingLevel={3} />
            ))}
          </ul>
        </section>
      ) : null}

      {prev || next ? (
        <nav className="field-turn" aria-label={t('practiceAreas.fieldNavigation')}>
          {prev ? (
            <Link to={`/expertises/detail/${prev.id}`} rel="prev" className="field-turn__link field-turn__link--prev" prefetch="intent">
              <span className="field-turn__label">{t('practiceAreas.previousField')}</span>
              <span className="field-turn__name">{prev.name}</span>
            </Link>
          ) : null}
          {next ? (
            <Link to={`/expertises/detail/${next.id}`} rel="next" className="field-turn__link field-turn__link--next" prefetch="intent">
              <span className="field-turn__label">{t('practiceAreas.nextField')}</span>
              <span className="field-turn__name">{next.name}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
