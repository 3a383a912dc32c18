/**
 * Site settings: the firm's portal config, one record per language (PRODUCT section 3, "Calls the
 * spec leaves without a shape"). The e-mail, telephone and office photos are the firm's, the same
 * in every language (decision 0017): they are edited once, above the language tabs, each photo
 * with a caption per language, and saved with `PUT /admin/portal-config/shared`. A tab per
 * language, marked when that language has no record yet; one save writes the shared part and every
 * language that changed, one `POST /admin/portal-config` each. Besides the spec's fields it edits
 * the documents shown at `/docs/{name}`: privacy, terms and disclaimer.
 */
import { ExclamationCircleFilled, ExportOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Form, Spin, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName, type Lang } from '../../../../contract/languages';
import { siteLanguages } from '../../../../contract/site-languages';
import type { PortalConfig, SharedPortalConfig } from '../../../../contract/portal-config';
import { useAdminLanguage } from '../../../admin/AdminProviders';
import { api, ApiError } from '../../../admin/api';
import { RequireAdministrator } from '../../../admin/RequireAdministrator';
import { formFieldName } from '../../../admin/translated';
import { useUnsavedChanges } from '../../../admin/useUnsavedChanges';
import { useAdminSession } from '../../../admin/context';
import { useEditConflictWarning } from '../../../admin/edit-conflict';
import { useEditReadings } from '../../../admin/edit-reading';
import { useLocalDraft } from '../../../admin/useLocalDraft';
import { DraftOffer } from '../../../components/admin/DraftOffer';
import { ScreenHead } from '../../../components/admin/ScreenHead';
import {
  type Body, changedBody, type FormValues, same, type Section, sectionOf, toBody, toSharedBody, toSharedValues, toValues,
} from '../../../components/admin/site/form-values';
import { FirmTimeZoneSetting } from '../../../components/admin/site/FirmTimeZoneSetting';
import { LanguageFields } from '../../../components/admin/site/LanguageFields';
import { SharedFields } from '../../../components/admin/site/SharedFields';
import { styles } from '../../../components/admin/site/ui';

function SiteEditForm() {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const { lang: adminLang } = useAdminLanguage();
  const [form] = Form.useForm<FormValues>();
  const [records, setRecords] = useState<Partial<Record<Lang, PortalConfig>>>({});
  const [sharedRecord, setSharedRecord] = useState<SharedPortalConfig | null>(null);
  const [sharedChanged, setSharedChanged] = useState(false);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [activeLang, setActiveLang] = useState<Lang>(adminLang);
  const [changed, setChanged] = useState<Lang[]>([]);
  const [activeSection, setActiveSection] = useState<Section>('details');
  /** `lang` and `lang:section` of every field that has an error, and `shared` for the shared part. */
  const [errorPlaces, setErrorPlaces] = useState<Set<string>>(new Set());
  const dirty = changed.length > 0 || sharedChanged;
  useUnsavedChanges(dirty);
  const { profile } = useAdminSession();
  const draft = useLocalDraft({ form, account: profile.id, ready: !loading, dirty });
  // Each record (the shared facts, a language's) is read and saved on its own, so a save is refused
  // only when a colleague saved that one since this screen read it (decision 0101).
  const readingOf = useEditReadings();
  const warnOfConflict = useEditConflictWarning();

  const savedBodies = useMemo(
    () => Object.fromEntries(siteLanguages().languages.map((lang) => [lang, toBody(lang, records[lang] ? toValues(records[lang]) : undefined)])) as Record<Lang, Body>,
    [records],
  );

  const changedLangs = useCallback(() => {
    const versions = (form.getFieldsValue(true) as FormValues).versions ?? {};
    return siteLanguages().languages.filter((lang) => records[lang] && !same(toBody(lang, versions[lang]), savedBodies[lang]));
  }, [form, records, savedBodies]);

  const savedShared = useMemo(() => toSharedBody(sharedRecord ? toSharedValues(sharedRecord) : undefined), [sharedRecord]);

  const isSharedChanged = useCallback(
    () => sharedRecord !== null && !same(toSharedBody((form.getFieldsValue(true) as FormValues).shared), savedShared),
    [form, sharedRecord, savedShared],
  );

  /** Which languages differ from their saved record, and the shared part; state changes only when that does. */
  const updateChanged = useCallback(() => {
    const next = changedLangs();
    setChanged((current) => (current.join() === next.join() ? current : next));
    setSharedChanged(isSharedChanged());
  }, [changedLangs, isSharedChanged]);

  const refreshErrors = useCallback(() => {
    const failing = form.getFieldsError().filter((field) => field.errors.length > 0);
    const next = new Set(
      failing.flatMap((field) =>
        field.name[0] === 'shared' ? ['shared'] : [String(field.name[1]), `${String(field.name[1])}:${sectionOf(field.name[2])}`],
      ),
    );
    // Validation reports every field: only a different set re-renders the form.
    setErrorPlaces((current) => (current.size === next.size && [...next].every((place) => current.has(place)) ? current : next));
  }, [form]);

  /** Shows the language and section of a field with an error (when it has them), then the field. */
  const reveal = useCallback(
    (name: (string | number)[]) => {
      if (name[0] === 'versions') {
        setActiveLang(name[1] as Lang);
        setActiveSection(sectionOf(name[2]));
      }
      setTimeout(() => form.scrollToField(name, { block: 'center' }), 50);
    },
    [form],
  );

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    Promise.all([
      api.get<SharedPortalConfig>('/admin/portal-config/shared', { reading: readingOf('shared') }),
      ...siteLanguages().languages.map((lang) => api.get<PortalConfig>('/admin/portal-config', { query: { lang }, reading: readingOf(lang) })),
    ])
      .then(([shared, ...loaded]) => {
        if (cancelled) return;
        const byLang = Object.fromEntries(loaded.map((config, index) => [siteLanguages().languages[index], config])) as Record<Lang, PortalConfig>;
        setRecords(byLang);
        setSharedRecord(shared);
        form.setFieldsValue({
          versions: Object.fromEntries(siteLanguages().languages.map((lang) => [lang, toValues(byLang[lang])])),
          shared: toSharedValues(shared),
        });
        setChanged([]);
        setSharedChanged(false);
      })
      .catch(() => {})
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [form, readingOf]);

  const hasRecord = (lang: Lang) => Boolean(records[lang]?.updateTime);

  async function save() {
    const toSave = changedLangs();
    const saveShared = isSharedChanged();
    if (toSave.length === 0 && !saveShared) {
      message.info(t('site.nothingChanged'));
      return;
    }
    try {
      await form.validateFields([...(saveShared ? [['shared']] : []), ...toSave.map((lang) => ['versions', lang])], { recursive: true });
    } catch {
      refreshErrors();
      const first = form.getFieldsError().find((field) => field.errors.length > 0);
      if (first) reveal(first.name);
      return;
    }
    setSaving(true);
    const values = form.getFieldsValue(true) as FormValues;
    const versions = values.versions ?? {};
    const saved: Partial<Record<Lang, PortalConfig>> = {};
    let shared: SharedPortalConfig | undefined;
    /** What this save wrote so far, in words ("Saved: …"); none before the first record. */
    const savedSoFar = () => {
      const names = [...(shared ? [t('site.shared')] : []), ...Object.keys(saved).map((lang) => languageName(lang as Lang))];
      return names.length ? t('site.savedLanguages', { languages: names.join(', ') }) : undefined;
    };
    let warned = false;
    try {
      if (saveShared) {
        try {
          shared = await api.put<SharedPortalConfig>('/admin/portal-config/shared', toSharedBody(values.shared), { quiet: true, reading: readingOf('shared') });
        } catch (error) {
          if (warnOfConflict(error, t('site.shared'))) return;
          if (error instanceof ApiError && error.fieldErrors.length) {
            form.setFields(error.fieldErrors.map((f) => ({ name: ['shared', ...formFieldName(f.field)] as never, errors: [f.message] })));
            refreshErrors();
            reveal(['shared', ...formFieldName(error.fieldErrors[0]!.field)]);
          }
          if (error instanceof ApiError) message.error(`${t('site.shared')}: ${error.message}`);
          return;
        }
      }
      for (const lang of toSave) {
        const body = changedBody(toBody(lang, versions[lang]), savedBodies[lang]);
        try {
          saved[lang] = await api.post<PortalConfig>('/admin/portal-config', body, { quiet: true, reading: readingOf(lang) });
        } catch (error) {
          if (warnOfConflict(error, languageName(lang), savedSoFar())) {
            warned = true;
            return;
          }
          if (error instanceof ApiError && error.fieldErrors.length) {
            form.setFields(error.fieldErrors.map((f) => ({ name: ['versions', lang, ...formFieldName(f.field)] as never, errors: [f.message] })));
            refreshErrors();
            reveal(['versions', lang, error.fieldErrors[0]!.field.split('.')[0]!]);
            message.error(`${languageName(lang)}: ${error.message}`);
          } else if (error instanceof ApiError) {
            message.error(`${languageName(lang)}: ${error.message}`);
          }
          return;
        }
      }
    } finally {
      setSaving(false);
      // What was saved is the new baseline; languages not reached keep their edits.
      if (shared) {
        setSharedRecord(shared);
        form.setFieldsValue({ shared: toSharedValues(shared) });
      }
      if (Object.keys(saved).length) {
        setRecords((current) => ({ ...current, ...saved }));
        form.setFieldsValue({
          versions: Object.fromEntries(Object.entries(saved).map(([lang, config]) => [lang, toValues(config)])),
        });
      }
      // Also when a later record failed: what was written is said, beside that record's error (a
      // refusal's warning says it itself).
      const savedWords = savedSoFar();
      if (savedWords && !warned) message.success(savedWords);
    }
  }

  useEffect(() => {
    // After the baseline moves (a save), recompute what is still unsaved.
    if (!loading) updateChanged();
  }, [records, sharedRecord, loading, updateChanged]);

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <ScreenHead
        heading={t('site.title')}
        actions={
          <Button icon={<ExportOutlined />} href={`/about?lang=${activeLang}`} target="_blank" rel="noreferrer">
            {t('common.preview')}
          </Button>
        }
        save={
          <Button type="primary" loading={saving} disabled={loading} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        }
      />
      <p style={styles.help}>{t('site.intro')}</p>
      <FirmTimeZoneSetting />
      <DraftOffer draft={draft} onRestored={updateChanged} />
      <Spin spinning={loading} description={t('app.loading')}>
        <Form
          form={form}
          layout="vertical"
          onValuesChange={() => {
            updateChanged();
            draft.changed();
            // A removed row takes its errors with it once the form has re-rendered.
            setTimeout(refreshErrors);
          }}
          onFieldsChange={refreshErrors}
          onFinish={() => void save()}
        >
          <SharedFields hasErrors={errorPlaces.has('shared')} />
          <Tabs
            type="card"
            activeKey={activeLang}
            onChange={(key) => setActiveLang(key as Lang)}
            items={siteLanguages().languages.map((lang) => ({
              key: lang,
              forceRender: true,
              label: (
                <span>
                  {languageName(lang)}
                  {errorPlaces.has(lang) ? <ExclamationCircleFilled aria-label={t('site.tabHasErrors')} style={styles.tabError} /> : null}
                  {changed.includes(lang) ? (
                    <span role="img" aria-label={t('site.unsavedLanguage')} title={t('site.unsavedLanguage')} style={styles.changed}>
                      •
                    </span>
                  ) : null}
                  {hasRecord(lang) ? null : (
                    <span className="admin-lang-missing" title={t('common.translationMissing')}>
                      ({t('common.missing')})
                    </span>
                  )}
                </span>
              ),
              children: records[lang] ? (
                <LanguageFields
                  lang={lang}
                  included={hasRecord(lang) || changed.includes(lang)}
                  missing={!hasRecord(lang)}
                  section={activeSection}
                  onSection={setActiveSection}
                  errorSections={[...errorPlaces]
                    .filter((place) => place.startsWith(`${lang}:`))
                    .map((place) => place.slice(lang.length + 1))
                    .join(',')}
                />
              ) : null,
            }))}
          />
        </Form>
      </Spin>
    </section>
  );
}

export default function SiteEdit() {
  return (
    <RequireAdministrator>
      <SiteEditForm />
    </RequireAdministrator>
  );
}
