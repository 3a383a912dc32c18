/** The firm's documents: privacy policy, terms and conditions, disclaimer. */
import { data, useLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { isLang } from '../../../contract/site-languages';
import { bcp47 } from '../../i18n/locales';
import { isDocumentName } from '../../lib/articles.server';
import { formatDate } from '../../lib/format';
import { usePageLang } from '../../lib/lang';
import { pageLanguage } from '../../lib/page-language.server';
import { pageMeta, summary } from '../../lib/seo';
import { pageTranslate, siteContext } from '../../lib/site-context';
import { pageHtml } from '../../lib/rich-text.server';
import type { Route } from './+types/document';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  const name = params.name;
  if (!isDocumentName(name)) throw data(null, { status: 404 });
  const found = await context.services.portalConfig.document(name, lang);
  if (!found?.content.replace(/<[^>]*>/g, '').trim()) throw data(null, { status: 404 });
  const [content] = await pageHtml(context, [found.content]);
  return { name, lang: found.lang, content: content ?? '', updateTime: found.updateTime };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  // A missing record's page shows the not-found page; its head comes from the frame.
  if (!loaded) return [];
  return pageMeta(site, {
    title: pageTranslate(matches)(`common.${loaded.name}`),
    description: summary(loaded.content),
    path: `/docs/${loaded.name}`,
  });
}

export default function Document() {
  const doc = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = usePageLang();
  // Shown in another language when the page's has none: screen readers switch voice.
  const contentLang = doc.lang !== lang && isLang(doc.lang) ? bcp47(doc.lang) : undefined;
  return (
    <article className="page narrow document-page">
      <header className="page-header">
        <h1>{t(`common.${doc.name}`)}</h1>
        <p className="article__meta">
          {t('articles.lastUpdated')} <time dateTime={doc.updateTime}>{formatDate(doc.updateTime, lang)}</time>
        </p>
      </header>
      <div className="rich-text" lang={contentLang} dangerouslySetInnerHTML={{ __html: doc.content }} />
    </article>
  );
}
