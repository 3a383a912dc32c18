/**
 * The practice areas in the website's order, in the admin's language: drag (or move with the
 * keyboard or the arrows) to reorder, edit, delete with confirmation; a reviewer only edits. Practice areas that have no
 * version in this language yet are listed below, so none is out of reach.
 */
import { AppstoreOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, App as AntdApp, Button, Empty, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { type Key, type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { languageName, type Lang } from '../../../../contract/languages';
import type { PracticeAreaVersion } from '../../../../contract/practice-area';
import { useAdminLanguage } from '../../../admin/AdminProviders';
import { api, fileUrl } from '../../../admin/api';
import { useSortableLabels } from '../../../admin/labels';
import { useApiData } from '../../../admin/useApiData';
import { useMayManage } from '../../../admin/context';
import { PublicationTag } from '../../../components/admin/PublicationTag';
import type { PublicationView } from '../../../../contract/publication';
import { SortableList } from '../../../components/admin/SortableList';
import { ConfirmedButton } from '../../../components/admin/ConfirmedButton';

const iconStyle = { width: 32, height: 32, objectFit: 'contain', display: 'block', flex: 'none' } as const;

/** Every version of every practice area, page by page (the admin list takes 100 at a time). */
async function allVersions(): Promise<PracticeAreaVersion[]> {
  const found: PracticeAreaVersion[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const response = await api.list<PracticeAreaVersion>('/admin/professionalField', { query: { page, pageSize: 100 }, quiet: true });
    found.push(...response.result);
    if (found.length >= response.pageable.totalCount || response.result.length === 0) break;
  }
  return found;
}

export default function PracticeAreaList() {
  // Reviewers may not delete or reorder (issue 13.5): no control that would only answer 403.
  const mayManage = useMayManage();
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const navigate = useNavigate();
  const { lang } = useAdminLanguage();
  const sortableLabels = useSortableLabels();
  const { data, loading, reload } = useApiData(
    useCallback(async () => {
      // The ordered list holds what the site shows in this language; a version in it that the site
      // does not show (a draft, or one waiting for its time) is listed apart, and only items with
      // no version in it at all are said to need a translation.
      const inLang = await api.get<PracticeAreaVersion[]>('/admin/professionalField/lang/list', { query: { lang } });
      const shown = new Set(inLang.map((field) => field.no));
      const versions = (await allVersions().catch(() => [])).filter((version) => !shown.has(version.no));
      const notShown = versions.filter((version) => version.lang === lang);
      const hasVersion = new Set(notShown.map((version) => version.no));
      const others = new Map<string, PracticeAreaVersion>();
      for (const version of versions) if (!hasVersion.has(version.no) && !others.has(version.no)) others.set(version.no, version);
      return { fields: inLang, notShown, untranslated: [...others.values()] };
    }, [lang]),
  );
  const fields = data?.fields ?? [];
  const untranslated = data?.untranslated ?? [];
  const notShown = data?.notShown ?? [];

  async function move(sourceId: number, targetId: number) {
    await api.put('/admin/professionalField/sort', { sourceId, targetId });
    message.success(t('practiceArea.orderSaved'));
  }

  async function remove(field: PracticeAreaVersion) {
    try {
      await api.delete(`/admin/professionalField/${field.id}`);
    } catch {
      return;
    }
    message.success(t('common.deleted'));
    void reload();
  }

  const actions = (field: PracticeAreaVersion) => (
    <Space size={0} style={{ marginInlineStart: 'auto' }}>
      <Tooltip title={t('common.edit')}>
        <Button type="text" icon={<EditOutlined />} aria-label={`${t('common.edit')}: ${field.name}`} onClick={() => void navigate(`/admin/expertise/edit/${field.id}`)} />
      </Tooltip>
      {mayManage ? (
        <ConfirmedButton name={field.name} onConfirm={() => remove(field)} />
      ) : null}
    </Space>
  );

  const row = (field: PracticeAreaVersion, note?: ReactNode) => (
    // On a phone the buttons go below the name rather than squeeze it into pieces of words.
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px', minWidth: 0 }}>
      {field.iconUrl ? (
        <img src={fileUrl(field.iconUrl, 160)} alt="" style={iconStyle} />
      ) : (
        <AppstoreOutlined aria-hidden style={{ ...iconStyle, fontSize: 24, color: '#bbb', display: 'grid', placeItems: 'center' }} />
      )}
      <Link to={`/admin/expertise/edit/${field.id}`} style={{ flex: '1 1 9rem', minWidth: 0, overflowWrap: 'anywhere', hyphens: 'auto' }}>
        {field.name}
      </Link>
      {'state' in field ? <PublicationTag version={field as typeof field & PublicationView} /> : null}
      {'mayNeedUpdate' in field && field.mayNeedUpdate ? <Tag color="warning">{t('translationStatus.tag')}</Tag> : null}
      {note}
      {actions(field)}
    </div>
  );

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('menu.expertise')}</h1>
        <Button type="primary" onClick={() => void navigate('/admin/expertise/add')}>
          {t('practiceArea.add')}
        </Button>
      </div>
      <Spin spinning={loading}>
        <Typography.Paragraph id="practice-area-order-help" style={{ color: '#595959' }}>
          {t(mayManage ? 'practiceArea.orderHelp' : 'practiceArea.orderHelpReviewer', { language: languageName(lang) })}
        </Typography.Paragraph>
        {fields.length ? (
          <SortableList<PracticeAreaVersion>
            items={fields}
            getId={(field) => field.id}
            getName={(field) => field.name}
            renderItem={(field) => row(field)}
            onMove={move}
            readOnly={!mayManage}
            labels={sortableLabels}
            aria-labelledby="page-title"
          />
        ) : loading ? null : (
          <Empty description={t('common.noData')} />
        )}
        {notShown.length ? (
          <section aria-labelledby="practice-areas-not-shown" style={{ marginTop: 24 }}>
            <h2 id="practice-areas-not-shown" style={{ fontSize: '1.05rem' }}>
              {t('practiceArea.notShown', { language: languageName(lang) })}
            </h2>
            <RowList items={notShown} keyOf={(field) => field.id}>
              {(field) => row(field)}
            </RowList>
          </section>
        ) : null}
        {untranslated.length ? (
          <section aria-labelledby="practice-areas-untranslated" style={{ marginTop: 24 }}>
            <h2 id="practice-areas-untranslated" style={{ fontSize: '1.05rem' }}>
              {t('practiceArea.untranslated', { language: languageName(lang) })}
            </h2>
            <Alert type="info" showIcon title={t('practiceArea.untranslatedHelp', { language: languageName(lang) })} style={{ marginBottom: 12 }} />
            <RowList items={untranslated} keyOf={(field) => field.no}>
              {(field) => row(field, <Tag>{languageName(field.lang as Lang) ?? field.lang}</Tag>)}
            </RowList>
          </section>
        ) : null}
      </Spin>
    </section>
  );
}

/** Rows that are not in the sortable order, each framed as the sortable list frames its rows. */
function RowList<T>({ items, keyOf, children }: { items: readonly T[]; keyOf: (item: T) => Key; children: (item: T) => ReactNode }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {items.map((item) => (
        <li key={keyOf(item)} style={{ padding: '6px 8px', border: '1px solid #f0f0f0', borderRadius: 8 }}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
