/**
 * The publication of one language version, at the top of its tab (issue 13.1, 13.3): its state,
 * "Publish this language", "Unpublish", and when it is published and unpublished ("Publish at",
 * "Unpublish at", sent as ISO 8601 with the offset). A reviewer sees the state only.
 */
import { Button, DatePicker, Form, Space, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contract/languages';
import type { Publication } from '../../admin/usePublication';
import { PublicationTag } from './PublicationTag';

/** A DatePicker holding an ISO string in the form, so the form's values stay plain JSON. */
function TimeInput({ value, onChange, label }: { value?: string | null; onChange?: (value: string | null) => void; label: string }) {
  return (
    <DatePicker
      showTime
      format="YYYY-MM-DD HH:mm:ss"
      aria-label={label}
      value={value ? dayjs(value) : null}
      onChange={(picked: Dayjs | null) => onChange?.(picked ? picked.format() : null)}
    />
  );
}

export function PublicationBar({ lang, publication, dirty }: { lang: Lang; publication: Publication; dirty: boolean }) {
  const { t } = useTranslation();
  const version = publication.byLang[lang];
  return (
    <div className="admin-publication" style={{ marginBottom: 16 }}>
      <Space wrap align="center">
        <Typography.Text>{t('publication.status')}:</Typography.Text>
        {version ? <PublicationTag version={version} /> : <Typography.Text type="secondary">{t('publication.notSaved')}</Typography.Text>}
        {publication.canPublish && version ? (
          <>
            <Tooltip title={dirty ? t('publication.saveFirst') : undefined}>
              <Button size="small" disabled={dirty} loading={publication.busy === lang} onClick={() => void publication.setOne(lang, 'publish')}>
                {t('publication.publishLanguage')}
              </Button>
            </Tooltip>
            <Button size="small" disabled={version.state === 'draft'} onClick={() => void publication.setOne(lang, 'unpublish')}>
              {t('publication.unpublish')}
            </Button>
          </>
        ) : null}
      </Space>
      {publication.canPublish ? (
        <Space wrap size="large" style={{ marginTop: 12 }}>
          <Form.Item name={['publication', lang, 'publishTime']} label={t('publication.publishAt')} style={{ marginBottom: 0 }}>
            <TimeInput label={`${t('publication.publishAt')} (${lang})`} />
          </Form.Item>
          <Form.Item name={['publication', lang, 'unpublishTime']} label={t('publication.unpublishAt')} style={{ marginBottom: 0 }}>
            <TimeInput label={`${t('publication.unpublishAt')} (${lang})`} />
          </Form.Item>
          <Typography.Text type="secondary">{t('publication.scheduleHelp')}</Typography.Text>
        </Space>
      ) : null}
    </div>
  );
}
