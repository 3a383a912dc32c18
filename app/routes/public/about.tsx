/**
 * About the firm: its introduction and the counts it shows, its advantages, the office
 * environment, the offices, and how to reach it.
 */
import { useLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { pageLanguage } from '../../lib/page-language.server';
import { siteLanguages } from '../../../contract/site-languages';
import { bcp47 } from '../../i18n/locales';
import { pageMeta, summary } from '../../lib/seo';
import { pageTranslate, siteContext } from '../../lib/site-context';
import { mediaSrc, mediaSrcSet } from '../../lib/urls';
import { ContactList } from '../../components/public/ContactList';
import { otherLang, usePageLang } from '../../lib/lang';
import { pageHtml } from '../../lib/rich-text.server';
import type { Route } from './+types/about';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  const { services } = context;
  const [firm, offices] = await Promise.all([services.siteFrame.portalConfig(lang), services.publicLists.offices(lang)]);
  const [introduce, ...advantageContents] = await pageHtml(context, [firm?.introduce, ...(firm?.advantagesList ?? []).map((a) => a.content)]);
  return {
    firm: firm
      ? {
          name: firm.name,
          lang: firm.lang,
          iconUrl: firm.iconUrl,
          introduce,
          address: firm.address,
          tel: firm.tel,
          email: firm.email,
          counts: [
            firm.isLawyerCountVisible ? { key: 'lawyers', value: firm.lawyerCount } : null,
            firm.isTotalPeopleVisible ? { key: 'people', value: firm.totalPeople } : null,
            firm.isBranchCountVisible ? { key: 'offices', value: firm.branchCount } : null,
          ].filter((c) => c !== null),
          advantages: firm.advantagesList.map((a, index) => ({ title: a.title, content: advantageContents[index] ?? null })),
          environments: firm.environmentList,
        }
      : null,
    offices: offices.map((o) => ({ id: o.id, name: o.name, address: o.address, tel: o.tel })),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  const firm = data?.firm;
  const absolute = (path: string | undefined) => (path && !path.startsWith('http') ? `${site.origin}${path}` : path);
  return pageMeta(site, {
    title: pageTranslate(matches)('nav.about'),
    description: summary(firm?.introduce),
    path: '/about',
    image: firm?.environments[0]?.coverUrl,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      name: site.firmName,
      url: `${site.origin}/home`,
      ...(firm?.introduce ? { description: summary(firm.introduce, 300) } : {}),
      ...(firm?.address ? { address: firm.address } : {}),
      ...(firm?.tel ? { telephone: firm.tel } : {}),
      ...(firm?.email ? { email: firm.email } : {}),
      // The firm answers in the languages it publishes in (BCP 47, picker order).
      ...(firm?.tel || firm?.email
        ? {
            contactPoint: {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              ...(firm.tel ? { telephone: firm.tel } : {}),
              ...(firm.email ? { email: firm.email } : {}),
              availableLanguage: siteLanguages().languages.map((lang) => bcp47(lang)),
            },
          }
        : {}),
      ...(firm?.iconUrl ? { logo: absolute(mediaSrc(firm.iconUrl)) } : {}),
      ...(firm?.environments[0] ? { image: absolute(mediaSrc(firm.environments[0].coverUrl, 1280)) } : {}),
    },
  });
}

export default function About() {
  const { firm, offices } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = usePageLang();
  // The firm's words come from another language when the page's has none (its settings' fallback).
  const firmLang = firm ? otherLang(firm.lang, lang) : undefined;
  const countLabel = { lawyers: t('common.lawyers'), people: t('about.people'), offices: t('common.offices') } as const;

  return (
    <div className="page about">
      <header className="page-header">
        {firm?.name ? <p className="eyebrow" lang={firmLang}>{firm.name}</p> : null}
        <h1>{t('nav.about')}</h1>
      </header>

      {firm?.introduce || firm?.counts.length ? (
        <div className="about-intro">
          {firm.introduce ? <div className="rich-text" lang={firmLang} dangerouslySetInnerHTML={{ __html: firm.introduce }} /> : null}
          {firm.counts.length ? (
            <section aria-labelledby="figures-title">
              <h2 id="figures-title" className="visually-hidden">
                {t('about.figures')}
              </h2>
              <dl className="firm-counts">
                {firm.counts.map((count) => (
                  <div key={count.key}>
                    <dt>{countLabel[count.key as keyof typeof countLabel]}</dt>
                    <dd>{formatNumber(count.value, lang)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      ) : null}

      {firm?.advantages.length ? (
        <section className="section" aria-labelledby="advantages-title">
          <h2 id="advantages-title">{t('common.advantages')}</h2>
          <ol className="advantages">
            {firm.advantages.map((advantage, index) => (
              <li key={index} className="advantage">
                <span className="advantage__number" aria-hidden="true">
                  {formatNumber(index + 1, lang).padStart(2, '0')}
                </span>
                <h3 lang={firmLang}>{advantage.title}</h3>
                {advantage.content ? <div className="rich-text" lang={firmLang} dangerouslySetInnerHTML={{ __html: advantage.content }} /> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {firm?.environments.length ? (
        <section className="section" aria-labelledby="environment-title">
          <h2 id="environment-title">{t('common.environment')}</h2>
          <ul className="gallery">
            {firm.environments.map((photo, index) => (
              <li key={index}>
                <figure>
                  <img
                    src={mediaSrc(photo.coverUrl, 960)}
                    srcSet={mediaSrcSet(photo.coverUrl, [480, 640, 960, 1280])}
                    sizes="(min-width: 72rem) 35rem, (min-width: 52rem) 50vw, 100vw"
                    // The caption below names the photo; the same words as its text would be read twice.
                    alt=""
                    width={960}
                    height={640}
                    loading="lazy"
                  />
                  <figcaption lang={firmLang}>{photo.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {offices.length ? (
        <section className="section" aria-labelledby="offices-title">
          <h2 id="offices-title">{t('common.offices')}</h2>
          <ul className="offices">
            {offices.map((office) => (
              <li key={office.id} className="office">
                <h3>{office.name}</h3>
                <ContactList address={office.address} tel={office.tel} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {firm && (firm.address || firm.tel || firm.email) ? (
        <section className="section firm-contact" aria-labelledby="contact-title">
          <h2 id="contact-title">{t('nav.contact')}</h2>
          <ContactList address={firm.address} tel={firm.tel} email={firm.email} />
        </section>
      ) : null}
    </div>
  );
}
