/**
 * The bar above a list while items are selected (issue 10.5): how many, "select all N that
 * match", "clear", and the bulk actions: the list's own (moving to a folder) and pin, unpin and
 * delete, which every list with a bar has. It stays at the top of the window while the list
 * scrolls and wraps on a phone. The count is also announced to screen readers.
 */
import { DeleteOutlined, PushpinOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkResult, MAX_BULK_MATCHING } from '../../../contract/bulk';
import { api, ApiError } from '../../admin/api';
import type { BulkSelection } from '../../admin/useBulkSelection';

const BAR_CSS = `.admin-bulk-bar { position: sticky; top: 0; z-index: 5; display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem;
  margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; background: #eef2fb; border: 1px solid #c9d4ee; border-radius: 8px; }
.admin-bulk-bar__status { display: flex; flex-wrap: wrap; align-items: center; gap: 0 0.75rem; }
.admin-bulk-bar__count { font-weight: 600; }
.admin-bulk-bar__status .ant-btn-link { padding-inline: 0; min-height: 24px; height: auto; text-decoration: underline; }
.admin-bulk-bar__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-inline-start: auto; }
@media (max-width: 40rem) {
  .admin-bulk-bar { padding: 0.5rem; }
  .admin-bulk-bar__actions { margin-inline-start: 0; width: 100%; }
  .admin-bulk-bar__actions .ant-btn { flex: 1 1 auto; padding-inline: 0.5rem; }
}`;

export function BulkBar<R extends { id: number; no: string }>({
  selection,
  actions,
  children,
}: {
  selection: BulkSelection<R>;
  actions: BulkActions;
  /** The list's own actions, shown first. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const status = selection.matching ? t('bulk.allMatching', { total: selection.count }) : t('bulk.selected', { count: selection.count });
  return (
    <>
      <style>{BAR_CSS}</style>
      <div className="visually-hidden" aria-live="polite">
        {selection.count ? status : ''}
      </div>
      {selection.count ? (
        <div className="admin-bulk-bar" role="region" aria-label={t('bulk.region')}>
          <div className="admin-bulk-bar__status">
            <span className="admin-bulk-bar__count">{status}</span>
            {selection.canSelectAllMatching ? (
              <Button type="link" onClick={selection.selectAllMatching}>
                {t('bulk.selectAllMatching', { total: selection.itemCount })}
              </Button>
            ) : null}
            <Button type="link" onClick={selection.clear}>
              {t('bulk.clear')}
            </Button>
            {selection.tooManyToSelectAll ? <Typography.Text type="secondary">{t('bulk.tooManyToSelect', { max: MAX_BULK_MATCHING })}</Typography.Text> : null}
          </div>
          <div className="admin-bulk-bar__actions">
            {children}
            <Button icon={<PushpinOutlined aria-hidden />} loading={actions.busy === 'pin'} onClick={actions.pin}>
              {t('common.pin')}
            </Button>
            <Button icon={<PushpinOutlined rotate={-45} aria-hidden />} loading={actions.busy === 'unpin'} onClick={actions.unpin}>
              {t('common.unpin')}
            </Button>
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={actions.busy === 'delete'} onClick={actions.confirmDelete}>
              {t('common.delete')}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}

type Action = 'pin' | 'unpin' | 'move' | 'delete';

export interface BulkActions {
  /** The action under way, if any. */
  busy: Action | null;
  pin: () => void;
  unpin: () => void;
  move: (cataId: number, folderName: string) => void;
  /** Asks once, naming how many, then deletes. */
  confirmDelete: () => void;
}

/**
 * The bulk calls of a list (`base`, e.g. `/admin/latest-news`), each on the current selection:
 * a success says how many items changed (`items` names them: "3 news items"), clears the
 * selection and has the list reload. A refusal has been shown in the server's words, in the
 * admin's language; when items have gone or the filter matches other items now, the selection no
 * longer stands and is cleared.
 */
export function useBulkActions<R extends { id: number; no: string }, F extends object>({
  base,
  selection,
  filter,
  items,
  done,
}: {
  base: string;
  selection: BulkSelection<R>;
  /** The list's filter, as the `matching` selection names it. */
  filter: F;
  items: (count: number) => string;
  done: () => void;
}): BulkActions {
  const { t } = useTranslation();
  const { message, modal } = AntdApp.useApp();
  const [busy, setBusy] = useState<Action | null>(null);

  async function run(action: Action, extra: Record<string, unknown>, success: (count: number) => string): Promise<void> {
    const body = { ...selection.body(filter), ...extra };
    setBusy(action);
    try {
      const { count } = await (action === 'delete' ? api.post<BulkResult>(`${base}/bulk/delete`, body) : api.put<BulkResult>(`${base}/bulk/${action}`, body));
      message.success(success(count));
      selection.clear();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) selection.clear();
    } finally {
      setBusy(null);
      done();
    }
  }

  return {
    busy,
    pin: () => void run('pin', {}, (count) => t('bulk.pinned', { items: items(count) })),
    unpin: () => void run('unpin', {}, (count) => t('bulk.unpinned', { items: items(count) })),
    move: (cataId, folder) => void run('move', { cataId }, (count) => t('bulk.moved', { items: items(count), folder })),
    confirmDelete: () => {
      modal.confirm({
        title: t('bulk.deleteTitle', { items: items(selection.count) }),
        content: t('bulk.deleteContent'),
        okText: t('common.delete'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true },
        onOk: () => run('delete', {}, (count) => t('bulk.deleted', { items: items(count) })),
      });
    },
  };
}
