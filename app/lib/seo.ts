/**
 * Head tags of a public page: title, description, canonical address, `hreflang` alternates for
 * every language the page exists in, Open Graph, and structured data (the page's own, then a
 * `WebPage` naming the language of what it shows).
 */
import type { MetaDescriptor } from 'react-router';
import { type Lang } from '../../contract/languages';
import { siteLanguages } from '../../contract/site-languages';
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
  /**
   * The language of the text shown, when the page shows one version of an item: another than the
   * page's when the item lacks the page's language. Left out: the canonical address's language.
   */
  contentLang?: string;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/** Plain text of rich text, shortened for a description. */
export function summary(html: string | null | undefined, length = 160): string {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/**
 * The languages a page exists in, and the one whose address is canonical: a detail page names only
 * the languages its item has (`paths`), and one asked for in a language the item lacks shows
 * another version, whose address is then the canonical one (the page's own would show that
 * version's text under another language's name).
 */
function languagesOf(site: SiteContext, page: Pick<PageSeo, 'path' | 'paths'>): { langs: readonly Lang[]; canonical: Lang } {
  const paths = page.paths;
  if (!paths) return { langs: siteLanguages().languages, canonical: site.lang };
  const langs = siteLanguages().languages.filter((lang) => paths[lang]);
  if (paths[site.lang] || langs.length === 0) return { langs, canonical: site.lang };
  return { langs, canonical: langs.find((lang) => paths[lang] === page.path) ?? langs[0]! };
}

/**
 * The `x-default` alternate's path (decision 0088): the address without a language, which serves
 * each visitor by their own signals (cookie, Accept-Language) and anyone else in the site's
 * default language. A detail page names the version in the default language, else the first of
 * its languages in picker order: never a version in a language switched off.
 */
function xDefaultPath(page: Pick<PageSeo, 'path' | 'paths'>, langs: readonly Lang[]): string {
  const paths = page.paths;
  if (!paths) return page.path;
  const lang = langs.find((candidate) => candidate === siteLanguages().defaultLang) ?? langs[0];
  return (lang && paths[lang]) ?? page.path;
}

/** The page's canonical address, as its head names it (structured data says the same). */
export function canonicalUrl(site: SiteContext, page: Pick<PageSeo, 'path' | 'paths'>): string {
  const lang = languagesOf(site, page).canonical;
  return `${site.origin}${withLang(page.paths?.[lang] ?? page.path, lang)}`;
}

export function pageMeta(site: SiteContext, page: PageSeo): MetaDescriptor[] {
  const url = (lang: Lang) => `${site.origin}${withLang(page.paths?.[lang] ?? page.path, lang)}`;
  const { langs, canonical } = languagesOf(site, page);
  const title = page.title === site.firmName ? page.title : `${page.title} | ${site.firmName}`;
  const description = page.description ?? '';
  const image = page.image ? mediaSrc(page.image, 1280) : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url(canonical) },
    ...langs.map((lang) => ({ tagName: 'link', rel: 'alternate', hrefLang: bcp47(lang), href: url(lang) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${site.origin}${xDefaultPath(page, langs)}` },
    { property: 'og:site_name', content: site.firmName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: url(canonical) },
    { property: 'og:locale', content: canonical },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) tags.push({ property: 'og:image', content: image.startsWith('http') ? image : `${site.origin}${image}` });
  if (page.jsonLd) tags.push({ 'script:ld+json': page.jsonLd });
  // The page itself, in the language of what it shows (BCP 47), which schema.org's subjects (a
  // person, the firm) cannot carry themselves.
  tags.push({
    'script:ld+json': { '@context': 'https://schema.org', '@type': 'WebPage', url: url(canonical), name: title, inLanguage: bcp47(page.contentLang ?? canonical) },
  });
  return tags;
}
