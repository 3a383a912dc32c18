/**
 * What the article pages' loaders share: the list of a section by folder and page, the detail of
 * an item with the address of each language's version, and the documents.
 */
import { data, type AppLoadContext } from 'react-router';
import type { ArticleVersion } from '../../contract/article';
import type { CatalogNode } from '../../contract/catalog';
import { type Lang } from '../../contract/languages';
import { isLang } from '../../contract/site-languages';
import { DOCUMENT_NAMES, type DocumentName } from '../../contract/portal-config';
import { NEW_ITEM_PREVIEW } from '../../contract/preview-parameter';
import type { ArticleService } from '../../server/modules/article/service';
import { toCard } from '../components/public/ArticleCard';
import type { KeyContact } from '../components/public/KeyContacts';
import { LIST_PAGE_SIZE } from '../components/public/ArticleList';
import type { Folder } from '../components/public/FolderNav';
import { formatList } from './format';
import { orUndefined } from './people.server';
import { pagePreview } from './preview.server';

const CATALOG_TYPE = { news: 0, cases: 1 } as const;

/** A positive whole number from the address, or undefined when it is not one. */
function positiveInt(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

function toFolders(nodes: CatalogNode[]): Folder[] {
  return nodes.map((node) => ({ id: node.id, no: node.no, name: node.name, children: toFolders(node.childrenList) }));
}

function findFolder(folders: Folder[], match: (folder: Folder) => boolean): Folder | undefined {
  for (const folder of folders) {
    if (match(folder)) return folder;
    const below = findFolder(folder.children, match);
    if (below) return below;
  }
  return undefined;
}

/** The most pages of a list one address renders at once (`?from=1&page=20`). */
const MOST_PAGES_SHOWN = 20;

/**
 * Pages of a section's list, filtered by folder (`?cataId=`, sub-folders included) and paged
 * (`?page=`). "Load More" keeps the first page it started from in `?from=`, so the address names
 * every card shown and Back or a reload shows them all again. A folder named by another
 * language's version is found through its item; an unknown folder, a malformed page or range, or
 * a page past the end answers 404.
 */
export async function loadArticleList(context: AppLoadContext, url: URL, section: 'news' | 'cases', lang: Lang) {
  const params = url.searchParams;
  const rawPage = params.get('page');
  const rawFrom = params.get('from');
  const rawCata = params.get('cataId');
  const page = rawPage === null ? 1 : positiveInt(rawPage);
  const from = rawFrom === null ? page : positiveInt(rawFrom);
  const cataId = rawCata === null || rawCata === '' ? undefined : positiveInt(rawCata);
  if (page === undefined || from === undefined || from > page || (rawCata && cataId === undefined)) notFound();
  const first = Math.max(from, page - MOST_PAGES_SHOWN + 1);

  const service: ArticleService = context.services[section];
  const [tree, ...lists] = await Promise.all([
    context.services.catalog.tree(CATALOG_TYPE[section], lang),
    ...Array.from({ length: page - first + 1 }, (_, i) => service.publicList({ cataId, page: first + i, pageSize: LIST_PAGE_SIZE }, lang)),
  ]);
  const folders = toFolders(tree);
  let current: Folder | undefined;
  if (cataId !== undefined) {
    current = findFolder(folders, (f) => f.id === cataId);
    if (!current) {
      // Only "no such folder" is a 404: a lost connection goes on to the outage answer (503, not kept).
      const named = await orUndefined(context.services.catalog.detail(cataId, lang));
      current = named ? findFolder(folders, (f) => f.no === named.no) : undefined;
    }
    if (!current) notFound();
  }
  const total = lists[lists.length - 1]!.pageable.totalCount;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  if (page > pages) notFound();
  const seen = new Set<number>();
  return {
    folders,
    current: current ? { id: current.id, name: current.name } : null,
    // A folder named by another language's version is named by this language's from here on.
    cataId: current?.id ?? null,
    from: first,
    page,
    pages,
    total,
    // An item published between two pages' queries would show twice.
    items: lists.flatMap((list) => list.items.map(toCard)).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id))),
  };
}

/**
 * The path of the item in each language that has a version of it visitors see, for canonical and
 * hreflang addresses; only ids and languages leave the server.
 */
export async function versionPaths(service: ArticleService, no: string, base: string): Promise<Partial<Record<Lang, string>>> {
  const paths: Partial<Record<Lang, string>> = {};
  for (const version of await service.publicVersionIds(no)) if (isLang(version.lang)) paths[version.lang] = `${base}/${version.id}`;
  return paths;
}

/** The width of an article's text column (see articles.css): what its pictures are shown at. */
export const ARTICLE_COLUMN_SIZES = '(min-width: 48rem) 46rem, 100vw';

const PREVIEW_ENTITY = { news: 'news', cases: 'case', honours: 'honour' } as const;

/**
 * The item an address's id names, in the visitor's language when it has one; 404 otherwise. With
 * a working preview link for the item (`previewToken`), the item as the link shows it, counting no
 * view (decision 0025); at the id `new`, a new item's preview, and nothing without one (decision 0072). Otherwise what the page shows is kept for the content version (decision
 * 0058): a page of the item rendered again, at this address or another, reads nothing but the
 * version, and counts its view.
 */
export async function loadArticleDetail(
  context: AppLoadContext,
  section: 'news' | 'cases' | 'honours',
  rawId: string | undefined,
  base: string,
  lang: Lang,
  previewToken: string | null = null,
) {
  // A new item's preview has no version id yet: its page is at `new` (decision 0072).
  const id = rawId === NEW_ITEM_PREVIEW && previewToken !== null ? NEW_ITEM_PREVIEW : positiveInt(rawId);
  if (id === undefined) notFound();
  const service: ArticleService = context.services[section];
  const preview = await context.services.previews.article(previewToken, PREVIEW_ENTITY[section], id);
  if (preview.state === 'valid') return { ...(await articlePage(context, service, preview.view, base, lang)), preview: pagePreview(preview) };
  if (id === NEW_ITEM_PREVIEW) notFound();
  const shown = await context.services.keptPerVersion.once(`${section}-page:${id}:${lang}`, async () => {
    const article = await service.publicVersion(id, lang);
    return article ? articlePage(context, service, article, base, lang) : null;
  });
  if (!shown) notFound();
  await service.countPublicView(shown.article.id);
  return { ...shown, preview: pagePreview(preview) };
}

/** What an item's page shows of `article`: its text with the page's pictures, its key contacts, its languages' addresses. */
async function articlePage(context: AppLoadContext, service: ArticleService, article: ArticleVersion, base: string, lang: Lang) {
  const [paths, [content], contacts] = await Promise.all([
    versionPaths(service, article.no, base),
    context.services.pageImages.render([article.content ?? ''], ARTICLE_COLUMN_SIZES),
    context.services.lawyers.publicCards(article.lawyerIds, lang),
  ]);
  return {
    article: {
      id: article.id,
      lang: article.lang,
      title: article.title,
      note: article.note,
      content: pageRichText(content!),
      coverUrl: article.coverUrl,
      cataId: article.cataId,
      cataName: article.cataName,
      isLink: article.isLink,
      contentUrl: article.contentUrl,
      createTime: article.createTime,
      updateTime: article.updateTime,
    },
    contacts: contacts.map(
      (c): KeyContact => ({ id: c.id, lang: c.lang, name: c.name, photoUrl: c.photoUrl, title: formatList(c.jobs.map((j) => j.name), lang), email: c.email }),
    ),
    paths,
  };
}

/**
 * Rich text as a page shows it: wide tables scroll sideways on phones (see public.css), so each
 * can take keyboard focus to be scrolled without a mouse (WCAG 2.1.1).
 */
export function pageRichText(html: string): string {
  return html.replace(/<table(?=[\s>])(?![^>]*\btabindex=)/gi, '<table tabindex="0"');
}

export function isDocumentName(name: string | undefined): name is DocumentName {
  return (DOCUMENT_NAMES as readonly string[]).includes(name ?? '');
}
