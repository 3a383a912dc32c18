/**
 * A version's publication state as tags (issue 13): Draft, Scheduled for <time in the firm's zone,
 * zone named>, Published or Expired, and "Unpublished changes" when a published version has saved
 * changes not live yet.
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicationView } from '../../../contract/publication';
import { useFirmTime } from '../../admin/firm-time';

const COLORS = { draft: 'default', scheduled: 'processing', published: 'success', expired: 'warning' } as const;

export function PublicationTag({ version }: { version: Pick<PublicationView, 'state' | 'hasPendingChanges' | 'publishTime'> }) {
  const { t } = useTranslation();
  const { format } = useFirmTime();
  const time = version.publishTime ? format(version.publishTime) : '';
  return (
    <span className="admin-publication-tags">
      <Tag color={COLORS[version.state]} style={{ marginInlineStart: 8 }}>
        {version.state === 'scheduled' ? t('publication.scheduledFor', { time }) : t(`publication.state.${version.state}`)}
      </Tag>
      {version.hasPendingChanges ? <Tag color="orange">{t('publication.pending')}</Tag> : null}
    </span>
  );
}
