/** The practice areas, in the firm's order: icon, name and a short summary, each leading to its page. */
import { Link, useLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { pageLanguage } from '../../lib/page-language.server';
import { pageMeta, summary } from '../../lib/seo';
import { pageTranslate, siteContext } from '../../lib/site-context';
import { mediaSrc } from '../../lib/urls';
import type { Route } from './+types/practice-areas';

/** A short plain-text summary that ends at a word where the language has spaces between words. */
function shortSummary(html: string | null, length: number): string {
  const text = summary(html, 10_000);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?，。；：、]+$/u, '')}…`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  const fields = await context.services.publicLists.practiceAreas(lang);
  return {
    fields: fields.map((f) => ({ id: f.id, name: f.name, iconUrl: f.iconUrl, summary: shortSummary(f.introduce, 180) })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  const t = pageTranslate(matches);
  return pageMeta(site, { title: t('nav.expertise'), description: t('practiceAreas.description'), path: '/expertises' });
}

export default function PracticeAreas() {
  const { fields } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('nav.expertise')}</h1>
        <p>{t('practiceAreas.description')}</p>
      </header>
      {fields.length ? (
        <ul className="field-cards">
          {fields.map((field) => (
            <li key={field.id} className="field-card">
              {field.iconUrl ? <img src={mediaSrc(field.iconUrl)} alt="" width={56} height={56} className="field-card__icon" /> : null}
              <h2 className="field-card__title">
                <Link to={`/expertises/detail/${field.id}`} prefetch="intent">
                  {field.name}
                </Link>
              </h2>
              {field.summary ? <p className="field-card__text">{field.summary}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('common.noResults')}</p>
      )}
    </div>
  );
}
