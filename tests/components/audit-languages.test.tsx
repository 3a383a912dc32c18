/**
 * The audit log's languages column tells two variants of one language apart (zh_CN and zh_TW, as
 * the lists' language tags do): it showed "ZH, ZH" for a write to both.
 */
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../contract/audit';
import { ROLE_ADMINISTRATOR } from '../../contract/roles';
import { setSiteLanguages, siteLanguages } from '../../contract/site-languages';
import Audit from '../../app/routes/admin/audit';
import { renderAdminScreen } from './render';

const ENTRY: AuditEntry = {
  id: 1, time: '2026-12-07T10:00:00.000Z', userId: 7, userName: 'Ada Admin', address: '127.0.0.1', action: 'update', entity: 'news',
  no: '0123456789abcdef0123456789abcdef', langs: ['zh_CN', 'zh_TW'], summary: 'Quarterly update', title: null, titleLang: null,
  versionId: null, revisionId: null,
};

vi.mock(import('../../app/admin/api'), async (original) => {
  const real = await original();
  return {
    ...real,
    api: {
      ...real.api,
      list: vi.fn((path: string) => {
        const result = path === '/admin/audit' ? [ENTRY] : [];
        return Promise.resolve({ status: 200, message: 'success', result, pageable: { pageNo: 1, pageSize: 10, totalCount: result.length } });
      }) as unknown as typeof real.api.list,
    },
  };
});

describe('the audit log on a site with two Chinese variants', () => {
  const before = siteLanguages();
  afterAll(() => setSiteLanguages(before));

  it('names each language of an entry apart', async () => {
    setSiteLanguages({ languages: ['en_US', 'zh_CN', 'zh_TW'], defaultLang: 'en_US' });
    renderAdminScreen('/admin/audit', <Audit />, ROLE_ADMINISTRATOR);
    const row = (await screen.findByText('Quarterly update', undefined, { timeout: 10_000 })).closest('tr')!;
    expect(row.textContent).toContain('ZH-CN, ZH-TW');
  });
});
