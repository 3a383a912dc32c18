/** The editor components' words in the admin's language (the rich-text editor reads its own: rich-text/labels.ts). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageUploadLabels } from '../components/admin/ImageUpload';
import type { SortableListLabels } from '../components/admin/SortableList';

export function useUploadLabels(): ImageUploadLabels {
  const { t } = useTranslation();
  return useMemo(() => t('upload', { returnObjects: true }) as unknown as ImageUploadLabels, [t]);
}

export function useSortableLabels(): SortableListLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      moveHandle: (name: string) => t('sortable.moveHandle', { name }),
      moveUp: (name: string) => t('sortable.moveUp', { name }),
      moveDown: (name: string) => t('sortable.moveDown', { name }),
      roleDescription: t('sortable.roleDescription'),
      instructions: t('sortable.instructions'),
      pickedUp: (name: string, position: number, total: number) => t('sortable.pickedUp', { name, position, total }),
      movedTo: (name: string, position: number, total: number) => t('sortable.movedTo', { name, position, total }),
      notOver: (name: string) => t('sortable.notOver', { name }),
      dropped: (name: string, position: number, total: number) => t('sortable.dropped', { name, position, total }),
      cancelled: (name: string, position: number, total: number) => t('sortable.cancelled', { name, position, total }),
      failed: (name: string, position: number, total: number) => t('sortable.failed', { name, position, total }),
      item: (position: number) => t('sortable.item', { position }),
    }),
    [t],
  );
}
