/** Latest news by folder, nine to a page, with page links and "Load More". */
import { useLoaderData } from 'react-router';
import { ArticleIndex } from '../../components/public/ArticleIndex';
import { articleListMeta } from '../../lib/article-meta';
import { NEWS_PAGES } from '../../lib/article-sections';
import { loadArticleList } from '../../lib/articles.server';
import { usePageLang } from '../../lib/lang';
import { pageLanguage } from '../../lib/page-language.server';
import type { Route } from './+types/news';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  return loadArticleList(context, url, NEWS_PAGES.key, lang);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return articleListMeta(NEWS_PAGES, data, matches);
}

export default function News() {
  const data = useLoaderData<typeof loader>();
  return <ArticleIndex data={data} lang={usePageLang()} section={NEWS_PAGES} />;
}
