/**
 * Site settings → Languages (issue 48, decision 0083): the site's languages in picker order, each
 * with its own name and its name in the admin's language, its direction, a switch to show or hide it, the default's radio and buttons to
 * move it; languages of the catalogue added from a searchable list. Nothing is sent until Save:
 * then the languages added are stored and the whole set is saved at once. A default switched off,
 * or no language left on, is said here and not sent. After a save the root loader is read again,
 * so that the language tabs of every edit screen follow at once. Each stored language but English
 * links to its labels (Settings → Labels, decision 0086).
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, App as AntdApp, Button, Radio, Select, Space, Spin, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { CatalogueLanguage, SaveSiteLanguagesBody, SiteLanguageList } from '../../../contract/site-language-admin';
import { LABELS_FALLBACK } from '../../../contract/languages';
import { api } from '../../admin/api';
import { useNameInAdminLanguage } from '../../admin/labels';
import { usePhone } from '../../admin/usePhone';

/** A row as edited: stored, or added here and not saved yet. */
interface EditedLanguage {
  code: string;
  name: string;
  english: string;
  dir: 'ltr' | 'rtl';
  enabled: boolean;
  added: boolean;
}

interface Edited {
  languages: EditedLanguage[];
  defaultLang: string;
  catalogue: CatalogueLanguage[];
}

function editedOf(list: SiteLanguageList): Edited {
  return {
    languages: list.languages.map(({ code, name, english, dir, enabled }) => ({ code, name, english, dir, enabled, added: false })),
    defaultLang: list.languages.find((language) => language.isDefault)?.code ?? list.languages[0]?.code ?? '',
    catalogue: list.catalogue,
  };
}

/** What is wrong with the set as edited, as a label's key; null when it may be saved. */
function problemOf(edited: Edited): 'siteLanguages.noneOn' | 'siteLanguages.defaultOff' | null {
  if (!edited.languages.some((language) => language.enabled)) return 'siteLanguages.noneOn';
  if (!edited.languages.some((language) => language.enabled && language.code === edited.defaultLang)) return 'siteLanguages.defaultOff';
  return null;
}

export function SiteLanguagesPanel() {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const revalidator = useRevalidator();
  const wide = !usePhone();
  const [edited, setEdited] = useState<Edited | null>(null);
  const [saving, setSaving] = useState(false);
  const nameIn = useNameInAdminLanguage();

  useEffect(() => {
    api
      .get<SiteLanguageList>('/admin/languages')
      .then((list) => setEdited(editedOf(list)))
      .catch(() => {});
  }, []);

  const problem = edited ? problemOf(edited) : null;
  const options = useMemo(
    () => (edited?.catalogue ?? []).map((entry) => ({ value: entry.code, label: `${entry.name} · ${nameIn(entry)} (${entry.code})` })),
    [edited?.catalogue, nameIn],
  );

  function change(update: (current: Edited) => Edited) {
    setEdited((current) => (current ? update(current) : current));
  }

  function move(index: number, by: -1 | 1) {
    change((current) => {
      const languages = [...current.languages];
      const [row] = languages.splice(index, 1);
      languages.splice(index + by, 0, row!);
      return { ...current, languages };
    });
  }

  function add(code: string) {
    change((current) => {
      const entry = current.catalogue.find((candidate) => candidate.code === code);
      if (!entry) return current;
      return {
        ...current,
        languages: [...current.languages, { ...entry, enabled: true, added: true }],
        catalogue: current.catalogue.filter((candidate) => candidate.code !== code),
      };
    });
  }

  async function save() {
    if (!edited || problemOf(edited)) return;
    setSaving(true);
    try {
      for (const language of edited.languages.filter((row) => row.added)) await api.post<SiteLanguageList>('/admin/languages', { code: language.code });
      const body: SaveSiteLanguagesBody = { languages: edited.languages.map(({ code, enabled }) => ({ code, enabled })), defaultLang: edited.defaultLang };
      setEdited(editedOf(await api.put<SiteLanguageList>('/admin/languages', body)));
      message.success(t('siteLanguages.saved'));
      // The root loader carries the site's languages: the edit screens' tabs follow.
      await revalidator.revalidate();
    } catch {
      // Shown by the notification; what was added and saved stays listed as it is here.
    } finally {
      setSaving(false);
    }
  }

  const languages = edited?.languages ?? [];
  const nameOf = (row: EditedLanguage) => (
    <>
      <div lang={row.code.replace('_', '-')} dir={row.dir}>
        {row.name}
      </div>
      <Typography.Text type="secondary">
        {nameIn(row)} · {row.code}
      </Typography.Text>
      {row.added ? (
        <div>
          <Tag color="blue">{t('siteLanguages.unsaved')}</Tag>
        </div>
      ) : row.code !== LABELS_FALLBACK ? (
        <div>
          <Link to={`/admin/site/labels?language=${row.code}`}>{t('siteLanguages.translateLabels')}</Link>
        </div>
      ) : null}
    </>
  );
  const switchOf = (row: EditedLanguage) => (
    <Switch
      checked={row.enabled}
      aria-label={`${t('siteLanguages.enabled')}: ${nameIn(row)}`}
      onChange={(enabled) => change((current) => ({ ...current, languages: current.languages.map((candidate) => (candidate.code === row.code ? { ...candidate, enabled } : candidate)) }))}
    />
  );
  const defaultOf = (row: EditedLanguage) => (
    <Radio checked={edited?.defaultLang === row.code} aria-label={`${t('siteLanguages.default')}: ${nameIn(row)}`} onChange={() => change((current) => ({ ...current, defaultLang: row.code }))} />
  );
  const movesOf = (row: EditedLanguage, index: number) => (
    <Space size={4}>
      <Button size="small" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={t('siteLanguages.moveUp', { name: nameIn(row) })} onClick={() => move(index, -1)} />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={index === languages.length - 1}
        aria-label={t('siteLanguages.moveDown', { name: nameIn(row) })}
        onClick={() => move(index, 1)}
      />
    </Space>
  );
  const wideColumns: TableColumnsType<EditedLanguage> = [
    { key: 'language', title: t('siteLanguages.language'), render: (_, row) => nameOf(row) },
    { key: 'dir', title: t('siteLanguages.dir'), width: 170, render: (_, row) => t(`siteLanguages.${row.dir}`) },
    { key: 'enabled', title: t('siteLanguages.enabled'), width: 80, render: (_, row) => switchOf(row) },
    { key: 'default', title: t('siteLanguages.default'), width: 90, render: (_, row) => defaultOf(row) },
    { key: 'order', title: t('siteLanguages.order'), width: 100, render: (_, row, index) => movesOf(row, index) },
  ];
  // A phone: the names (and direction) beside the controls, stacked.
  const narrowColumns: TableColumnsType<EditedLanguage> = [
    {
      key: 'language',
      title: t('siteLanguages.language'),
      render: (_, row) => (
        <>
          {nameOf(row)}
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {t(`siteLanguages.${row.dir}`)}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'controls',
      title: `${t('siteLanguages.enabled')} · ${t('siteLanguages.default')}`,
      width: 124,
      render: (_, row, index) => (
        <Space orientation="vertical" size={6}>
          <Space size={8}>
            {switchOf(row)}
            {defaultOf(row)}
          </Space>
          {movesOf(row, index)}
        </Space>
      ),
    },
  ];

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('siteLanguages.title')}</h1>
      </div>
      <Typography.Paragraph type="secondary" style={{ maxWidth: '46rem' }}>
        {t('siteLanguages.intro')}
      </Typography.Paragraph>
      <Spin spinning={edited === null || saving} description={t('app.loading')}>
        <Table<EditedLanguage>
          className="site-languages"
          rowKey="code"
          dataSource={languages}
          columns={wide ? wideColumns : narrowColumns}
          tableLayout="fixed"
          size={wide ? 'middle' : 'small'}
          pagination={false}
        />
        <Space wrap style={{ marginTop: 16, width: '100%' }}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: wide ? 340 : 'min(340px, 80vw)' }}
            placeholder={t('siteLanguages.addPlaceholder')}
            aria-label={t('siteLanguages.add')}
            options={options}
            value={null}
            onChange={(code: string | null) => code && add(code)}
          />
        </Space>
        {problem ? <Alert type="error" role="alert" showIcon style={{ marginTop: 16 }} title={t(problem)} /> : null}
        <div style={{ marginTop: 16 }}>
          <Button type="primary" onClick={() => void save()} disabled={edited === null || problem !== null} loading={saving}>
            {t('siteLanguages.save')}
          </Button>
        </div>
      </Spin>
    </section>
  );
}
