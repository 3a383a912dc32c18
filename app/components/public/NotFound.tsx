import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="page narrow not-found">
      <p className="eyebrow">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link className="button" to="/home">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
