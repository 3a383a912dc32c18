/** Changing the own avatar: upload an image (with progress and preview), then save it. */
import { App as AntdApp, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ImageUpload from '../components/admin/ImageUpload';
import { api } from './api';
import { useAdminSession } from './context';

export function ChangeAvatarModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const { profile, refreshProfile } = useAdminSession();
  const [value, setValue] = useState<string | null>(profile.headImg);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) setValue(profile.headImg);
  }, [open, profile.headImg]);

  async function save() {
    if (!value) return onClose();
    setBusy(true);
    try {
      await api.put('/admin/modify-head-img', { headImg: value });
      await refreshProfile();
      message.success(t('avatar.saved'));
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={t('avatar.title')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      <ImageUpload value={value} onChange={setValue} aspect={1} />
    </Modal>
  );
}
