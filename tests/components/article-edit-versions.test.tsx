/**
 * The news edit screen on a site with more than ten languages: it loads every version of the
 * item, so no written language's tab reads "missing" (a save of one would add it again: 409).
 */
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AdminArticleVersion } from '../../contract/article';
import type { Lang } from '../../contract/languages';
import { bcp47Of } from '../../contract/locale-catalogue';
import { DEFAULT_PAGE_SIZE } from '../../contract/paging';
import { setSiteLanguages, siteLanguages } from '../../contract/site-languages';
import ArticleEdit from '../../app/routes/admin/articles/edit';
import { renderAdminScreen } from './render';

const LANGS: Lang[] = ['de_DE', 'en_US', 'zh_CN', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'pl_PL', 'pt_PT', 'ja_JP', 'ko_KR', 'ar_SA'];
const NO = '0123456789abcdef0123456789abcdef';

const version = (lang: Lang, index: number): AdminArticleVersion => ({
  id: index + 1, no: NO, lang, title: `Update ${lang}`, content: '<p>Text</p>', cataId: null, cataName: null,
  coverUrl: '2026/11/0123456789abcdef0123.webp', contentUrl: null, isLink: 0, note: null, top: 0, proFieldIds: [], lawyerIds: [],
  views: 0, operatorName: null, createTime: '2026-01-01T00:00:00.000Z', updateTime: '2026-01-01T00:00:00.000Z', langs: LANGS,
  langsMayNeedUpdate: [], mayNeedUpdate: false, sharedCoverUrl: '2026/11/0123456789abcdef0123.webp', ownCoverUrl: null,
  state: 'published', hasPendingChanges: false, publishTime: null, unpublishTime: null,
});
const VERSIONS = LANGS.map(version);

vi.mock(import('../../app/admin/api'), async (original) => {
  const real = await original();
  return {
    ...real,
    api: {
      ...real.api,
      get: vi.fn(() => Promise.resolve([])) as unknown as typeof real.api.get,
      // A page of the item's versions as the server gives it: at most `pageSize` of them.
      list: vi.fn((path: string, options?: { query?: Record<string, unknown> }) => {
        const size = Number(options?.query?.pageSize ?? DEFAULT_PAGE_SIZE);
        const all = path === '/admin/latest-news' ? VERSIONS : [];
        return Promise.resolve({ status: 200, message: 'success', result: all.slice(0, size), pageable: { pageNo: 1, pageSize: size, totalCount: all.length } });
      }) as unknown as typeof real.api.list,
    },
  };
});

// Twelve tabs of the real editor, upload fields and drawers cost many seconds in jsdom, and none of
// them has a say in which versions load: plain stand-ins.
vi.mock(import('../../app/components/admin/RichTextEditor'), async (original) => {
  const real = await original();
  const Plain = ({ value, lang }: { value?: string; lang?: string }) => <textarea readOnly lang={lang} value={value ?? ''} />;
  return { ...real, RichTextEditor: Plain, default: Plain };
});
vi.mock(import('../../app/components/admin/ImageUpload'), async (original) => {
  const real = await original();
  const Plain = ({ value }: { value?: string | null }) => <input readOnly value={value ?? ''} />;
  return { ...real, ImageUpload: Plain, default: Plain };
});
vi.mock(import('../../app/components/admin/RevisionsDrawer'), async (original) => ({ ...(await original()), RevisionsDrawer: (() => null) as never }));
vi.mock(import('../../app/components/admin/PreviewButton'), async (original) => ({ ...(await original()), PreviewButton: (() => null) as never }));
vi.mock(import('../../app/components/admin/PublicationBar'), async (original) => ({ ...(await original()), PublicationBar: (() => null) as never }));
vi.mock(import('../../app/components/admin/FolderPicker'), async (original) => ({ ...(await original()), FolderPicker: (() => null) as never }));

describe('the news edit screen with twelve site languages', () => {
  const before = siteLanguages();
  afterAll(() => setSiteLanguages(before));

  it('loads every version of the item, and marks no written language missing', async () => {
    setSiteLanguages({ languages: LANGS, defaultLang: 'en_US' });
    const { container } = renderAdminScreen(`/admin/articles/news/edit?no=${NO}`, <ArticleEdit />);
    await screen.findByDisplayValue('Update en_US', undefined, { timeout: 10_000 });
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(LANGS.length);
    expect(container.querySelectorAll('.admin-lang-missing')).toHaveLength(0);
    // The text's editor says its language by its whole tag (for spelling and, in Chinese, the
    // glyphs: zh-TW beside zh-CN), not its first two letters.
    const tagged = [...container.querySelectorAll('textarea[lang]')].map((editor) => editor.getAttribute('lang'));
    expect(tagged.length).toBeGreaterThan(0);
    for (const tag of tagged) expect(LANGS.map(bcp47Of)).toContain(tag);
  });
});
