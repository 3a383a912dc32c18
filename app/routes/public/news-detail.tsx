/** One news item; an external article shows its note and a link out instead of content. */
import { useLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArticleDetail } from '../../components/public/ArticleDetail';
import { articleJsonLd } from '../../lib/article-meta';
import { loadArticleDetail } from '../../lib/articles.server';
import { usePageLang } from '../../lib/lang';
import { pageLanguage } from '../../lib/page-language.server';
import { pageMeta, summary } from '../../lib/seo';
import { siteContext } from '../../lib/site-context';
import { withLang } from '../../lib/urls';
import articleStyles from '../../styles/articles.css?url';
import type { Route } from './+types/news-detail';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: articleStyles }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  return loadArticleDetail(context, 'news', params.id, '/news/detail', lang);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  // A missing record's page shows the not-found page; its head comes from the frame.
  if (!data) return [];
  const { article, paths } = data;
  const path = `/news/detail/${article.id}`;
  return pageMeta(site, {
    title: article.title,
    description: article.note || summary(article.content),
    path,
    paths,
    image: article.coverUrl,
    type: 'article',
    jsonLd: articleJsonLd(site, matches, 'NewsArticle', article, `${site.origin}${withLang(paths[site.lang] ?? path, site.lang)}`),
  });
}

export default function NewsDetail() {
  const { article } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = usePageLang();
  return <ArticleDetail article={article} lang={lang} back={{ to: '/news', label: t('common.backTo', { section: t('nav.news') }) }} />;
}
