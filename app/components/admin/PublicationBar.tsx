/**
 * The publication of one language version, at the top of its tab (issue 13.1, 13.3, 46): its
 * state, "Unpublish", and when it is published and unpublished ("Publish at", "Unpublish at"),
 * entered in the firm's time zone with the zone named and sent as ISO 8601 with the offset.
 * Publishing itself goes through the page's "Publish" and its panel, which names every
 * language's outcome. A reviewer sees the state only.
 */
import { Button, DatePicker, Form, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { languageName, type Lang } from '../../../contract/languages';
import { fromPickerValue, toPickerValue, useFirmTime } from '../../admin/firm-time';
import type { Publication } from '../../admin/usePublication';
import { PublicationTag } from './PublicationTag';

/** A DatePicker holding an ISO string in the form, shown and entered in the firm's zone, so the form's values stay plain JSON. */
function TimeInput({ value, onChange, label }: { value?: string | null; onChange?: (value: string | null) => void; label: string }) {
  const { zone } = useFirmTime();
  return (
    <DatePicker
      showTime
      format="YYYY-MM-DD HH:mm:ss"
      aria-label={label}
      value={toPickerValue(value, zone)}
      onChange={(picked: Dayjs | null) => onChange?.(fromPickerValue(picked, zone))}
    />
  );
}

export function PublicationBar({ lang, publication }: { lang: Lang; publication: Publication }) {
  const { t } = useTranslation();
  const { zoneName } = useFirmTime();
  const version = publication.byLang[lang];
  return (
    <div className="admin-publication" style={{ marginBottom: 16 }}>
      <Space wrap align="center">
        <Typography.Text>{t('publication.status')}:</Typography.Text>
        {version ? <PublicationTag version={version} /> : <Typography.Text type="secondary">{t('publication.notSaved')}</Typography.Text>}
        {publication.canPublish && version ? (
          <Button size="small" disabled={version.state === 'draft'} loading={publication.busy === lang} onClick={() => void publication.setOne(lang, 'unpublish')}>
            {t('publication.unpublish')}
          </Button>
        ) : null}
      </Space>
      {publication.canPublish ? (
        <Space wrap size="large" style={{ marginTop: 12 }}>
          <Form.Item name={['publication', lang, 'publishTime']} label={t('publication.timeIn', { label: t('publication.publishAt'), zone: zoneName })} style={{ marginBottom: 0 }}>
            <TimeInput label={`${t('publication.publishAt')} (${languageName(lang)})`} />
          </Form.Item>
          <Form.Item name={['publication', lang, 'unpublishTime']} label={t('publication.timeIn', { label: t('publication.unpublishAt'), zone: zoneName })} style={{ marginBottom: 0 }}>
            <TimeInput label={`${t('publication.unpublishAt')} (${languageName(lang)})`} />
          </Form.Item>
          <Typography.Text type="secondary">{t('publication.scheduleHelp')}</Typography.Text>
        </Space>
      ) : null}
    </div>
  );
}
