/**
 * The item an audit entry is about (issue 46): its title as it is now (in the admin's language, or
 * marked with the language it is in), linked to its edit screen, with the item's `no` as the
 * link's tooltip; the summary recorded with the write when it says something else (an earlier
 * title, a value); and, for a write that kept a revision, a link to what that write changed.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../contract/audit';
import type { Lang } from '../../../contract/languages';
import { shortLanguageTag } from '../../../contract/site-languages';
import { itemLink, revisionLink } from '../../admin/audit-links';
import { readableSummary } from '../../admin/audit-summary';

/** `de_DE` as an HTML `lang` value. */
const htmlLang = (lang: string) => lang.replace('_', '-');

export function AuditItem({ entry, adminLang }: { entry: AuditEntry; adminLang: Lang }) {
  const { t } = useTranslation();
  const { title, titleLang } = entry;
  const summary = readableSummary(entry, t, adminLang);
  const link = itemLink(entry);
  const revision = revisionLink(entry);
  if (title === null) {
    return summary ? <span className="audit-log__text">{summary}</span> : <span>—</span>;
  }
  const otherLang = titleLang !== null && titleLang !== adminLang;
  const named = (
    <span lang={otherLang ? htmlLang(titleLang) : undefined} className="audit-log__text">
      {title}
    </span>
  );
  return (
    <div className="audit-log__item">
      <div>
        {link ? (
          <Link to={link} title={entry.no ?? undefined} className="audit-log__title">
            {named}
          </Link>
        ) : (
          <span title={entry.no ?? undefined}>{named}</span>
        )}
        {otherLang ? <span className="audit-log__lang"> ({shortLanguageTag(titleLang)})</span> : null}
      </div>
      {summary && entry.summary !== title ? (
        <div className="audit-log__secondary audit-log__text">{t('audit.recorded', { summary })}</div>
      ) : null}
      {revision ? (
        <Link to={revision} className="audit-log__secondary" aria-label={t('audit.revisionOf', { title })}>
          {t('audit.revision')}
        </Link>
      ) : null}
    </div>
  );
}
