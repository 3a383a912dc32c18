/**
 * Asks which folder the selected items go to (issue 10.5). The folders are those of the list's
 * section, in the admin's language, each with the number of items it holds itself.
 */
import { Form, Modal } from 'antd';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCatalogNode } from '../../../contract/catalog';
import { useAdminLanguage } from '../../admin/AdminProviders';
import { api } from '../../admin/api';
import { useApiData } from '../../admin/useApiData';
import { FolderPicker } from './FolderPicker';

interface Option {
  value: number;
  title: string;
  name: string;
  children: Option[];
}

function options(nodes: AdminCatalogNode[], label: (node: AdminCatalogNode) => string): Option[] {
  return nodes.map((node) => ({ value: node.id, title: label(node), name: node.name, children: options(node.childrenList, label) }));
}

function find(list: Option[], id: number): Option | undefined {
  for (const option of list) {
    if (option.value === id) return option;
    const below = find(option.children, id);
    if (below) return below;
  }
  return undefined;
}

export function MoveToFolderDialog({
  type,
  heading,
  busy,
  onMove,
  onCancel,
}: {
  type: number;
  heading: string;
  busy: boolean;
  onMove: (cataId: number, folderName: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useAdminLanguage();
  const id = useId();
  const [cataId, setCataId] = useState<number>();
  const { data: tree = [], loading } = useApiData(
    useCallback(() => api.get<AdminCatalogNode[]>('/admin/catalog', { query: { type, lang } }), [type, lang]),
  );
  const treeData = options(tree, (node) => t('bulk.folderOption', { name: node.name, items: node.itemCount }));

  return (
    <Modal
      open
      title={heading}
      okText={t('bulk.move')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: cataId === undefined }}
      confirmLoading={busy}
      onOk={() => {
        if (cataId !== undefined) onMove(cataId, find(treeData, cataId)?.name ?? '');
      }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('bulk.target')} htmlFor={id}>
          <FolderPicker
            id={id}
            value={cataId}
            onChange={(value: number) => setCataId(value)}
            treeData={treeData}
            loading={loading}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
