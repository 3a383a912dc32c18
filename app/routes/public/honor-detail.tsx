/** One of the firm's honours ("Accolades"): cover, title, date and text. */
import { useLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ArticleDetail } from '../../components/public/ArticleDetail';
import { loadArticleDetail } from '../../lib/articles.server';
import { usePageLang } from '../../lib/lang';
import { pageLanguage } from '../../lib/page-language.server';
import { previewMeta } from '../../lib/preview';
import { previewToken } from '../../lib/preview.server';
import { pageMeta, summary } from '../../lib/seo';
import { siteContext } from '../../lib/site-context';
import type { Route } from './+types/honor-detail';

/** Where the honours are listed: the home page's "Accolades" section. */
const HONOURS_PATH = '/home#honours-title';

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  return loadArticleDetail(context, 'honours', params.id, '/honor/detail', lang, previewToken(url));
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  // A missing record's page shows the not-found page; its head comes from the frame.
  if (!data) return [];
  const { article, paths } = data;
  const tags = pageMeta(site, {
    title: article.title,
    description: summary(article.content),
    path: `/honor/detail/${article.id}`,
    paths,
    image: article.coverUrl,
    type: 'article',
    contentLang: article.lang,
  });
  return [...tags, ...previewMeta(data)];
}

export default function HonourDetail() {
  const { article } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = usePageLang();
  return (
    <ArticleDetail
      article={article}
      lang={lang}
      eyebrow={t('common.accolades')}
      back={{ to: HONOURS_PATH, label: t('common.backTo', { section: t('common.accolades') }) }}
    />
  );
}
