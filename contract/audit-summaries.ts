/**
 * The audit summaries some writes record for machines (the CSV export keeps them as recorded),
 * written by the server and read back by the back office, which shows them in words in the
 * reader's language (`app/admin/audit-summary.ts`). One spelling for both sides: a server change
 * to a form changes what the screen reads with it.
 */
import { isCatalogueLocale } from './locale-catalogue.js';
import { SITE_CLOSED, SITE_MAINTENANCE, SITE_ONLINE, type SiteStatus } from './site-status.js';

/** A save of the firm's facts shared by every language (a language's own settings record its code). */
export const FIRM_FACTS_SUMMARY = 'shared';

const TIME_ZONE_PREFIX = 'timeZone=';
export const timeZoneSummary = (timeZone: string) => `${TIME_ZONE_PREFIX}${timeZone}`;
/** The zone a time-zone save recorded, or null for another summary. */
export function timeZoneOfSummary(summary: string): string | null {
  return summary.startsWith(TIME_ZONE_PREFIX) ? summary.slice(TIME_ZONE_PREFIX.length) : null;
}

/** Language-neutral names of the site's statuses; the back office's `siteStatus.<name>.label` says them in words. */
export const SITE_STATUS_SUMMARIES = { [SITE_ONLINE]: 'online', [SITE_MAINTENANCE]: 'maintenance', [SITE_CLOSED]: 'closed' } as const satisfies Record<
  SiteStatus,
  string
>;
export type SiteStatusSummary = (typeof SITE_STATUS_SUMMARIES)[SiteStatus];
const SITE_STATUS_NAMES = new Set<string>(Object.values(SITE_STATUS_SUMMARIES));
export const isSiteStatusSummary = (summary: string): summary is SiteStatusSummary => SITE_STATUS_NAMES.has(summary);

export const twoFactorPolicySummary = (required: boolean) => `required=${String(required)}`;
/** The rule a two-step policy save recorded, or null for another summary. */
export function twoFactorPolicyOfSummary(summary: string): boolean | null {
  if (summary === twoFactorPolicySummary(true)) return true;
  if (summary === twoFactorPolicySummary(false)) return false;
  return null;
}

/** Why a sign-in failed: no such account or a wrong password, or a wrong one-time code. */
export const SIGN_IN_FAILURES = ['loginFailed', 'otpWrong'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/**
 * `<account> <fact>`: the account as typed (it may hold spaces; the fact never does). The fact is
 * checked by the reader, as the account part is whatever a visitor typed.
 */
function accountAndFact(summary: string): { account: string; fact: string } | null {
  const space = summary.lastIndexOf(' ');
  return space > 0 ? { account: summary.slice(0, space), fact: summary.slice(space + 1) } : null;
}

export const signInFailedSummary = (account: string, reason: SignInFailure) => `${account} ${reason}`;
export function signInFailureOfSummary(summary: string): { account: string; reason: SignInFailure } | null {
  const parts = accountAndFact(summary);
  const reason = SIGN_IN_FAILURES.find((failure) => failure === parts?.fact);
  return parts && reason ? { account: parts.account, reason } : null;
}

const RECOVERY_CODES = /^recoveryCodes=(\d+)$/;
export const recoveryCodesSummary = (account: string, count: number) => `${account} recoveryCodes=${count}`;
export function recoveryCodesOfSummary(summary: string): { account: string; count: number } | null {
  const parts = accountAndFact(summary);
  const count = parts && RECOVERY_CODES.exec(parts.fact);
  return parts && count ? { account: parts.account, count: Number(count[1]) } : null;
}

/** A labels save: `de_DE: nav.home, -nav.about (+3)`, the language's code and the keys it changed. */
export const labelsSummary = (lang: string, keys: string) => `${lang}: ${keys}`;
export function labelsOfSummary(summary: string): { lang: string; keys: string } | null {
  const colon = summary.indexOf(': ');
  const lang = summary.slice(0, colon);
  return colon > 0 && isCatalogueLocale(lang) ? { lang, keys: summary.slice(colon + 2) } : null;
}
