/**
 * The audit summaries written for machines and read back by the back office
 * (`contract/audit-summaries.ts`): each form as the CSV export keeps it, read back by its reader,
 * and other summaries (an account typed by a visitor, a title) not mistaken for one.
 */
import { describe, expect, it } from 'vitest';
import {
  isSiteStatusSummary,
  labelsOfSummary,
  labelsSummary,
  recoveryCodesOfSummary,
  recoveryCodesSummary,
  signInFailedSummary,
  signInFailureOfSummary,
  SITE_STATUS_SUMMARIES,
  timeZoneOfSummary,
  timeZoneSummary,
  twoFactorPolicyOfSummary,
  twoFactorPolicySummary,
} from '../../contract/audit-summaries.js';
import { SITE_CLOSED, SITE_MAINTENANCE, SITE_ONLINE } from '../../contract/site-status.js';

describe('audit summaries', () => {
  it('spells each form as recorded until now, and reads it back', () => {
    expect(timeZoneSummary('Europe/London')).toBe('timeZone=Europe/London');
    expect(timeZoneOfSummary('timeZone=Europe/London')).toBe('Europe/London');
    expect(([SITE_ONLINE, SITE_MAINTENANCE, SITE_CLOSED] as const).map((status) => SITE_STATUS_SUMMARIES[status])).toEqual(['online', 'maintenance', 'closed']);
    expect(twoFactorPolicySummary(true)).toBe('required=true');
    expect([twoFactorPolicyOfSummary('required=true'), twoFactorPolicyOfSummary('required=false')]).toEqual([true, false]);
    expect(signInFailedSummary('maria', 'otpWrong')).toBe('maria otpWrong');
    expect(signInFailureOfSummary('maria otpWrong')).toEqual({ account: 'maria', reason: 'otpWrong' });
    expect(recoveryCodesSummary('maria', 10)).toBe('maria recoveryCodes=10');
    expect(recoveryCodesOfSummary('maria recoveryCodes=10')).toEqual({ account: 'maria', count: 10 });
    expect(labelsSummary('de_DE', 'nav.home, -nav.about')).toBe('de_DE: nav.home, -nav.about');
    expect(labelsOfSummary('de_DE: nav.home, -nav.about')).toEqual({ lang: 'de_DE', keys: 'nav.home, -nav.about' });
  });

  it('keeps an account name with spaces whole, as a visitor may type one', () => {
    expect(signInFailureOfSummary(signInFailedSummary('maria  schmidt', 'loginFailed'))).toEqual({ account: 'maria  schmidt', reason: 'loginFailed' });
    expect(recoveryCodesOfSummary(recoveryCodesSummary('a b', 8))).toEqual({ account: 'a b', count: 8 });
  });

  it('reads nothing into other summaries', () => {
    expect(timeZoneOfSummary('Time zone')).toBeNull();
    expect(isSiteStatusSummary('offline')).toBe(false);
    expect(twoFactorPolicyOfSummary('required=yes')).toBeNull();
    expect(signInFailureOfSummary('loginFailed')).toBeNull();
    expect(signInFailureOfSummary('maria loginFailedTwice')).toBeNull();
    expect(recoveryCodesOfSummary('maria recoveryCodes=ten')).toBeNull();
    expect(labelsOfSummary('xx_XX: nav.home')).toBeNull();
    expect(labelsOfSummary('Annual report: 2026')).toBeNull();
  });
});
