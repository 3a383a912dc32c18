/** Case analyses ("Deals") by folder, nine to a page, with page links and "Load More". */
import { useLoaderData } from 'react-router';
import { ArticleIndex } from '../../components/public/ArticleIndex';
import { articleListMeta } from '../../lib/article-meta';
import { CASE_PAGES } from '../../lib/article-sections';
import { loadArticleList } from '../../lib/articles.server';
import { usePageLang } from '../../lib/lang';
import { pageLanguage } from '../../lib/page-language.server';
import type { Route } from './+types/cases';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  return loadArticleList(context, url, CASE_PAGES.key, lang);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return articleListMeta(CASE_PAGES, data, matches);
}

export default function Cases() {
  const data = useLoaderData<typeof loader>();
  return <ArticleIndex data={data} lang={usePageLang()} section={CASE_PAGES} />;
}
