/**
 * The band above a page opened through a preview link (decision 0025): says that it is a preview
 * and until when the link works, or that the link did not open and the page is what visitors see.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { Lang } from '../../../contract/languages';
import { bcp47 } from '../../i18n/locales';
import { WRITTEN_FORMS } from '../../lib/format';
import type { PagePreview } from '../../lib/preview';

/** The expiry as a date and time in UTC, written the way the page's language writes them (the same on server and browser), Gregorian, in Latin digits. */
function expiryText(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(bcp47(lang), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
    ...WRITTEN_FORMS,
  }).format(new Date(iso));
}

export function PreviewBanner({ preview, lang }: { preview: PagePreview; lang: Lang }) {
  const { t } = useTranslation();
  if (!preview) return null;
  if (preview.state === 'refused') {
    return (
      <p className="preview-banner" role="status">
        {t('preview.refused')}
      </p>
    );
  }
  const [before, after] = t('preview.shown', { time: '\u0000' }).split('\u0000');
  return (
    <p className="preview-banner" role="status">
      <strong>{t('preview.label')}</strong>
      {before}
      <time dateTime={preview.expiresTime}>{expiryText(preview.expiresTime, lang)}</time>
      {after}
    </p>
  );
}
