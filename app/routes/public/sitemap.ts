/**
 * `/sitemap.xml`: every public page in every language, as absolute addresses with `?lang=`, each
 * with its `hreflang` alternates. Static pages exist in every language; a detail page exists once
 * per language version of its item. Built with a fixed number of queries, however much
 * content there is. The page cache keeps one copy for every visitor (page-cache-keys.ts).
 */
import { type Lang } from '../../../contract/languages';
import { siteLanguages, isLang } from '../../../contract/site-languages';
import { bcp47 } from '../../i18n/locales';
import { withLang } from '../../lib/urls';
import { resourceUnlessDatabaseUnavailable } from '../../lib/database-outage.server';
import type { Route } from './+types/sitemap';

const STATIC_PATHS = ['/home', '/about', '/expertises', '/people', '/news', '/case', '/docs/privacy', '/docs/terms', '/docs/disclaimer'];

interface VersionEntry {
  id: number;
  no: string;
  lang: string;
  updateTime: string | null;
}

interface SitemapUrl {
  loc: string;
  lastmod?: string | null | undefined;
  alternates: { hreflang: string; href: string }[];
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function staticUrls(origin: string, lastmod: (path: string, lang: Lang) => string | null | undefined): SitemapUrl[] {
  return STATIC_PATHS.flatMap((path) => {
    const alternates = [
      ...siteLanguages().languages.map((lang) => ({ hreflang: bcp47(lang), href: `${origin}${withLang(path, lang)}` })),
      { hreflang: 'x-default', href: `${origin}${path}` },
    ];
    return siteLanguages().languages.map((lang) => ({ loc: `${origin}${withLang(path, lang)}`, lastmod: lastmod(path, lang), alternates }));
  });
}

/** One address per language version; the versions of an item are each other's alternates. */
function detailUrls(origin: string, base: string, versions: VersionEntry[]): SitemapUrl[] {
  const items = new Map<string, (VersionEntry & { lang: Lang })[]>();
  for (const version of versions) {
    if (!isLang(version.lang)) continue;
    items.set(version.no, [...(items.get(version.no) ?? []), { ...version, lang: version.lang }]);
  }
  return [...items.values()].flatMap((item) => {
    const ordered = siteLanguages().languages.flatMap((lang) => item.filter((v) => v.lang === lang));
    // The address without a language, of the default language's version if the item has one (decision 0088).
    const fallback = ordered.find((v) => v.lang === siteLanguages().defaultLang) ?? ordered[0]!;
    const alternates = [
      ...ordered.map((v) => ({ hreflang: bcp47(v.lang), href: `${origin}${withLang(`${base}/${v.id}`, v.lang)}` })),
      { hreflang: 'x-default', href: `${origin}${base}/${fallback.id}` },
    ];
    return ordered.map((v) => ({ loc: `${origin}${withLang(`${base}/${v.id}`, v.lang)}`, lastmod: v.updateTime, alternates }));
  });
}

function render(urls: SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    lines.push('  <url>', `    <loc>${escapeXml(url.loc)}</loc>`);
    if (url.lastmod) lines.push(`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    for (const alternate of url.alternates) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

async function answer({ context }: Route.LoaderArgs) {
  const { services, config } = context;
  const origin = config.publicOrigin.replace(/\/+$/, '');
  const [firmRecords, fieldLists, news, cases, honours, lawyers] = await Promise.all([
    Promise.all(siteLanguages().languages.map((lang) => services.portalConfig.forEdit(lang))),
    Promise.all(siteLanguages().languages.map((lang) => services.practiceArea.listIn(lang))),
    services.news.versionIndex(),
    services.cases.versionIndex(),
    services.honours.versionIndex(),
    services.lawyers.versionIndex(),
  ]);
  // The documents live in the firm's record of each language: its update time is theirs.
  const firmUpdated = new Map(firmRecords.map((record) => [record.lang, record.updateTime]));
  const urls = [
    ...staticUrls(origin, (path, lang) => (path.startsWith('/docs/') ? firmUpdated.get(lang) : null)),
    ...detailUrls(origin, '/expertises/detail', fieldLists.flat()),
    ...detailUrls(origin, '/people/detail', lawyers),
    ...detailUrls(origin, '/news/detail', news),
    ...detailUrls(origin, '/case/detail', cases),
    ...detailUrls(origin, '/honor/detail', honours),
  ];
  // No Cache-Control of its own: kept by the page cache and shared caches as a page is, with the
  // tags of what it read, so a publish or an unpublish reaches it as it reaches the pages it lists
  // (decision 0098).
  return new Response(render(urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}

export function loader(args: Route.LoaderArgs) {
  return resourceUnlessDatabaseUnavailable(() => answer(args));
}
