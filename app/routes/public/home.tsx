/**
 * Home: banners, the firm's introduction and the counts it shows, practice areas, featured
 * lawyers, latest news and honours.
 */
import { Link, useLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatNumber } from '../../lib/format';
import { pageLanguage } from '../../lib/page-language.server';
import { previewMeta } from '../../lib/preview';
import { pagePreview, previewToken } from '../../lib/preview.server';
import { pageMeta, summary } from '../../lib/seo';
import { siteContext } from '../../lib/site-context';
import { mediaSrc, mediaSrcSet } from '../../lib/urls';
import { otherLang, usePageLang } from '../../lib/lang';
import { pageHtml } from '../../lib/rich-text.server';
import type { Route } from './+types/home';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  const { services } = context;
  const [stored, preview, firm, fields, lawyers, news, honours] = await Promise.all([
    services.banner.publicList(lang),
    services.previews.banner(previewToken(url)),
    services.siteFrame.portalConfig(lang),
    services.publicLists.practiceAreas(lang),
    services.lawyers.publicList({ pageSize: 4 }, lang),
    services.news.publicList({ pageSize: 3 }, lang),
    services.honours.publicList({ pageSize: 3 }, lang),
  ]);
  // A banner's preview link shows it in its place, or first when visitors do not see it yet (decision 0025).
  const previewed = preview.state === 'valid' ? preview.view : null;
  const banners = !previewed
    ? stored
    : stored.some((b) => b.no === previewed.no)
      ? stored.map((b) => (b.no === previewed.no ? previewed : b))
      : [previewed, ...stored];
  const [introduce] = await pageHtml(context, [firm?.introduce]);
  return {
    preview: pagePreview(preview),
    banners,
    firm: firm
      ? {
          name: firm.name,
          lang: firm.lang,
          introduce,
          counts: [
            firm.isLawyerCountVisible ? { key: 'lawyers', value: firm.lawyerCount } : null,
            firm.isTotalPeopleVisible ? { key: 'people', value: firm.totalPeople } : null,
            firm.isBranchCountVisible ? { key: 'offices', value: firm.branchCount } : null,
          ].filter((c) => c !== null),
        }
      : null,
    fields,
    lawyers: lawyers.items,
    news: news.items,
    honours: honours.items,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  const tags = pageMeta(site, {
    title: site.firmName,
    description: summary(data?.firm?.introduce),
    path: '/home',
    image: data?.banners[0]?.imgPath,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      name: site.firmName,
      url: `${site.origin}/home`,
      description: summary(data?.firm?.introduce, 300),
    },
  });
  return [...tags, ...previewMeta(data)];
}

export default function Home() {
  const { banners, firm, fields, lawyers, news, honours } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = usePageLang();
  const [hero, ...moreBanners] = banners;
  const countLabel = { lawyers: t('common.lawyers'), people: t('home.people'), offices: t('common.offices') } as const;

  return (
    <>
      {hero ? (
        <section className="hero" aria-labelledby="hero-title">
          <img
            className="hero__image"
            src={mediaSrc(hero.imgPath, 1280)}
            srcSet={mediaSrcSet(hero.imgPath, [640, 960, 1280, 1920])}
            sizes="100vw"
            alt=""
            width={1920}
            height={720}
            fetchPriority="high"
          />
          <div className="hero__text">
            <h1 id="hero-title">{hero.title || firm?.name}</h1>
            {hero.subTitle ? <p>{hero.subTitle}</p> : null}
            {hero.linkUrl ? (
              <Link className="button" to={hero.linkUrl} prefetch="intent">
                {t('common.readMore')}
                {/* "Read More" alone does not say where it leads, to a screen reader or a search engine. */}
                <span className="visually-hidden">: {hero.title || firm?.name}</span>
              </Link>
            ) : null}
          </div>
        </section>
      ) : (
        <h1 className="visually-hidden">{firm?.name}</h1>
      )}

      <div className="page">
        {firm ? (
          <section className="section intro" aria-labelledby="intro-title">
            <div>
              <p className="eyebrow">{t('nav.about')}</p>
              <h2 id="intro-title" lang={otherLang(firm.lang, lang)}>{firm.name}</h2>
              <div className="rich-text" lang={otherLang(firm.lang, lang)} dangerouslySetInnerHTML={{ __html: firm.introduce ?? '' }} />
              <Link to="/about" prefetch="intent">
                {t('common.readMore')}
                <span className="visually-hidden">: {t('nav.about')}</span>
              </Link>
            </div>
            {firm.counts.length ? (
              <dl className="counts">
                {firm.counts.map((count) => (
                  <div key={count.key}>
                    <dt>{countLabel[count.key as keyof typeof countLabel]}</dt>
                    <dd>{formatNumber(count.value, lang)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </section>
        ) : null}

        {fields.length ? (
          <section className="section" aria-labelledby="fields-title">
            <div className="section__head">
              <h2 id="fields-title">{t('nav.expertise')}</h2>
              <Link to="/expertises" prefetch="intent">{t('common.viewAll')}</Link>
            </div>
            <ul className="field-grid">
              {fields.map((field) => (
                <li key={field.id}>
                  <Link to={`/expertises/detail/${field.id}`} prefetch="intent" className="field-tile">
                    {field.iconUrl ? <img src={mediaSrc(field.iconUrl)} alt="" width={48} height={48} loading="lazy" /> : null}
                    <span>{field.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {lawyers.length ? (
          <section className="section" aria-labelledby="people-title">
            <div className="section__head">
              <h2 id="people-title">{t('nav.people')}</h2>
              <Link to="/people" prefetch="intent">{t('common.viewAll')}</Link>
            </div>
            <ul className="people-grid">
              {lawyers.map((lawyer) => (
                <li key={lawyer.id} className="person-card">
                  <img src={mediaSrc(lawyer.photoUrl, 480)} alt="" width={480} height={600} loading="lazy" />
                  <h3>
                    <Link to={`/people/detail/${lawyer.id}`} prefetch="intent" dir="auto">{lawyer.name}</Link>
                  </h3>
                  <p className="card__meta">{[lawyer.jobs.map((j) => j.name).join(', '), lawyer.office?.name].filter(Boolean).join(' · ')}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {news.length ? (
          <section className="section" aria-labelledby="news-title">
            <div className="section__head">
              <h2 id="news-title">{t('nav.news')}</h2>
              <Link to="/news" prefetch="intent">{t('common.viewAll')}</Link>
            </div>
            <ul className="card-grid">
              {news.map((item) => (
                <li key={item.id} className="card">
                  <img className="card__media" src={mediaSrc(item.coverUrl, 640)} alt="" width={640} height={360} loading="lazy" />
                  <div className="card__body">
                    <p className="card__meta">
                      <time dateTime={item.createTime}>{formatDate(item.createTime, lang)}</time>
                    </p>
                    <h3 className="card__title">
                      <Link to={`/news/detail/${item.id}`} prefetch="intent">{item.title}</Link>
                    </h3>
                    {item.note ? <p className="card__text">{item.note}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {honours.length ? (
          <section className="section" aria-labelledby="honours-title">
            <div className="section__head">
              <h2 id="honours-title">{t('common.accolades')}</h2>
            </div>
            <ul className="honour-list">
              {honours.map((honour) => (
                <li key={honour.id}>
                  <img src={mediaSrc(honour.coverUrl, 320)} alt="" width={320} height={180} loading="lazy" />
                  <div>
                    <h3>
                      <Link to={`/honor/detail/${honour.id}`} prefetch="intent">{honour.title}</Link>
                    </h3>
                    <p className="card__meta">
                      <time dateTime={honour.createTime}>{formatDate(honour.createTime, lang)}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {moreBanners.length ? (
          <section className="section banner-strip" aria-label={t('common.readMore')}>
            {moreBanners.map((banner) => (
              <Link key={banner.id} to={banner.linkUrl || '/home'} className="banner-tile" prefetch="intent">
                <img src={mediaSrc(banner.imgPath, 960)} alt="" width={960} height={360} loading="lazy" />
                <span>
                  <strong>{banner.title}</strong>
                  {banner.subTitle ? <small>{banner.subTitle}</small> : null}
                </span>
              </Link>
            ))}
          </section>
        ) : null}
      </div>
    </>
  );
}
