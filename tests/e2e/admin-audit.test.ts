/**
 * The audit log screen in Chromium, in German: an administrator narrows the list to the icons
 * created, sees the entry of the icon just made (with the person and the translated names), saves
 * the same selection as CSV, and the screen passes axe.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, adminContext } from '../helpers/admin.js';
import { accessibilityViolations, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

describe('admin audit log', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('filters by kind of record and action, exports the selection as CSV, in German', { timeout: 120_000 }, async () => {
    const name = `Prüfsymbol ${Math.random().toString(36).slice(2, 8)}`;
    await adminApi('POST', '/admin/icon', { name, url: '2026/11/0123456789abcdef0123.svg' });

    const { context, page } = await adminContext(browser);
    const problems = watch(page);
    try {
      await page.evaluate(() => localStorage.setItem('adminLang', 'de_DE'));
      await page.goto(`${baseUrl()}/admin/audit`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Änderungsprotokoll');

      /** Chooses `option` under `label`; waits for the list asked with `param=value` (not an earlier, slower answer). */
      const chooseIn = async (label: string, option: string, param: string, value: string) => {
        const listed = page.waitForResponse((r) => {
          const url = new URL(r.url());
          return url.pathname === '/api/admin/audit' && url.searchParams.get(param) === value && r.status() === 200;
        });
        const select = page.getByRole('combobox', { name: label });
        await select.click();
        // Typed, so the option is among those the dropdown's virtual list draws.
        await select.fill(option);
        await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
        await listed;
      };
      await chooseIn('Art des Eintrags', 'Symbol', 'entity', 'icon');
      await chooseIn('Aktion', 'Angelegt', 'action', 'create');
      await expect.poll(() => new URL(page.url()).searchParams.get('entity')).toBe('icon');
      await expect.poll(() => new URL(page.url()).searchParams.get('action')).toBe('create');

      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      const row = rows.filter({ hasText: name });
      await expect.poll(() => row.count()).toBe(1);
      const cells = await row.locator('td').allTextContents();
      expect(cells).toEqual(expect.arrayContaining(['Angelegt', 'Symbol', name]));
      expect(cells.join(' ')).toContain(inject('admin').account);
      for (const text of await rows.allTextContents()) expect(text).toContain('Symbol');

      const saving = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Als CSV exportieren' }).click();
      const download = await saving;
      expect(download.suggestedFilename()).toMatch(/^audit-log-.+\.csv$/);
      const csv = fs.readFileSync((await download.path()), 'utf8').replace(/^\uFEFF/, '');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe('id,time,userId,userName,address,action,entity,no,title,langs,summary');
      expect(lines.slice(1).every((line) => line.includes(',create,icon,'))).toBe(true);
      expect(lines.some((line) => line.endsWith(`,${name}`))).toBe(true);

      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
