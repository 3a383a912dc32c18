/** Head tags the article pages share: list and detail pages of a section, an article's structured data. */
import type { MetaDescriptor } from 'react-router';
import type { Lang } from '../../contract/languages';
import { bcp47Of } from '../../contract/locale-catalogue';
import type { ArticleIndexData } from '../components/public/ArticleIndex';
import type { ArticleSectionPages } from './article-sections';
import { PUBLIC_FRAME } from './public-frame';
import { canonicalUrl, pageMeta, summary, type SiteContext } from './seo';
import { pageTranslate, siteContext } from './site-context';
import { listHref, mediaSrc } from './urls';

interface MatchLike {
  id: string;
  data?: unknown;
}

/** An absolute address of an uploaded picture (or an external one as it is). */
export function absoluteMedia(site: SiteContext, value: string | null | undefined): string | undefined {
  const src = mediaSrc(value, 1280);
  if (!src) return undefined;
  return /^https?:\/\//i.test(src) ? src : `${site.origin}${src}`;
}

/** schema.org NewsArticle (or Article) of a detail page, published by the firm. */
export function articleJsonLd(
  site: SiteContext,
  matches: readonly (MatchLike | undefined)[],
  type: 'NewsArticle' | 'Article',
  article: { title: string; createTime: string; updateTime: string; coverUrl: string; lang: string; note?: string | null },
  url: string,
): Record<string, unknown> {
  const firm = matches.find((m) => m?.id === PUBLIC_FRAME)?.data as { firm?: { iconUrl?: string | null } } | undefined;
  const logo = absoluteMedia(site, firm?.firm?.iconUrl);
  const image = absoluteMedia(site, article.coverUrl);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: article.title.slice(0, 110),
    datePublished: article.createTime,
    dateModified: article.updateTime,
    inLanguage: bcp47Of(article.lang),
    mainEntityOfPage: url,
    ...(image ? { image: [image] } : {}),
    ...(article.note ? { description: article.note } : {}),
    publisher: {
      '@type': 'LegalService',
      name: site.firmName,
      url: `${site.origin}/home`,
      ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}),
    },
  };
}

interface ArticleDetailHead {
  article: { id: number; title: string; note: string | null; content: string; createTime: string; updateTime: string; coverUrl: string; lang: string };
  paths: Partial<Record<Lang, string>>;
}

/** A section's list: the folder, the section and, past the first, the page in the title. */
export function articleListMeta(section: ArticleSectionPages, data: ArticleIndexData | undefined, matches: readonly (MatchLike | undefined)[]): MetaDescriptor[] {
  const site = siteContext(matches);
  // A missing record's page shows the not-found page; its head comes from the frame.
  if (!data) return [];
  const t = pageTranslate(matches);
  const parts = [data.current?.name, t(`nav.${section.nav}`)].filter(Boolean).join(' | ');
  const paged = data.page > 1 ? ` – ${t('common.page', { page: data.page, pages: data.pages })}` : '';
  return pageMeta(site, {
    title: `${parts}${paged}`,
    description: t(`articles.${section.intro}`),
    path: listHref(section.basePath, data.cataId, data.page),
    image: data.items[0]?.coverUrl,
  });
}

/** One article of a section, with its address in each language and its structured data. */
export function articleDetailMeta(section: ArticleSectionPages, data: ArticleDetailHead | undefined, matches: readonly (MatchLike | undefined)[]): MetaDescriptor[] {
  const site = siteContext(matches);
  // A missing record's page shows the not-found page; its head comes from the frame.
  if (!data) return [];
  const { article, paths } = data;
  const path = `${section.detailPath}/${article.id}`;
  return pageMeta(site, {
    title: article.title,
    description: article.note || summary(article.content),
    path,
    paths,
    image: article.coverUrl,
    type: 'article',
    contentLang: article.lang,
    jsonLd: articleJsonLd(site, matches, section.schemaType, article, canonicalUrl(site, { path, paths })),
  });
}
