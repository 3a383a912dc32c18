/** How to reach the firm or an office: address, telephone (a `tel:` link) and e-mail, each when known. */
import { useTranslation } from '../../i18n/use-translation';
import { telHref } from '../../lib/urls';

export function ContactList({ address, tel, email, className }: { address?: string | null; tel?: string | null; email?: string | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={className}>
      {address ? (
        <div>
          <dt>{t('common.address')}</dt>
          <dd>{address}</dd>
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
