/**
 * Site settings → Languages names each language in the admin's language beside its own name
 * (issue 48 point 5): a German administrator reads `Französisch`, a Chinese one `法语`, for any
 * catalogue language, not the English name in every admin language. A regional variant keeps its
 * region (`Deutsch (Österreich)`), as the catalogue's English name does.
 */
import { screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../contract/languages';
import type { SiteLanguageList } from '../../contract/site-language-admin';
import { SiteLanguagesPanel } from '../../app/components/admin/SiteLanguagesPanel';
import { fastUser, renderInAdmin } from './render';

const STORED: SiteLanguageList = {
  languages: [
    { code: 'de_DE', name: 'Deutsch', english: 'German', dir: 'ltr', position: 0, enabled: true, isDefault: false },
    { code: 'zh_CN', name: '中文', english: 'Chinese (Simplified)', dir: 'ltr', position: 1, enabled: true, isDefault: true },
    { code: 'fr_FR', name: 'Français', english: 'French', dir: 'ltr', position: 2, enabled: true, isDefault: false },
    { code: 'ar_SA', name: 'العربية', english: 'Arabic', dir: 'rtl', position: 3, enabled: false, isDefault: false },
  ],
  catalogue: [{ code: 'de_AT', name: 'Deutsch (Österreich)', english: 'German (Austria)', dir: 'ltr' }],
};

vi.mock(import('../../app/admin/api'), async (original) => {
  const real = await original();
  return { ...real, api: { ...real.api, get: vi.fn(() => Promise.resolve(STORED)) as unknown as typeof real.api.get } };
});

function renderPanel(lang: Lang) {
  const router = createMemoryRouter([{ path: '/admin/site/languages', element: <SiteLanguagesPanel />, loader: () => null }], { initialEntries: ['/admin/site/languages'] });
  return renderInAdmin(
    <AntdApp>
      <RouterProvider router={router} />
    </AntdApp>,
    lang,
  );
}

/** Each row's name in the admin's language, with its code. */
const rowNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByText(/·/)[0]!.textContent);

describe('the languages screen names languages in the admin’s language', () => {
  it.each([
    ['de_DE', ['Deutsch · de_DE', 'Chinesisch (China) · zh_CN', 'Französisch · fr_FR', 'Arabisch · ar_SA'], 'Deutsch (Österreich) · Deutsch (Österreich) (de_AT)', 'An: Französisch'],
    ['zh_CN', ['德语 · de_DE', '中文（中国） · zh_CN', '法语 · fr_FR', '阿拉伯语 · ar_SA'], 'Deutsch (Österreich) · 德语（奥地利） (de_AT)', '开启: 法语'],
    ['en_US', ['German · de_DE', 'Chinese (Simplified) · zh_CN', 'French · fr_FR', 'Arabic · ar_SA'], 'Deutsch (Österreich) · German (Austria) (de_AT)', 'On: French'],
  ] as const)('in %s: rows, the switches’ names and the catalogue’s list', async (lang, rows, option, switchName) => {
    const user = fastUser();
    renderPanel(lang);
    await screen.findByText('Français', {}, { timeout: 20_000 });
    expect(rowNames()).toEqual(rows);
    // Each language's own name stays beside it, marked with its language and direction.
    expect(screen.getByText('العربية').getAttribute('lang')).toBe('ar-SA');
    expect(screen.getByRole('switch', { name: switchName })).toBeTruthy();
    await user.click(screen.getByRole('combobox'));
    expect(await screen.findByText(option)).toBeTruthy();
    // antd's Table and Select in jsdom take most of the components project's 30 s on a busy machine.
  }, 60_000);
});
