/**
 * Settings → Labels (decision 0086) as an administrator uses it: labels with neither a stored nor a
 * bundled text are marked missing, "Missing only" and the search box narrow the list, Save sends
 * only the labels changed (an emptied one as null), and a refusal is shown in the server's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteLabelList } from '../../contract/site-label-admin';
import type { SiteLanguageList } from '../../contract/site-language-admin';
import { api, ApiError } from '../../app/admin/api';
import { SiteLabelsPanel } from '../../app/components/admin/SiteLabelsPanel';
import { fastUser, renderInAdmin } from './render';

const LANGUAGES: SiteLanguageList = {
  languages: [
    { code: 'de_DE', name: 'Deutsch', english: 'German', dir: 'ltr', position: 0, enabled: true, isDefault: false },
    { code: 'en_US', name: 'English', english: 'English', dir: 'ltr', position: 1, enabled: true, isDefault: true },
    { code: 'pt_BR', name: 'Português (Brasil)', english: 'Portuguese (Brazil)', dir: 'ltr', position: 2, enabled: true, isDefault: false },
  ],
  catalogue: [],
};

const row = (key: string, english: string, stored: string | null, bundled: string | null = null, placeholders: string[] = []) => ({
  key,
  group: key.split('.')[0]!,
  english,
  bundled,
  stored,
  placeholders,
});

const PORTUGUESE: SiteLabelList = {
  lang: 'pt_BR',
  labels: [
    row('nav.home', 'Home', null),
    row('nav.about', 'About us', 'Sobre nós'),
    row('nav.people', 'People', null),
    row('common.page', 'Page {{page}} of {{pages}}', 'Página {{page}} de {{pages}}', null, ['page', 'pages']),
  ],
};

const GERMAN: SiteLabelList = { lang: 'de_DE', labels: [row('nav.home', 'Home', null, 'Startseite'), row('nav.people', 'People', null, 'Personen')] };

vi.mock(import('../../app/admin/api'), async (original) => {
  const real = await original();
  return {
    ...real,
    api: {
      ...real.api,
      get: vi.fn((path: string) => Promise.resolve(path === '/admin/languages' ? LANGUAGES : path.endsWith('/de_DE') ? GERMAN : PORTUGUESE)) as unknown as typeof real.api.get,
      put: vi.fn(() => Promise.resolve(PORTUGUESE)) as unknown as typeof real.api.put,
    },
  };
});

beforeEach(() => {
  vi.mocked(api.put).mockClear();
});

function renderPanel(address = '/admin/site/labels?language=pt_BR', adminLang: 'de_DE' | 'en_US' | 'zh_CN' = 'en_US') {
  const router = createMemoryRouter([{ path: '/admin/site/labels', element: <SiteLabelsPanel />, loader: () => null }], { initialEntries: [address] });
  return renderInAdmin(
    <AntdApp>
      <RouterProvider router={router} />
    </AntdApp>,
    adminLang,
  );
}

const shownKeys = () => screen.getAllByRole('row').slice(1).map((tableRow) => within(tableRow).getByText(/^[a-z]+\.[a-z]+$/).textContent);
const input = (key: string) => screen.getByRole('textbox', { name: `Translation of ${key}` });

describe('the labels screen', () => {
  it('marks the labels with no text in the language, and narrows the list to them or to a search', async () => {
    const user = fastUser();
    renderPanel();
    await screen.findByText('nav.home', {}, { timeout: 15_000 });
    expect(shownKeys()).toEqual(['nav.home', 'nav.about', 'nav.people', 'common.page']);
    const missingIn = (key: string) => within(screen.getByText(key).closest('tr')!).queryByText('Missing') !== null;
    expect([missingIn('nav.home'), missingIn('nav.about'), missingIn('nav.people'), missingIn('common.page')]).toEqual([true, false, true, false]);
    expect(screen.getByText('2 of 4 missing')).toBeTruthy();
    // The stored text is the input's starting value; English's is beside it.
    expect((input('nav.about') as HTMLTextAreaElement).value).toBe('Sobre nós');
    expect(within(screen.getByText('common.page').closest('tr')!).getByText('Keep: {{page}} {{pages}}')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Missing only' }));
    expect(shownKeys()).toEqual(['nav.home', 'nav.people']);
    await user.click(screen.getByRole('checkbox', { name: 'Missing only' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search labels' }), 'page');
    expect(shownKeys()).toEqual(['common.page']);
  }, 60_000);

  it('saves only the labels changed, an emptied one as null', async () => {
    const user = fastUser();
    renderPanel();
    await screen.findByText('nav.home', {}, { timeout: 15_000 });
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(input('nav.home'));
    await user.paste('Início');
    await user.clear(input('nav.about'));
    // Typed and taken back: not a change.
    await user.click(input('nav.people'));
    await user.paste('x');
    await user.clear(input('nav.people'));
    expect(screen.getByText('2 labels changed')).toBeTruthy();
    expect(within(screen.getByText('nav.home').closest('tr')!).queryByText('Missing')).toBeNull();
    await user.click(save);
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.put).toHaveBeenCalledWith('/admin/labels/pt_BR', { labels: { 'nav.home': 'Início', 'nav.about': null } }, { quiet: true, reading: { sequence: null } });
    await screen.findByText('The labels are saved.');
  }, 60_000);

  it('shows a refusal in the server’s words and keeps what was typed', async () => {
    vi.mocked(api.put).mockRejectedValueOnce(new ApiError('The label common.page must keep the placeholders of the English text; missing: {{pages}}.', 400));
    const user = fastUser();
    renderPanel();
    await screen.findByText('nav.home', {}, { timeout: 15_000 });
    await user.clear(input('common.page'));
    await user.click(input('common.page'));
    await user.paste('Página {{page}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The label common.page must keep the placeholders of the English text; missing: {{pages}}.');
    expect((input('common.page') as HTMLTextAreaElement).value).toBe('Página {{page}}');
  }, 60_000);

  it('offers the site’s languages but English, and starts a bundled language’s labels from its bundled text', async () => {
    const user = fastUser();
    renderPanel('/admin/site/labels');
    // The first language but English when none is asked for.
    await screen.findByText('nav.home', {}, { timeout: 15_000 });
    expect((input('nav.home') as HTMLTextAreaElement).value).toBe('Startseite');
    expect(screen.queryByText('Missing')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await screen.findAllByRole('option');
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(options).toEqual(['German (de_DE)', 'Portuguese (Brazil) (pt_BR)']);
  }, 60_000);

  it.each([
    ['de_DE', 'Sprache', ['Deutsch (de_DE)', 'Portugiesisch (Brasilien) (pt_BR)']],
    ['zh_CN', '语言', ['德语 (de_DE)', '葡萄牙语（巴西） (pt_BR)']],
  ] as const)('names the languages in the admin’s language (%s), as the languages screen does', async (adminLang, picker, names) => {
    const user = fastUser();
    renderPanel('/admin/site/labels', adminLang);
    await screen.findByText('nav.home', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('combobox', { name: picker }));
    await screen.findAllByRole('option');
    expect([...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'))).toEqual(names);
  }, 60_000);
});
