/**
 * The audit log's summaries in the back office's language: what the server records for machines
 * (the settings record a save wrote, the time zone, the site's status, the two-step rule, why a
 * sign-in failed, a set-up's recovery codes, a labels save's language) reads in words in English,
 * German and Chinese; any other summary (a file's name, an account) is shown as recorded.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/audit';
import type { Lang } from '../../contract/languages';
import { AuditItem } from '../../app/components/admin/AuditItem';
import { renderInAdmin } from './render';

const entry = (entity: string, action: string, summary: string): AuditEntry => ({
  id: 1, time: '2026-12-07T10:00:00.000Z', userId: 1, userName: 'admin', address: '127.0.0.1', action, entity, no: null, langs: [], summary,
  title: null, titleLang: null, versionId: null, revisionId: null,
});

function shown(value: AuditEntry, lang: Lang): string {
  const { container, unmount } = renderInAdmin(<AuditItem entry={value} adminLang={lang} />, lang);
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('audit log summaries', () => {
  it.each([
    ['en_US', 'For every language', 'German (de_DE)', 'Time zone: Europe/London', 'Maintenance', 'Two-step sign-in required of every account', 'maria: wrong account or password', 'maria: 10 recovery codes issued'],
    ['de_DE', 'Für alle Sprachen', 'Deutsch (de_DE)', 'Zeitzone: Europe/London', 'Wartung', 'Zwei-Schritt-Anmeldung für alle Konten vorgeschrieben', 'maria: falsches Konto oder Passwort', 'maria: 10 Wiederherstellungscodes ausgegeben'],
    ['zh_CN', '适用于所有语言', '德语 (de_DE)', '时区：Europe/London', '维护中', '所有账号必须使用两步登录', 'maria：账号或密码错误', 'maria：已生成 10 个恢复码'],
  ] as const)('reads what the server records for machines in words, in %s', (lang, shared, german, zone, maintenance, required, failed, codes) => {
    expect(shown(entry('portalConfig', 'update', 'shared'), lang)).toBe(shared);
    expect(shown(entry('portalConfig', 'update', 'de_DE'), lang)).toBe(german);
    expect(shown(entry('portalConfig', 'update', 'timeZone=Europe/London'), lang)).toBe(zone);
    expect(shown(entry('siteStatus', 'update', 'maintenance'), lang)).toBe(maintenance);
    expect(shown(entry('twoFactorPolicy', 'update', 'required=true'), lang)).toBe(required);
    expect(shown(entry('session', 'signInFailed', 'maria loginFailed'), lang)).toBe(failed);
    expect(shown(entry('account', 'enableTwoFactor', 'maria recoveryCodes=10'), lang)).toBe(codes);
    expect(shown(entry('siteLabel', 'update', 'de_DE: nav.home, -nav.about (+3)'), lang)).toBe(`${german}: nav.home, -nav.about (+3)`);
  });

  it('says a wrong code and a rule left to each account, and shows other summaries as recorded', () => {
    expect(shown(entry('session', 'signInFailed', 'maria otpWrong'), 'en_US')).toBe('maria: wrong sign-in code');
    expect(shown(entry('twoFactorPolicy', 'update', 'required=false'), 'en_US')).toBe('Two-step sign-in left to each account');
    expect(shown(entry('file', 'upload', '2026/12/a1.png brochure.png'), 'en_US')).toBe('2026/12/a1.png brochure.png');
    expect(shown(entry('session', 'signIn', 'maria'), 'en_US')).toBe('maria');
    expect(shown(entry('staffUser', 'create', 'shared'), 'en_US')).toBe('shared');
    expect(screen.queryByText('shared')).toBeNull();
  });
});
