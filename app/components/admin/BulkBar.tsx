/**
 * The bar above a list while items are selected (issue 10.5): how many, "select all N that
 * match", the list's bulk actions and "clear". It stays at the top of the window while the list
 * scrolls and wraps on a phone. The count is also announced to screen readers.
 */
import { App as AntdApp, Button, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkResult, MAX_BULK_MATCHING } from '../../../contract/bulk';
import { ApiError } from '../../admin/api';
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

export function BulkBar<R extends { id: number; no: string }>({ selection, children }: { selection: BulkSelection<R>; children: ReactNode }) {
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
          <div className="admin-bulk-bar__actions">{children}</div>
        </div>
      ) : null}
    </>
  );
}

/**
 * Runs one bulk call: says how many items it changed, clears the selection and has the list
 * reload. A refusal has been shown in the server's words (in the admin's language); when items
 * have gone or the filter matches other items now, the selection no longer stands and is cleared.
 */
export function useBulkRun(clear: () => void, done: (outcome: 'changed' | 'failed') => void) {
  const { message } = AntdApp.useApp();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(action: string, call: () => Promise<BulkResult>, success: (count: number) => string): Promise<void> {
    setBusy(action);
    try {
      const { count } = await call();
      message.success(success(count));
      clear();
      done('changed');
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) clear();
      done('failed');
    } finally {
      setBusy(null);
    }
  }

  return { busy, run };
}
