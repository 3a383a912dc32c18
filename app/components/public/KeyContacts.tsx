/** The lawyers a news item or case concerns, as cards: photo, name, title and e-mail. */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Lang } from '../../../contract/languages';
import { mediaSrc, mediaSrcSet } from '../../lib/urls';
import { otherLang } from '../../lib/lang';

export interface KeyContact {
  /** The version shown: the page's language, else another. */
  id: number;
  lang: string;
  name: string;
  photoUrl: string | null;
  /** The jobs, in the page's language, joined. */
  title: string;
  email: string | null;
}

export function KeyContacts({ contacts, lang }: { contacts: KeyContact[]; lang: Lang }) {
  const { t } = useTranslation();
  if (contacts.length === 0) return null;
  return (
    <section className="key-contacts" aria-labelledby="key-contacts-title">
      <h2 id="key-contacts-title">{t('articles.keyContacts')}</h2>
      <ul className="key-contacts__list">
        {contacts.map((contact) => (
          <li key={contact.id} className="key-contact">
            {contact.photoUrl ? (
              <img
                className="key-contact__photo"
                src={mediaSrc(contact.photoUrl, 160)}
                srcSet={mediaSrcSet(contact.photoUrl, [160, 320])}
                sizes="5rem"
                alt=""
                width={160}
                height={200}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <div>
              <p className="key-contact__name">
                <Link to={`/people/detail/${contact.id}`} prefetch="intent" lang={otherLang(contact.lang, lang)} dir="auto">
                  {contact.name}
                </Link>
              </p>
              {contact.title ? <p className="key-contact__title">{contact.title}</p> : null}
              {contact.email ? (
                <p className="key-contact__email">
                  <a href={`mailto:${contact.email}`} dir="ltr">{contact.email}</a>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
