/** Latest news by folder, nine to a page, with page links and "Load More". */
import { useLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArticleIndex } from '../../components/public/ArticleIndex';
import { listHref } from '../../components/public/ArticleList';
import { PUBLIC_MESSAGES } from '../../i18n/i18n';
import { loadArticleList } from '../../lib/articles.server';
import { usePageLang } from '../../lib/lang';
import { pageLanguage } from '../../lib/page-language.server';
import { pageMeta } from '../../lib/seo';
import { siteContext } from '../../lib/site-context';
import articleStyles from '../../styles/articles.css?url';
import type { Route } from './+types/news';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: articleStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  return loadArticleList(context, request, 'news', lang);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  // A missing record's page shows the not-found page; its head comes from the frame.
  if (!data) return [];
  const messages = PUBLIC_MESSAGES[site.lang];
  const section = messages.nav.news;
  const parts = [data.current?.name, section].filter(Boolean).join(' | ');
  const paged = data.page > 1 ? ` – ${messages.common.page.replace('{{page}}', String(data.page)).replace('{{pages}}', String(data.pages))}` : '';
  return pageMeta(site, {
    title: `${parts}${paged}`,
    description: messages.articles.newsIntro,
    path: listHref('/news', data.cataId, data.page),
    image: data.items[0]?.coverUrl,
  });
}

export default function News() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = usePageLang();
  return (
    <ArticleIndex
      data={data}
      lang={lang}
      title={t('nav.news')}
      intro={t('articles.newsIntro')}
      folderLabel={t('articles.newsFolders')}
      basePath="/news"
      detailPath="/news/detail"
      apiPath="/user/latest-news"
    />
  );
}
