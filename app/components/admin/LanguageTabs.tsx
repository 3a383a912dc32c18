/**
 * A tab per content language for the version fields of one item. A tab whose language the item
 * does not have yet is marked "missing"; a tab with errors shows how many, and when a save finds
 * errors the first tab with one opens and its first field takes focus (app/admin/formErrors.ts).
 * With `entity`, a version that may need updating since another language's text changed
 * (decision 0071) has its tab marked and a notice with "Mark as current" inside it.
 */
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Form, Tabs } from 'antd';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName, type Lang } from '../../../contract/languages';
import { siteLanguages } from '../../../contract/site-languages';
import { useAdminLanguage } from '../../admin/AdminProviders';
import { focusFirstError, tabErrorChannel } from '../../admin/formErrors';
import { setShownLanguage } from '../../admin/shownLanguage';
import { languageIncluded, type TranslatedValues, type VersionLike } from '../../admin/translated';
import type { RevisionEntity } from '../../../contract/revision';
import { TranslationNotice, useTranslationStatus } from './TranslationNotice';

export function LanguageTabs({
  existing,
  versionKeys,
  entity,
  children,
}: {
  existing: Partial<Record<Lang, VersionLike>>;
  versionKeys: readonly string[];
  /** The kind of item, to show and clear its translation status; left out where versions have none. */
  entity?: RevisionEntity;
  /** The fields of one language; names are relative to `['versions', lang]`. */
  children: (lang: Lang, included: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const { lang: adminLang } = useAdminLanguage();
  const form = Form.useFormInstance<TranslatedValues>();
  const versions = Form.useWatch<TranslatedValues['versions']>('versions', form);
  const channel = tabErrorChannel(form);
  const errors = useSyncExternalStore(channel.subscribe, channel.read, channel.read);
  const [active, setActive] = useState<Lang>(adminLang);
  const tabsRef = useRef<HTMLDivElement>(null);
  const handled = useRef(0);
  const focusPending = useRef<Lang | null>(null);

  // A save found errors: show the first tab with one ...
  useEffect(() => {
    const open = errors.open;
    if (!open || open.request === handled.current) return;
    handled.current = open.request;
    focusPending.current = open.lang;
    setActive(open.lang);
  }, [errors.open]);

  // ... then, once that tab is the one shown, focus its first field with an error.
  useEffect(() => {
    if (focusPending.current !== active) return;
    focusPending.current = null;
    const frame = requestAnimationFrame(() => {
      const panel = tabsRef.current?.querySelector('[role="tabpanel"]:not([aria-hidden="true"])');
      if (panel) focusFirstError(panel);
    });
    return () => cancelAnimationFrame(frame);
  }, [active, errors.open]);

  useEffect(() => setShownLanguage(form, active), [form, active]);

  const includedLangs = siteLanguages().languages.filter((lang) => languageIncluded(lang, versions?.[lang], existing, versionKeys));
  const status = useTranslationStatus(existing, entity);

  return (
    <div ref={tabsRef}>
      <Tabs
        activeKey={active}
        onChange={(key) => setActive(key as Lang)}
        items={siteLanguages().languages.map((lang) => {
          const included = includedLangs.includes(lang);
          const count = errors.counts[lang] ?? 0;
          return {
            key: lang,
            forceRender: true,
            label: (
              <span>
                {languageName(lang)}
                {included ? null : (
                  <span className="admin-lang-missing" title={t('common.translationMissing')}>
                    ({t('common.missing')})
                  </span>
                )}
                {status.marked.includes(lang) ? (
                  <span className="admin-lang-outdated" title={t('translationStatus.tag')}>
                    <ExclamationCircleOutlined aria-hidden />
                    <span className="visually-hidden">{t('translationStatus.tag')}</span>
                  </span>
                ) : null}
                {count > 0 ? (
                  <span className="admin-lang-errors" title={t('formCheck.errorsInTab', { count })}>
                    <span aria-hidden="true">{count}</span>
                    <span className="visually-hidden">{t('formCheck.errorsInTab', { count })}</span>
                  </span>
                ) : null}
              </span>
            ),
            // With no language filled in, the shown tab's fields are the ones asked for: a save marks
            // them there, rather than only saying that one language is needed.
            children: (
              <>
                {status.marked.includes(lang) ? <TranslationNotice lang={lang} status={status} /> : null}
                {children(lang, included || (includedLangs.length === 0 && lang === active))}
              </>
            ),
          };
        })}
      />
    </div>
  );
}
