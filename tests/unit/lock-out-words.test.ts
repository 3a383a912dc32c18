/** A lock-out says how long in words a person reads: "1 minute", "15 minutes", not "1 minute(s)". */
import { describe, expect, it } from 'vitest';
import { translate } from '../../server/i18n/translate.js';

describe('the lock-out messages', () => {
  it.each([
    ['en_US', 1, 'Too many failed sign-in attempts. Please try again in 1 minute.'],
    ['en_US', 15, 'Too many failed sign-in attempts. Please try again in 15 minutes.'],
    ['de_DE', 1, 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut.'],
    ['de_DE', 15, 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.'],
    ['zh_CN', 1, '登录失败次数过多，请在 1 分钟后重试。'],
    ['zh_CN', 15, '登录失败次数过多，请在 15 分钟后重试。'],
  ] as const)('of sign-in in %s for %i minutes', (lang, count, words) => {
    expect(translate(lang, 'tooManyAttempts', { count })).toBe(words);
  });

  it.each([
    ['en_US', 1, 'Too many wrong passwords or codes. Please try again in 1 minute.'],
    ['de_DE', 2, 'Zu viele falsche Passwörter oder Codes. Bitte versuchen Sie es in 2 Minuten erneut.'],
  ] as const)('of password and code checks in %s for %i minutes', (lang, count, words) => {
    expect(translate(lang, 'credentialChecksLocked', { count })).toBe(words);
  });
});
