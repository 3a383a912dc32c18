/** The body of the news and case lists: heading, folder navigation, cards, paging. */
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Lang } from '../../../contract/languages';
import type { ArticleSectionPages } from '../../lib/article-sections';
import { formatNumber } from '../../lib/format';
import { ArticleList } from './ArticleList';
import type { ArticleCardData } from './ArticleCard';
import { FolderNav, type Folder } from './FolderNav';

export interface ArticleIndexData {
  folders: Folder[];
  current: { id: number; name: string } | null;
  cataId: number | null;
  /** The first page shown; `page` is the last. */
  from: number;
  page: number;
  pages: number;
  total: number;
  items: ArticleCardData[];
}

export function ArticleIndex({ data, lang, section }: { data: ArticleIndexData; lang: Lang; section: ArticleSectionPages }) {
  const { t } = useTranslation();
  const title = t(`nav.${section.nav}`);
  // Every navigation (a folder, a page link, back and forward) starts the list afresh from the
  // server's pages; "Load More" changes the address without navigating, so it keeps its items.
  const { key } = useLocation();
  return (
    <div className="page article-index">
      <header className="page-header">
        {data.current ? <p className="eyebrow">{title}</p> : null}
        <h1>
          {data.current ? data.current.name : title}
          {data.page > 1 ? <span className="visually-hidden">, {t('common.page', { page: formatNumber(data.page, lang), pages: formatNumber(data.pages, lang) })}</span> : null}
        </h1>
        <p>{t(`articles.${section.intro}`)}</p>
      </header>
      <div className="article-index__body">
        <FolderNav folders={data.folders} currentId={data.current?.id ?? null} basePath={section.basePath} label={t(`articles.${section.folders}`)} allLabel={t('articles.all')} />
        <div className="article-index__list">
          <ArticleList
            key={key}
            items={data.items}
            from={data.from}
            page={data.page}
            pages={data.pages}
            total={data.total}
            cataId={data.cataId}
            lang={lang}
            basePath={section.basePath}
            detailPath={section.detailPath}
            apiPath={section.apiPath}
          />
        </div>
      </div>
    </div>
  );
}
