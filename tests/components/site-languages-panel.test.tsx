/**
 * Site settings → Languages (decision 0083) as an administrator uses it: add a catalogue language,
 * move it up, switch the default off (refused in words, Save disabled), and save: the new language
 * is stored (POST) and the whole set is sent in picker order (PUT).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SiteLanguageList } from '../../contract/site-language-admin';
import { api } from '../../app/admin/api';
import { SiteLanguagesPanel } from '../../app/components/admin/SiteLanguagesPanel';
import { fastUser, renderInAdmin } from './render';

const STORED: SiteLanguageList = {
  languages: [
    { code: 'de_DE', name: 'Deutsch', english: 'German', dir: 'ltr', position: 0, enabled: true, isDefault: false },
    { code: 'en_US', name: 'English', english: 'English', dir: 'ltr', position: 1, enabled: true, isDefault: false },
    { code: 'zh_CN', name: '中文', english: 'Chinese (Simplified)', dir: 'ltr', position: 2, enabled: true, isDefault: true },
  ],
  catalogue: [
    { code: 'ar_SA', name: 'العربية', english: 'Arabic', dir: 'rtl' },
    { code: 'fr_FR', name: 'Français', english: 'French', dir: 'ltr' },
  ],
};

vi.mock(import('../../app/admin/api'), async (original) => {
  const real = await original();
  return {
    ...real,
    api: {
      ...real.api,
      get: vi.fn(() => Promise.resolve(STORED)) as unknown as typeof real.api.get,
      post: vi.fn(() => Promise.resolve(STORED)) as unknown as typeof real.api.post,
      put: vi.fn((_path: string, body: unknown) => Promise.resolve(savedAs(body))) as unknown as typeof real.api.put,
    },
  };
});

/** What the server answers to a PUT: the set as sent. */
function savedAs(body: unknown): SiteLanguageList {
  const { languages, defaultLang } = body as { languages: { code: string; enabled: boolean }[]; defaultLang: string };
  const known = [...STORED.languages, ...STORED.catalogue.map((entry) => ({ ...entry, position: 0, enabled: true, isDefault: false }))];
  return {
    languages: languages.map(({ code, enabled }, position) => ({ ...known.find((entry) => entry.code === code)!, position, enabled, isDefault: code === defaultLang })),
    catalogue: STORED.catalogue.filter((entry) => !languages.some((language) => language.code === entry.code)),
  };
}

function renderPanel() {
  const router = createMemoryRouter([{ path: '/admin/site/languages', element: <SiteLanguagesPanel />, loader: () => null }], { initialEntries: ['/admin/site/languages'] });
  return renderInAdmin(
    <AntdApp>
      <RouterProvider router={router} />
    </AntdApp>,
  );
}

const rowNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByText(/·/)[0]!.textContent);

describe('the languages screen', () => {
  it('adds French, moves it up, refuses the default switched off, and saves the whole set', async () => {
    const user = fastUser();
    renderPanel();
    await screen.findByText('Deutsch', undefined, { timeout: 10_000 });
    expect(rowNames()).toEqual(['German · de_DE', 'English · en_US', 'Chinese (Simplified) · zh_CN']);

    await user.click(screen.getByRole('combobox', { name: 'Add language' }));
    await user.click(await screen.findByText('Français · French (fr_FR)'));
    expect(rowNames()).toEqual(['German · de_DE', 'English · en_US', 'Chinese (Simplified) · zh_CN', 'French · fr_FR']);
    expect(screen.getByText('Not saved yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move French up' }));
    expect(rowNames()).toEqual(['German · de_DE', 'English · en_US', 'French · fr_FR', 'Chinese (Simplified) · zh_CN']);

    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(screen.getByRole('switch', { name: 'On: Chinese (Simplified)' }));
    expect(screen.getByRole('alert').textContent).toBe('The default language must be switched on. Choose another default first.');
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Default: French' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(save);
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('/admin/languages', { code: 'fr_FR' });
    expect(api.put).toHaveBeenCalledWith('/admin/languages', {
      languages: [
        { code: 'de_DE', enabled: true },
        { code: 'en_US', enabled: true },
        { code: 'fr_FR', enabled: true },
        { code: 'zh_CN', enabled: false },
      ],
      defaultLang: 'fr_FR',
    });
    await screen.findByText('The languages are saved.');
    expect(screen.queryByText('Not saved yet')).toBeNull();
    // antd's Table and Select in jsdom take most of the components project's 30 s on a busy machine.
  }, 60_000);
});
