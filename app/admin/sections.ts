/** The three article sections of the back office and where their screens and calls are. */
import { CATALOG_CASES, CATALOG_NEWS } from '../../contract/catalog';

export interface ArticleSection {
  key: 'news' | 'cases' | 'honors';
  api: string;
  base: string;
  /** Public address of an item, for "view on the site". */
  publicPath: string;
  catalogType: number | null;
  titleKey: 'menu.newsList' | 'menu.casesList' | 'menu.honors';
}

export const ARTICLE_SECTIONS: Record<ArticleSection['key'], ArticleSection> = {
  news: { key: 'news', api: '/admin/latest-news', base: '/admin/articles/news', publicPath: '/news/detail', catalogType: CATALOG_NEWS, titleKey: 'menu.newsList' },
  cases: { key: 'cases', api: '/admin/case-analysis', base: '/admin/articles/cases', publicPath: '/case/detail', catalogType: CATALOG_CASES, titleKey: 'menu.casesList' },
  honors: { key: 'honors', api: '/admin/lawfirm-honour', base: '/admin/articles/honors', publicPath: '/honor/detail', catalogType: null, titleKey: 'menu.honors' },
};

export function sectionOf(pathname: string): ArticleSection {
  const key = /^\/admin\/articles\/(news|cases|honors)/.exec(pathname)?.[1] as ArticleSection['key'] | undefined;
  return ARTICLE_SECTIONS[key ?? 'news'];
}
