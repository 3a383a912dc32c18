/**
 * How to reach the firm or an office: address, telephone (a `tel:` link) and e-mail, each when
 * known; `addressLang` marks an address in another language than the page's.
 */
import { useTranslation } from '../../i18n/use-translation';
import { telHref } from '../../lib/urls';

export function ContactList({ address, addressLang, tel, email, className }: { address?: string | null; addressLang?: string; tel?: string | null; email?: string | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={className}>
      {address ? (
        <div>
          <dt>{t('common.address')}</dt>
          <dd lang={addressLang}>{address}</dd>
        </div>
      ) : null}
      {tel ? (
        <div>
          <dt>{t('common.contactNumber')}</dt>
          <dd>
            <a href={telHref(tel)} dir="ltr">{tel}</a>
          </dd>
        </div>
      ) : null}
      {email ? (
        <div>
          <dt>{t('common.mail')}</dt>
          <dd>
            <a href={`mailto:${email}`} dir="ltr">{email}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
