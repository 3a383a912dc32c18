/** The offer of a copy of unsaved changes that this browser kept (useLocalDraft): restore or discard. */
import { Alert, App as AntdApp, Button, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LocalDraftControl } from '../../admin/useLocalDraft';

export function DraftOffer({ draft, onRestored }: { draft: LocalDraftControl; onRestored: () => void }) {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  if (!draft.offer) return null;

  function restore() {
    draft.restore();
    onRestored();
    void message.success(t('draft.restored'));
  }

  return (
    <Alert
      type="info"
      showIcon
      className="admin-draft-offer"
      title={t('draft.found', { time: dayjs(draft.offer.savedAt).format('LLL') })}
      action={
        <Space wrap>
          <Button size="small" type="primary" onClick={restore}>
            {t('draft.restore')}
          </Button>
          <Button size="small" onClick={draft.discard}>
            {t('draft.discard')}
          </Button>
        </Space>
      }
    />
  );
}
