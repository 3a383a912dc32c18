/**
 * An audit entry's summary in the back office's language. Some writes record a fact the server
 * spells for machines (the CSV export keeps them so): the settings record a save wrote (`shared`,
 * `de_DE`), `timeZone=Europe/London`, the site's status (`maintenance`), the two-step rule
 * (`required=true`), why a sign-in failed (`maria loginFailed`), a set-up's recovery codes, the
 * language of a labels save (`de_DE: nav.home`). A person reading the log reads those in words;
 * any other summary (a title, a file's name) is shown as recorded.
 */
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../contract/audit';
import { distinguishingTag } from '../../contract/site-languages';

type Summarised = Pick<AuditEntry, 'entity' | 'action' | 'summary'>;

const SITE_STATUSES = new Set(['online', 'maintenance', 'closed']);
/** A language's code as the server records it (`de_DE`), a site language now or one since removed. */
const LANGUAGE_CODE = /^[a-z]{2,3}_[A-Z]{2}$/;
const SIGN_IN_FAILURES = new Set(['loginFailed', 'otpWrong']);

/** A site language's name in the back office's language, its code beside it. */
function languageNamed(code: string, adminLang: string): string {
  const name = new Intl.DisplayNames([adminLang.replace('_', '-')], { type: 'language' }).of(distinguishingTag(code));
  return name && name !== code ? `${name} (${code})` : code;
}

export function readableSummary(entry: Summarised, t: TFunction, adminLang: string): string | null {
  const { entity, action, summary } = entry;
  if (!summary) return summary;
  if (entity === 'portalConfig') {
    if (summary === 'shared') return t('site.shared');
    if (summary.startsWith('timeZone=')) return t('audit.summaries.timeZone', { zone: summary.slice('timeZone='.length) });
    if (LANGUAGE_CODE.test(summary)) return languageNamed(summary, adminLang);
  }
  if (entity === 'siteLanguage' && LANGUAGE_CODE.test(summary)) return languageNamed(summary, adminLang);
  // A labels save: `de_DE: nav.home, nav.about (+3)`, the language named, the label keys as the labels screen shows them.
  const labels = entity === 'siteLabel' ? /^([a-z]{2,3}_[A-Z]{2}): /.exec(summary) : null;
  if (labels) return `${languageNamed(labels[1]!, adminLang)}: ${summary.slice(labels[0].length)}`;
  if (entity === 'siteStatus' && SITE_STATUSES.has(summary)) return t(`siteStatus.${summary}.label`);
  if (entity === 'twoFactorPolicy' && (summary === 'required=true' || summary === 'required=false')) {
    return t(summary === 'required=true' ? 'audit.summaries.twoFactorRequired' : 'audit.summaries.twoFactorOptional');
  }
  // `<account> <fact>`: the account's name may hold spaces, the fact never does.
  const space = summary.lastIndexOf(' ');
  const account = summary.slice(0, space);
  const fact = summary.slice(space + 1);
  if (space > 0 && action === 'signInFailed' && SIGN_IN_FAILURES.has(fact)) return t(`audit.summaries.${fact}`, { account });
  const codes = /^recoveryCodes=(\d+)$/.exec(fact);
  if (space > 0 && action === 'enableTwoFactor' && codes) return t('audit.summaries.recoveryCodes', { account, count: Number(codes[1]) });
  return summary;
}
