/** One news item; an external article shows its note and a link out instead of content. */
import { useLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ArticleDetail } from '../../components/public/ArticleDetail';
import { articleDetailMeta } from '../../lib/article-meta';
import { NEWS_PAGES } from '../../lib/article-sections';
import { loadArticleDetail } from '../../lib/articles.server';
import { usePageLang } from '../../lib/lang';
import { pageLanguage } from '../../lib/page-language.server';
import { previewMeta } from '../../lib/preview';
import { previewToken } from '../../lib/preview.server';
import type { Route } from './+types/news-detail';

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  return loadArticleDetail(context, NEWS_PAGES.key, params.id, NEWS_PAGES.detailPath, lang, previewToken(url));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [...articleDetailMeta(NEWS_PAGES, data, matches), ...previewMeta(data)];
}

export default function NewsDetail() {
  const { article, contacts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = usePageLang();
  return <ArticleDetail article={article} contacts={contacts} lang={lang} back={{ to: NEWS_PAGES.basePath, label: t('common.backTo', { section: t(`nav.${NEWS_PAGES.nav}`) }) }} />;
}
