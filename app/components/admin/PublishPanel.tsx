/**
 * The publish panel (issue 46.1), opened by "Publish" on every content edit screen: per content
 * language its state, a choice (now, at a time in the firm's zone, or left as it is) and in words
 * what will happen; then one confirmation listing each language's outcome. Confirming hands the
 * plan to `onConfirm`, which saves (usePublication.decorate sends what the plan says).
 */
import { Alert, Button, DatePicker, Modal, Radio, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contract/languages';
import { siteLanguageName } from '../../../contract/site-languages';
import { fromPickerValue, toPickerValue, useFirmTime } from '../../admin/firm-time';
import type { LanguageChoice, LanguageStatus, PublishPlan } from '../../admin/usePublication';
import { PublicationTag } from './PublicationTag';

type Action = LanguageChoice['action'];

interface Row extends LanguageStatus {
  action: Action;
  /** The time chosen for 'at', ISO with offset. */
  time: string | null;
}

/**
 * Where the panel starts (issue 46): the languages changed and filled in; else those with a draft or
 * unpublished changes, and the live ones when only the item's own fields changed (they go live
 * with a language published); never an empty one.
 */
export function initialRows(
  statuses: readonly LanguageStatus[],
  times: Partial<Record<Lang, string | null | undefined>>,
  structureChanged = false,
  now = Date.now(),
): Row[] {
  const anyChanged = statuses.some((s) => s.changed && s.filled);
  const waiting = (version: LanguageStatus['version']) =>
    version !== undefined && (version.state === 'draft' || version.hasPendingChanges || (structureChanged && version.state === 'published'));
  return statuses.map((status) => {
    const wanted = anyChanged ? status.changed : waiting(status.version);
    const own = times[status.lang];
    const future = own && Date.parse(own) > now ? own : null;
    // A live language cannot be scheduled (the server refuses it: the page would go off the site until then).
    const schedulable = status.version?.state !== 'published';
    const action: Action = status.filled && wanted ? (future && schedulable ? 'at' : 'now') : 'keep';
    return { ...status, action, time: future };
  });
}

/** The key of the words for a language left as it is. */
function keptKey(row: Row): 'keepNew' | 'keepDraft' | 'keepDraftSaved' | 'keepLive' | 'keepLiveSaved' | 'keepScheduled' | 'keepExpired' {
  const { version } = row;
  if (!version) return 'keepNew';
  if (version.state === 'scheduled') return 'keepScheduled';
  if (version.state === 'expired') return 'keepExpired';
  if (version.state === 'published') return row.changed ? 'keepLiveSaved' : 'keepLive';
  return row.changed ? 'keepDraftSaved' : 'keepDraft';
}

export function PublishPanel({ statuses, structureChanged, times, onCancel, onConfirm }: {
  statuses: readonly LanguageStatus[];
  /** The item's own fields (folder, photo, ...) changed. */
  structureChanged: boolean;
  /** Each language's "Publish at" in its tab, which the panel offers as the time. */
  times: Partial<Record<Lang, string | null | undefined>>;
  onCancel: () => void;
  onConfirm: (plan: PublishPlan) => void;
}) {
  const { t, i18n } = useTranslation();
  const time = useFirmTime();
  const [rows, setRows] = useState(() => initialRows(statuses, times, structureChanged));
  const [confirming, setConfirming] = useState(false);
  const nameOf = (lang: Lang) => siteLanguageName(lang, i18n.language);

  const change = (lang: Lang, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.lang === lang ? { ...row, ...patch } : row)));

  const problems = rows.flatMap((row) => {
    if (row.action !== 'at') return [];
    if (!row.time) return [t('publishPanel.timeMissing', { language: nameOf(row.lang) })];
    return Date.parse(row.time) <= Date.now() ? [t('publishPanel.timePast', { language: nameOf(row.lang) })] : [];
  });
  const chosen = rows.some((row) => row.action !== 'keep');

  /** What happens to a language, in a sentence for the panel or a few words for the confirmation. */
  function words(row: Row, kind: 'will' | 'outcome'): string {
    if (!row.filled && !row.version) return kind === 'will' ? t('publishPanel.will.missing') : t('publishPanel.missing');
    if (row.action === 'now') {
      if (kind === 'outcome') return t('publishPanel.outcome.now');
      if (row.version?.hasPendingChanges) return t('publishPanel.will.nowChanges');
      return row.version?.state === 'published' && !row.changed ? t('publishPanel.will.nowLive') : t('publishPanel.will.now');
    }
    if (row.action === 'at') return row.time ? t(`publishPanel.${kind}.at`, { time: time.format(row.time) }) : '';
    const key = keptKey(row);
    return t(`publishPanel.${kind}.${key}`, { time: row.version?.publishTime ? time.format(row.version.publishTime) : '' });
  }

  const plan = (): PublishPlan =>
    Object.fromEntries(rows.map((row) => [row.lang, row.action === 'at' && row.time ? { action: 'at', time: row.time } : { action: row.action === 'at' ? 'keep' : row.action }]));

  return (
    <Modal
      open
      className="admin-publish-panel"
      title={confirming ? t('publishPanel.confirmTitle') : t('publishPanel.title')}
      onCancel={onCancel}
      width={640}
      destroyOnHidden
      footer={
        confirming ? (
          <Space wrap style={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setConfirming(false)}>{t('publishPanel.back')}</Button>
            <Button type="primary" className="admin-publish-panel__confirm" onClick={() => onConfirm(plan())}>
              {t('publishPanel.confirm')}
            </Button>
          </Space>
        ) : (
          <Space wrap style={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button type="primary" className="admin-publish-panel__next" disabled={!chosen || problems.length > 0} onClick={() => setConfirming(true)}>
              {t('publishPanel.next')}
            </Button>
          </Space>
        )
      }
    >
      {confirming ? (
        <>
          <Typography.Paragraph>{t('publishPanel.confirmIntro')}</Typography.Paragraph>
          <ul className="admin-publish-panel__outcomes">
            {rows.map((row) => (
              <li key={row.lang} data-lang={row.lang}>
                {t('publishPanel.line', { language: nameOf(row.lang), outcome: words(row, 'outcome') })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('publishPanel.intro')}</Typography.Paragraph>
          <ul className="admin-publish-panel__rows">
            {rows.map((row) => {
              const empty = !row.filled;
              return (
                <li key={row.lang} data-lang={row.lang} className="admin-publish-panel__row">
                  <Space wrap size={4} align="center">
                    <Typography.Text strong>{nameOf(row.lang)}</Typography.Text>
                    {row.version ? (
                      <PublicationTag version={row.version} />
                    ) : (
                      <Tag style={{ marginInlineStart: 8 }}>{row.filled ? t('publishPanel.newVersion') : t('publishPanel.missing')}</Tag>
                    )}
                    {row.changed && row.version ? <Tag color="blue">{t('publishPanel.edited')}</Tag> : null}
                  </Space>
                  <div style={{ marginTop: 8 }}>
                    <Radio.Group
                      aria-label={t('publishPanel.choice', { language: nameOf(row.lang) })}
                      value={row.action}
                      disabled={empty}
                      onChange={(event) => change(row.lang, { action: event.target.value as Action })}
                      options={[
                        { value: 'now', label: t('publishPanel.now') },
                        { value: 'at', label: t('publishPanel.at'), disabled: row.version?.state === 'published' },
                        { value: 'keep', label: t('publishPanel.keep') },
                      ]}
                    />
                  </div>
                  {row.action === 'at' ? (
                    <div style={{ marginTop: 8 }}>
                      <DatePicker
                        showTime={{ format: 'HH:mm' }}
                        format="YYYY-MM-DD HH:mm"
                        aria-label={t('publishPanel.time', { language: nameOf(row.lang), zone: time.zoneName })}
                        value={toPickerValue(row.time, time.zone)}
                        onChange={(picked: Dayjs | null) => change(row.lang, { time: fromPickerValue(picked, time.zone) })}
                      />{' '}
                      <Typography.Text type="secondary">{time.zoneName}</Typography.Text>
                    </div>
                  ) : null}
                  <Typography.Paragraph className="admin-publish-panel__will" style={{ marginTop: 8, marginBottom: 0 }}>
                    {words(row, 'will')}
                  </Typography.Paragraph>
                  {row.version?.state === 'published' && row.filled ? (
                    <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
                      {t('publishPanel.liveNotSchedulable')}
                    </Typography.Paragraph>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {!chosen ? <Alert type="info" showIcon title={t('publishPanel.noneChosen')} /> : null}
          {problems.map((problem) => (
            <Alert key={problem} type="warning" showIcon title={problem} style={{ marginTop: 8 }} />
          ))}
        </>
      )}
    </Modal>
  );
}
