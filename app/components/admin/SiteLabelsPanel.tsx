/**
 * Settings → Labels (issue 48 point 3, decision 0086): the words of the public pages in one of the
 * site's languages, to translate or correct. Each label shows its key, English's text and an input
 * that starts from the stored translation or the language's bundled text; a label with neither is
 * marked missing (visitors see English's). A filter shows only the missing ones, a search box finds
 * a label by key or words. One Save sends the labels changed here, and only those: an emptied one
 * removes the stored translation. Leaving with changes not saved asks first.
 */
import { Alert, App as AntdApp, Button, Checkbox, Input, Select, Space, Spin, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SiteLabelList, SiteLabelRow } from '../../../contract/site-label-admin';
import type { SiteLanguageList, SiteLanguageRow } from '../../../contract/site-language-admin';
import { LABELS_FALLBACK } from '../../../contract/languages';
import { api, ApiError } from '../../admin/api';
import { useEditConflictWarning } from '../../admin/edit-conflict';
import { useEditReadings } from '../../admin/edit-reading';
import { useNameInAdminLanguage } from '../../admin/labels';
import { usePhone } from '../../admin/usePhone';
import { useLeaveQuestion, useUnsavedChanges } from '../../admin/useUnsavedChanges';

/** A label as the screen shows it: the text it started from and the text in its input now. */
interface EditedLabel extends SiteLabelRow {
  start: string;
  value: string;
}

function editedOf(list: SiteLabelList): EditedLabel[] {
  return list.labels.map((row) => {
    const start = row.stored ?? row.bundled ?? '';
    return { ...row, start, value: start };
  });
}

/** What visitors would see from the language itself: nothing typed and nothing bundled. */
const isMissing = (label: EditedLabel) => label.value.trim() === '' && label.bundled === null;

/** The labels changed here, as the API takes them: an emptied one as null (its stored translation goes). */
export function changedLabels(labels: readonly EditedLabel[]): Record<string, string | null> {
  const changed: Record<string, string | null> = {};
  for (const label of labels) if (label.value.trim() !== label.start.trim()) changed[label.key] = label.value.trim() === '' ? null : label.value;
  return changed;
}

const PAGE_SIZE = 25;

export function SiteLabelsPanel() {
  const { t } = useTranslation();
  const nameIn = useNameInAdminLanguage();
  const { message } = AntdApp.useApp();
  const wide = !usePhone();
  const [searchParams, setSearchParams] = useSearchParams();
  const [languages, setLanguages] = useState<SiteLanguageRow[] | null>(null);
  const [labels, setLabels] = useState<EditedLabel[] | null>(null);
  const [missingOnly, setMissingOnly] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A language's labels as read: a save is refused when a colleague saved one of the same labels since (decision 0101).
  const readingOf = useEditReadings();
  const warnOfConflict = useEditConflictWarning();

  useEffect(() => {
    api
      .get<SiteLanguageList>('/admin/languages')
      .then((list) => setLanguages(list.languages.filter((language) => language.code !== LABELS_FALLBACK)))
      .catch(() => setLanguages([]));
  }, []);

  const asked = searchParams.get('language');
  const lang = languages?.some((language) => language.code === asked) ? asked! : (languages?.[0]?.code ?? null);
  const language = languages?.find((candidate) => candidate.code === lang);

  useEffect(() => {
    if (!lang) return;
    let current = true;
    setLabels(null);
    setProblem(null);
    api
      .get<SiteLabelList>(`/admin/labels/${lang}`, { reading: readingOf(lang) })
      .then((list) => current && setLabels(editedOf(list)))
      .catch(() => current && setLabels([]));
    return () => {
      current = false;
    };
  }, [lang, readingOf]);

  const changed = useMemo(() => changedLabels(labels ?? []), [labels]);
  const changedCount = Object.keys(changed).length;
  const dirty = changedCount > 0;
  useUnsavedChanges(dirty);
  const askToLeave = useLeaveQuestion();
  function chooseLanguage(code: string) {
    const go = () => setSearchParams({ language: code }, { replace: true });
    if (dirty) askToLeave({ onOk: go });
    else go();
  }

  const missingCount = (labels ?? []).filter(isMissing).length;
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return (labels ?? []).filter(
      (label) => (!missingOnly || isMissing(label)) && (!words || [label.key, label.english, label.value].some((text) => text.toLowerCase().includes(words))),
    );
  }, [labels, missingOnly, search]);

  function edit(key: string, value: string) {
    setProblem(null);
    setLabels((current) => current && current.map((label) => (label.key === key ? { ...label, value } : label)));
  }

  async function save() {
    if (!lang || !dirty) return;
    setSaving(true);
    setProblem(null);
    try {
      setLabels(editedOf(await api.put<SiteLabelList>(`/admin/labels/${lang}`, { labels: changed }, { quiet: true, reading: readingOf(lang) })));
      message.success(t('siteLabels.saved'));
    } catch (error) {
      if (warnOfConflict(error)) return;
      // Said here, in the words the server chose (which label, which placeholder); what was typed stays.
      setProblem(error instanceof ApiError ? error.message : t('siteLabels.failed'));
    } finally {
      setSaving(false);
    }
  }

  const inputOf = (label: EditedLabel) => (
    <Input.TextArea
      value={label.value}
      autoSize={{ minRows: 1, maxRows: 6 }}
      lang={lang?.replace('_', '-')}
      dir={language?.dir ?? 'auto'}
      placeholder={label.english}
      aria-label={t('siteLabels.translationOf', { key: label.key })}
      onChange={(event) => edit(label.key, event.target.value)}
    />
  );
  const marksOf = (label: EditedLabel) => (
    <>
      {isMissing(label) ? <Tag color="orange">{t('siteLabels.missing')}</Tag> : null}
      {label.value.trim() !== label.start.trim() ? <Tag color="blue">{t('siteLabels.unsaved')}</Tag> : null}
      {label.placeholders.length ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('siteLabels.keep', { names: label.placeholders.map((name) => `{{${name}}}`).join(' ') })}
        </Typography.Text>
      ) : null}
    </>
  );
  const keyOf = (label: EditedLabel) => (
    <Typography.Text code style={{ wordBreak: 'break-all' }}>
      {label.key}
    </Typography.Text>
  );
  const wideColumns: TableColumnsType<EditedLabel> = [
    { key: 'key', title: t('siteLabels.key'), width: 220, render: (_, label) => keyOf(label) },
    { key: 'english', title: t('siteLabels.english'), render: (_, label) => <span lang="en">{label.english}</span> },
    {
      key: 'translation',
      title: t('siteLabels.translation'),
      render: (_, label) => (
        <>
          {inputOf(label)}
          {marksOf(label)}
        </>
      ),
    },
  ];
  // A phone: one column, the key and English's text above the input.
  const narrowColumns: TableColumnsType<EditedLabel> = [
    {
      key: 'label',
      title: t('siteLabels.translation'),
      render: (_, label) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          {keyOf(label)}
          <span lang="en">{label.english}</span>
          {inputOf(label)}
          {marksOf(label)}
        </Space>
      ),
    },
  ];

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('siteLabels.title')}</h1>
      </div>
      <Typography.Paragraph type="secondary" style={{ maxWidth: '46rem' }}>
        {t('siteLabels.intro')}
      </Typography.Paragraph>
      {languages?.length === 0 ? <Alert type="info" showIcon title={t('siteLabels.noLanguages')} /> : null}
      <Space wrap style={{ marginBottom: 16, width: '100%' }}>
        <Select
          style={{ width: wide ? 260 : 'min(260px, 86vw)' }}
          aria-label={t('siteLabels.language')}
          value={lang}
          loading={languages === null}
          options={(languages ?? []).map((candidate) => ({ value: candidate.code, label: `${nameIn(candidate)} (${candidate.code})` }))}
          onChange={chooseLanguage}
        />
        <Input.Search
          allowClear
          style={{ width: wide ? 260 : 'min(260px, 86vw)' }}
          placeholder={t('siteLabels.search')}
          aria-label={t('siteLabels.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Checkbox
          checked={missingOnly}
          onChange={(event) => {
            setMissingOnly(event.target.checked);
            setPage(1);
          }}
        >
          {t('siteLabels.missingOnly')}
        </Checkbox>
        {labels ? <Typography.Text type="secondary">{t('siteLabels.missingCount', { count: missingCount, total: labels.length })}</Typography.Text> : null}
      </Space>
      <Spin spinning={(lang !== null && labels === null) || saving} description={t('app.loading')}>
        <Table<EditedLabel>
          className="site-labels"
          rowKey="key"
          dataSource={shown}
          columns={wide ? wideColumns : narrowColumns}
          tableLayout="fixed"
          size={wide ? 'middle' : 'small'}
          pagination={{ current: page, pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true, onChange: setPage }}
        />
        {problem ? <Alert type="error" role="alert" showIcon style={{ marginTop: 16 }} title={problem} /> : null}
        <Space wrap style={{ marginTop: 16 }}>
          <Button type="primary" onClick={() => void save()} disabled={!dirty} loading={saving}>
            {t('siteLabels.save')}
          </Button>
          {dirty ? <Typography.Text type="secondary">{t('siteLabels.changedCount', { count: changedCount })}</Typography.Text> : null}
        </Space>
      </Spin>
    </section>
  );
}
