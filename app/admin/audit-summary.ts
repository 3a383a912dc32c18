/**
 * An audit entry's summary in the back office's language. Some writes record a fact the server
 * spells for machines (the CSV export keeps them so): the settings record a save wrote (`shared`,
 * `de_DE`), `timeZone=Europe/London`, the site's status (`maintenance`), the two-step rule
 * (`required=true`), why a sign-in failed (`maria loginFailed`), a set-up's recovery codes, the
 * language of a labels save (`de_DE: nav.home`). A person reading the log reads those in words;
 * any other summary (a title, a file's name) is shown as recorded. The forms are spelt once, in
 * `contract/audit-summaries.ts`, for the server that writes them and for this reader.
 */
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../contract/audit';
import {
  FIRM_FACTS_SUMMARY,
  isSiteStatusSummary,
  labelsOfSummary,
  recoveryCodesOfSummary,
  signInFailureOfSummary,
  timeZoneOfSummary,
  twoFactorPolicyOfSummary,
} from '../../contract/audit-summaries';
import { isCatalogueLocale } from '../../contract/locale-catalogue';
import { siteLanguageName } from '../../contract/site-languages';

type Summarised = Pick<AuditEntry, 'entity' | 'action' | 'summary'>;

/** A site language's name in the back office's language, its code beside it. */
function languageNamed(code: string, adminLang: string): string {
  const name = siteLanguageName(code, adminLang);
  return name !== code ? `${name} (${code})` : code;
}

export function readableSummary(entry: Summarised, t: TFunction, adminLang: string): string | null {
  const { entity, action, summary } = entry;
  if (!summary) return summary;
  if (entity === 'portalConfig') {
    if (summary === FIRM_FACTS_SUMMARY) return t('site.shared');
    const zone = timeZoneOfSummary(summary);
    if (zone !== null) return t('audit.summaries.timeZone', { zone });
    if (isCatalogueLocale(summary)) return languageNamed(summary, adminLang);
  }
  if (entity === 'siteLanguage' && isCatalogueLocale(summary)) return languageNamed(summary, adminLang);
  // The label keys as the labels screen shows them.
  const labels = entity === 'siteLabel' ? labelsOfSummary(summary) : null;
  if (labels) return `${languageNamed(labels.lang, adminLang)}: ${labels.keys}`;
  if (entity === 'siteStatus' && isSiteStatusSummary(summary)) return t(`siteStatus.${summary}.label`);
  const required = entity === 'twoFactorPolicy' ? twoFactorPolicyOfSummary(summary) : null;
  if (required !== null) return t(required ? 'audit.summaries.twoFactorRequired' : 'audit.summaries.twoFactorOptional');
  const failure = action === 'signInFailed' ? signInFailureOfSummary(summary) : null;
  if (failure) return t(`audit.summaries.${failure.reason}`, { account: failure.account });
  const codes = action === 'enableTwoFactor' ? recoveryCodesOfSummary(summary) : null;
  if (codes) return t('audit.summaries.recoveryCodes', { account: codes.account, count: codes.count });
  return summary;
}
