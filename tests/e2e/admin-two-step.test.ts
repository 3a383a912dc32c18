/**
 * Two-step sign-in in Chromium, as a staff member does it: a new account turns it on from "My
 * account" (the current password first, then QR code and key shown, a code from the key
 * confirmed, recovery codes shown once), signs out, and signing in again asks for the code; a
 * wrong code is refused in words and the right one lets them in; a recovery code lets them in
 * once and is refused the second time. Changing the password and turning two-step sign-in off
 * then ask for the password and a current code. The account is made for this file, so the shared
 * test administrator stays without it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../helpers/admin.js';
import { accessibilityViolations, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

const unique = Math.random().toString(36).slice(2, 8);
const ACCOUNT = `two-step.${unique}`;
const NAME = 'Tamsin Two-Step';
let password = `Two step passphrase ${unique} 2026`;
const PERIOD_MS = 30_000;

/** A sign-in that asks for the code, a refused code and a refused current password are 400s, which the browser logs. */
const EXPECTED = [/HTTP 400: (POST|PUT) .*\/api\/admin\/(login|two-factor\/(setup|confirm)|modify-password)$/, /status of 400/];

function totpFrom(key: string): TOTP {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(key) });
}

/** A six-digit code that none of the time steps the server accepts (now, one before, one after) shows. */
function wrongCode(totp: TOTP): string {
  const near = new Set([-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * PERIOD_MS })));
  let code = Number(totp.generate());
  do code = (code + 1) % 1_000_000;
  while (near.has(String(code).padStart(6, '0')));
  return String(code).padStart(6, '0');
}

async function fillLogin(page: Page) {
  await page.goto(`${baseUrl()}/admin-login`);
  await page.getByLabel('Account').fill(ACCOUNT);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${NAME}`) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/admin-login\?signedOut=1/);
}

/** Signs in with the code (or recovery code) when the login screen asks for it. */
async function signInWithCode(page: Page, code: string) {
  await fillLogin(page);
  const field = page.getByRole('textbox', { name: 'Verification code' });
  await field.waitFor();
  await field.fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('two-step sign-in in the back office', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let totp: TOTP;
  /** The time step whose code confirmed the set-up: the server may take each code only once. */
  let setUpAt = 0;
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    await adminApi('POST', '/admin/users', { loginAccount: ACCOUNT, userName: NAME, password, roleId: 2 });
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('adminLang', 'en_US'));
    page = await context.newPage();
    problems = watch(page, EXPECTED);
  });
  afterAll(async () => browser?.close());

  it('turns two-step sign-in on from My account after the password, with a code from the key shown', async () => {
    await fillLogin(page);
    await page.waitForURL(/\/admin\/(?!.*login)/);
    await page.goto(`${baseUrl()}/admin/account`);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: /^Two-step sign-in/ }) });
    expect(await card.getByText('Off', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    // A signed-in session alone does not start a set-up: the password is asked for first.
    expect(await page.getByText('First confirm that it is you: enter your password.').count()).toBe(1);
    const current = card.getByLabel('Your password');
    await current.fill('not my password');
    await card.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => card.getByText('The current password is not correct.').count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await current.fill(password);
    await card.getByRole('button', { name: 'Continue' }).click();
    const qr = page.getByRole('img', { name: 'QR code to add this account to an authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // The key as the screen shows it, in groups of four for typing into an app by hand.
    expect(await page.getByText('If you cannot scan it, enter this key in the app instead:').count()).toBe(1);
    const shown = (await page.locator('.admin-two-step-setup code').textContent())!;
    expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    totp = totpFrom(shown.replace(/\s/g, ''));
    expect(await accessibilityViolations(page)).toEqual([]);

    const field = page.getByLabel('Enter the 6-digit code the app shows');
    // A code from somewhere else is refused at the field, and nothing is switched on.
    await field.fill(wrongCode(totp));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => page.getByText('This code is not right. Check the time on your phone and enter the current code.').count()).toBe(1);

    setUpAt = Date.now();
    await field.fill(totp.generate({ timestamp: setUpAt }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codesHeading = page.getByRole('heading', { name: 'Your recovery codes' });
    await codesHeading.waitFor();
    // The focus moves to the codes, which are shown only now.
    await expect.poll(() => codesHeading.evaluate((node) => node === document.activeElement)).toBe(true);
    recoveryCodes = (await page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/);
    expect(await page.getByText('They are shown only now.', { exact: false }).count()).toBe(1);
    await expect.poll(() => card.getByText('On', { exact: true }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => codesHeading.count()).toBe(0);

    const staff = await adminApi<{ loginAccount: string; twoFactorEnabled: boolean }[]>('GET', '/admin/users');
    expect(staff.find((member) => member.loginAccount === ACCOUNT)?.twoFactorEnabled).toBe(true);
    expect(problems).toEqual([]);
  });

  it('asks for the code after the password, refuses a wrong one in words and lets the right one in', async () => {
    expect(totp, 'two-step sign-in was set up by the test before').toBeDefined();
    await signOut(page);
    await fillLogin(page);

    // The password was right: the screen asks for the code, without calling that an error.
    const field = page.getByRole('textbox', { name: 'Verification code' });
    await field.waitFor();
    await expect.poll(() => field.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await page.getByText('Enter the 6-digit code from your authenticator app, or a recovery code.').count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(page.url()).toContain('/admin-login');
    expect(await accessibilityViolations(page)).toEqual([]);

    await field.fill(wrongCode(totp));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refusal = 'This code is not right, or it has been used already. Enter the current code from your authenticator app, or an unused recovery code.';
    await expect.poll(() => page.getByRole('alert').filter({ hasText: refusal }).count()).toBe(1);
    expect(page.url()).toContain('/admin-login');
    // The refused code is selected, ready to be typed again.
    expect(await field.evaluate((node: HTMLInputElement) => node === document.activeElement && node.selectionEnd! - node.selectionStart! === node.value.length)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Not the code that confirmed the set-up: the next one, which the server also accepts, when
    // the set-up's time step has not passed yet.
    const now = Date.now();
    const sameStep = Math.floor(now / PERIOD_MS) === Math.floor(setUpAt / PERIOD_MS);
    await field.fill(totp.generate({ timestamp: sameStep ? now + PERIOD_MS : now }));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/(?!.*login)/);
    await expect.poll(() => page.getByRole('button', { name: new RegExp(`^${NAME}`) }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('lets a recovery code in once and refuses it the second time', async () => {
    expect(recoveryCodes, 'recovery codes were shown in the set-up test').toHaveLength(10);
    const code = recoveryCodes[3]!;
    await signOut(page);
    await signInWithCode(page, code);
    await page.waitForURL(/\/admin\/(?!.*login)/);
    await signOut(page);

    await signInWithCode(page, code);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This code is not right, or it has been used already.' }).count()).toBe(1);
    expect(page.url()).toContain('/admin-login');

    // Another recovery code still works.
    await page.getByRole('textbox', { name: 'Verification code' }).fill(recoveryCodes[4]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/(?!.*login)/);
    expect(problems).toEqual([]);
  });

  it('asks for the password and a current code to change the password and to turn two-step sign-in off', async () => {
    expect(recoveryCodes, 'recovery codes were shown in the set-up test').toHaveLength(10);
    await page.goto(`${baseUrl()}/admin/account`);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();

    await page.getByRole('button', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    const code = change.getByLabel('Code from your authenticator app, or a recovery code');
    const newPassword = `A new two step passphrase ${unique}`;
    await change.getByLabel('Current password').fill(password);
    await change.getByLabel('New password', { exact: true }).fill(newPassword);
    await change.getByLabel('Repeat new password').fill(newPassword);
    // A recovery code already spent is refused at the code's field, in words.
    await code.fill(recoveryCodes[3]!);
    await change.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => change.getByText('This code is not right, or it has been used already.', { exact: false }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await code.fill(recoveryCodes[5]!);
    await change.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Your password has been changed.', { exact: false }).count()).toBe(1);
    password = newPassword;

    // Setting up again, for a new phone, asks for the code as well; cancelling leaves it on.
    await page.getByRole('button', { name: 'Set up again' }).click();
    expect(await page.getByText('First confirm that it is you: enter your password and a current code', { exact: false }).count()).toBe(1);
    expect(await page.getByLabel('Code from your authenticator app, or a recovery code').count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    const turnOff = page.getByRole('dialog', { name: 'Turn off two-step sign-in' });
    await turnOff.getByLabel('Your password').fill(password);
    await turnOff.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    // The code is asked for too; without it nothing is sent.
    await expect.poll(() => turnOff.getByText('Please enter', { exact: false }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await turnOff.getByLabel('Code from your authenticator app, or a recovery code').fill(recoveryCodes[6]!);
    await turnOff.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: /^Two-step sign-in/ }) });
    await expect.poll(() => card.getByText('Off', { exact: true }).count()).toBe(1);

    // The new password alone signs in again.
    await signOut(page);
    await fillLogin(page);
    await page.waitForURL(/\/admin\/(?!.*login)/);
    expect(problems).toEqual([]);
  });
});
