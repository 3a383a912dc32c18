/** The back office's hooks with logic, run in React as the screens use them (Testing Library's renderHook). */
import { act, renderHook } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../contract/auth';
import { MAX_BULK_MATCHING } from '../../contract/bulk';
import type { ListEnvelope } from '../../contract/envelope';
import type { Lang } from '../../contract/languages';
import { ROLE_ADMINISTRATOR, ROLE_EDITOR, ROLE_REVIEWER } from '../../contract/roles';
import { setSiteLanguages, siteLanguages } from '../../contract/site-languages';
import { AdminSessionContext, useAdminSession, useIsAdministrator, useMayManage, type AdminSession } from '../../app/admin/context';
import { createAdminI18n } from '../../app/admin/i18n';
import { useCreatedIn } from '../../app/admin/labels';
import { useBulkSelection } from '../../app/admin/useBulkSelection';
import { useLocalDraft } from '../../app/admin/useLocalDraft';
import { useReducedMotion } from '../../app/admin/useReducedMotion';
import { useLastPageAfterDelete, useUrlListState } from '../../app/admin/useUrlListState';

function sessionOf(roleId: number): AdminSession {
  const profile: Profile = {
    id: 7,
    loginAccount: 'staff',
    userName: 'Staff Member',
    headImg: null,
    roleId,
    roleName: 'role',
    lastLoginTime: null,
    twoFactorEnabled: false,
    twoFactorRequired: false,
  };
  return { profile, refreshProfile: async () => {}, siteStatus: null, setSiteStatus: () => {} };
}

describe('useMayManage and useIsAdministrator', () => {
  it.each([
    [ROLE_ADMINISTRATOR, true, true],
    [ROLE_EDITOR, true, false],
    [ROLE_REVIEWER, false, false],
  ])('role %i: may manage %s, administrator %s', (roleId, manage, administrator) => {
    const wrapper = ({ children }: { children: ReactNode }) => <AdminSessionContext.Provider value={sessionOf(roleId)}>{children}</AdminSessionContext.Provider>;
    const { result } = renderHook(() => ({ manage: useMayManage(), administrator: useIsAdministrator() }), { wrapper });
    expect(result.current).toEqual({ manage, administrator });
  });

  it('refuses to run outside the admin layout', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAdminSession())).toThrow('useAdminSession outside the admin layout');
  });
});

describe('useReducedMotion', () => {
  // The property as jsdom has it (absent or not), put back after each test.
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else Reflect.deleteProperty(window, 'matchMedia');
  });

  it('follows the system setting, also when it changes while the page is open', () => {
    let reduce = false;
    const listeners = new Set<() => void>();
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && reduce;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => {
      reduce = true;
      for (const listener of listeners) listener();
    });
    expect(result.current).toBe(true);
    unmount();
    expect(listeners.size).toBe(0);
  });
});

describe('useBulkSelection', () => {
  const i18n = createAdminI18n('en_US');
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  // Two items on the page, one of them in two languages: rows are versions, the selection is items.
  const rows = [
    { id: 1, no: 'a', title: 'Alpha (en)' },
    { id: 2, no: 'a', title: 'Alpha (de)' },
    { id: 3, no: 'b', title: 'Beta' },
  ];
  const nameOf = (row: { title: string }) => row.title;
  const select = (props: { itemCount: number; filterKey: string }) => useBulkSelection(rows, props.itemCount, props.filterKey, nameOf);

  it('ticks every version of an item, counts items, and sends their numbers', () => {
    const { result } = renderHook(select, { wrapper, initialProps: { itemCount: 2, filterKey: '' } });
    act(() => result.current.rowSelection.onChange!([1], [rows[0]!], { type: 'single' }));
    expect(result.current.rowSelection.selectedRowKeys).toEqual([1, 2]);
    expect(result.current.count).toBe(1);
    expect(result.current.body({ lang: 'en_US' })).toEqual({ nos: ['a'] });
    expect(result.current.rowSelection.getCheckboxProps!(rows[2]!)).toMatchObject({ 'aria-label': expect.stringContaining('Beta') as string });
  });

  it('offers every matching item once the whole page is ticked, and sends the filter with the count', () => {
    const { result } = renderHook(select, { wrapper, initialProps: { itemCount: 40, filterKey: 'q=alpha' } });
    expect(result.current.canSelectAllMatching).toBe(false);
    act(() => result.current.rowSelection.onChange!([1, 2, 3], rows, { type: 'all' }));
    expect(result.current.canSelectAllMatching).toBe(true);
    act(() => result.current.selectAllMatching());
    expect(result.current).toMatchObject({ matching: true, count: 40 });
    expect(result.current.body({ q: 'alpha' })).toEqual({ matching: { q: 'alpha', count: 40 } });
    // Unticking one row leaves the other items of the page ticked.
    act(() => result.current.rowSelection.onChange!([1, 2], rows.slice(0, 2), { type: 'single' }));
    expect(result.current).toMatchObject({ matching: false, count: 1 });
    expect(result.current.body({})).toEqual({ nos: ['a'] });
  });

  it('says when more items match than one call may change, and starts again for a new filter', () => {
    const { result, rerender } = renderHook(select, { wrapper, initialProps: { itemCount: MAX_BULK_MATCHING + 1, filterKey: '' } });
    act(() => result.current.rowSelection.onChange!([1, 2, 3], rows, { type: 'all' }));
    expect(result.current).toMatchObject({ canSelectAllMatching: false, tooManyToSelectAll: true, count: 2 });
    rerender({ itemCount: 3, filterKey: 'lang=de_DE' });
    expect(result.current.count).toBe(0);
    expect(result.current.rowSelection.selectedRowKeys).toEqual([]);
  });
});

describe('useLocalDraft', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  function renderDraft(initial: { ready: boolean; dirty: boolean }, path = '/admin/news/edit/5') {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
    return renderHook(
      (props: { ready: boolean; dirty: boolean }) => {
        const [form] = Form.useForm<{ title: string }>();
        const draft = useLocalDraft({ form, account: 3, ready: props.ready, dirty: props.dirty });
        return { form, draft };
      },
      { wrapper, initialProps: initial },
    );
  }
  const KEY = 'draft:v1:3:/admin/news/edit/5';

  it('writes the values a moment after a change, per account and address, and removes them once saved', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderDraft({ ready: true, dirty: true });
    act(() => {
      result.current.form.setFieldsValue({ title: 'Unsaved title' });
      result.current.draft.changed();
    });
    expect(localStorage.getItem(KEY)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ values: { title: 'Unsaved title' } });
    rerender({ ready: true, dirty: false });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('offers a kept copy that differs from the stored item, and restores or discards it', () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), values: { title: 'Kept' } }));
    const { result, rerender } = renderDraft({ ready: false, dirty: false });
    expect(result.current.draft.offer).toBeNull();
    rerender({ ready: true, dirty: false });
    expect(result.current.draft.offer?.values).toEqual({ title: 'Kept' });
    act(() => result.current.draft.restore());
    expect(result.current.form.getFieldValue('title')).toBe('Kept');
    expect(result.current.draft.offer).toBeNull();

    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), values: { title: 'Other' } }));
    const second = renderDraft({ ready: true, dirty: false });
    expect(second.result.current.draft.offer).not.toBeNull();
    act(() => second.result.current.draft.discard());
    expect(second.result.current.draft.offer).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops copies older than a week instead of offering them', () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now() - 8 * 24 * 60 * 60 * 1000, values: { title: 'Old' } }));
    const { result } = renderDraft({ ready: true, dirty: false });
    expect(result.current.draft.offer).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe('useUrlListState and useLastPageAfterDelete', () => {
  function renderList(path: string, envelope?: ListEnvelope<unknown>) {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
    return renderHook(
      (props: { data: ListEnvelope<unknown> | undefined }) => {
        const list = useUrlListState();
        useLastPageAfterDelete(props.data, false, list.page, list.pageSize, list.update);
        return { list, search: useLocation().search };
      },
      { wrapper, initialProps: { data: envelope } },
    );
  }
  const envelope = (count: number, totalCount: number): ListEnvelope<unknown> => ({
    status: 200,
    message: 'OK',
    result: Array.from({ length: count }, (_, i) => i),
    pageable: { pageNo: 1, pageSize: 10, totalCount },
  });

  it('reads page and size from the address, and a new filter goes back to the first page', () => {
    const { result } = renderList('/admin/news?page=3&pageSize=20&q=old');
    expect(result.current.list).toMatchObject({ page: 3, pageSize: 20 });
    act(() => result.current.list.filter('q', 'tax'));
    expect(result.current.search).toBe('?pageSize=20&q=tax');
    act(() => result.current.list.pagination(100).onChange!(2, 50));
    expect(result.current.search).toBe('?pageSize=50&q=tax&page=2');
    act(() => result.current.list.filter('q', undefined));
    expect(result.current.search).toBe('?pageSize=50');
  });

  it('moves to the last page when a delete left the page shown past the end', () => {
    const { result, rerender } = renderList('/admin/news?page=4', envelope(5, 35));
    expect(result.current.search).toBe('?page=4');
    rerender({ data: envelope(0, 21) });
    expect(result.current.search).toBe('?page=3');
    rerender({ data: envelope(0, 4) });
    expect(result.current.list.page).toBe(1);
  });
});

describe('useCreatedIn', () => {
  const inAdmin = (lang: Lang) => ({ children }: { children: ReactNode }) => <I18nextProvider i18n={createAdminI18n(lang)}>{children}</I18nextProvider>;
  const one = [{ lang: 'en_US' }];
  const two = [{ lang: 'en_US' }, { lang: 'de_DE' }];
  const three = [{ lang: 'de_DE' }, { lang: 'en_US' }, { lang: 'zh_CN' }];

  it.each([
    ['en_US', one, 'Created in English.'],
    ['en_US', two, 'Created in German and English.'],
    ['en_US', three, 'Created in German, English, and Chinese.'],
    ['de_DE', one, 'Angelegt auf Englisch.'],
    ['de_DE', two, 'Angelegt auf Deutsch und Englisch.'],
    ['zh_CN', two, '已创建德语和英语版本。'],
  ] as const)('in %s names the languages saved: %j', (lang, saved, words) => {
    const { result } = renderHook(() => useCreatedIn(), { wrapper: inAdmin(lang) });
    expect(result.current(saved)).toBe(words);
  });

  it('names two variants of one language apart', () => {
    const before = siteLanguages();
    setSiteLanguages({ languages: ['en_US', 'zh_CN', 'zh_TW'], defaultLang: 'en_US' });
    try {
      const { result } = renderHook(() => useCreatedIn(), { wrapper: inAdmin('en_US') });
      expect(result.current([{ lang: 'zh_TW' }, { lang: 'zh_CN' }])).toBe('Created in Chinese (China) and Chinese (Taiwan).');
    } finally {
      setSiteLanguages(before);
    }
  });
});
