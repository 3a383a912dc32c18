/** Head tags the article pages share: the structured data of an article. */
import type { SiteContext } from './seo';
import { mediaSrc } from './urls';

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
  const firm = matches.find((m) => m?.id === 'routes/public/layout')?.data as { firm?: { iconUrl?: string | null } } | undefined;
  const logo = absoluteMedia(site, firm?.firm?.iconUrl);
  const image = absoluteMedia(site, article.coverUrl);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: article.title.slice(0, 110),
    datePublished: article.createTime,
    dateModified: article.updateTime,
    inLanguage: article.lang.replace('_', '-'),
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
