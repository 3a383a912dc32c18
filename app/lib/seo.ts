/**
 * Head tags of a public page: title, description, canonical address, `hreflang` alternates for
 * every enabled language, Open Graph, and structured data.
 */
import type { MetaDescriptor } from 'react-router';
import { CONTENT_LANGUAGES, type Lang } from '../../contract/languages';
import { bcp47 } from '../i18n/locales';
import { mediaSrc, withLang } from './urls';

export interface SiteContext {
  origin: string;
  lang: Lang;
  firmName: string;
}

export interface PageSeo {
  title: string;
  description?: string | null;
  /** The page's path without the language (`/news/detail/12`). */
  path: string;
  /** Path of the page in each language when it differs (detail pages: each version has its id). */
  paths?: Partial<Record<Lang, string>>;
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/** Plain text of rich text, shortened for a description. */
export function summary(html: string | null | undefined, length = 160): string {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

export function pageMeta(site: SiteContext, page: PageSeo): MetaDescriptor[] {
  const url = (lang: Lang) => `${site.origin}${withLang(page.paths?.[lang] ?? page.path, lang)}`;
  const title = page.title === site.firmName ? page.title : `${page.title} | ${site.firmName}`;
  const description = page.description ?? '';
  const image = page.image ? mediaSrc(page.image, 1280) : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url(site.lang) },
    ...CONTENT_LANGUAGES.map((lang) => ({ tagName: 'link', rel: 'alternate', hrefLang: bcp47(lang), href: url(lang) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${site.origin}${page.paths?.en_US ?? page.path}` },
    { property: 'og:site_name', content: site.firmName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: url(site.lang) },
    { property: 'og:locale', content: site.lang },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) tags.push({ property: 'og:image', content: image.startsWith('http') ? image : `${site.origin}${image}` });
  if (page.jsonLd) tags.push({ 'script:ld+json': page.jsonLd });
  return tags;
}
