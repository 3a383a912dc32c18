/**
 * The two article sections with a list page, news and case analyses ("Deals"): what differs
 * between their pages. Words are keys of the public messages.
 */
export interface ArticleSectionPages {
  /** The service and folder type behind the pages. */
  key: 'news' | 'cases';
  basePath: '/news' | '/case';
  detailPath: '/news/detail' | '/case/detail';
  /** The public API that "Load More" asks for the next page. */
  apiPath: string;
  /** The section's name, in `nav`. */
  nav: 'news' | 'deals';
  /** The list's introduction and the folder navigation's name, in `articles`. */
  intro: 'newsIntro' | 'casesIntro';
  folders: 'newsFolders' | 'casesFolders';
  /** schema.org type of a detail page. */
  schemaType: 'NewsArticle' | 'Article';
}

export const NEWS_PAGES: ArticleSectionPages = {
  key: 'news',
  basePath: '/news',
  detailPath: '/news/detail',
  apiPath: '/user/latest-news',
  nav: 'news',
  intro: 'newsIntro',
  folders: 'newsFolders',
  schemaType: 'NewsArticle',
};

export const CASE_PAGES: ArticleSectionPages = {
  key: 'cases',
  basePath: '/case',
  detailPath: '/case/detail',
  apiPath: '/user/case-analysis',
  nav: 'deals',
  intro: 'casesIntro',
  folders: 'casesFolders',
  schemaType: 'Article',
};
