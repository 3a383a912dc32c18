/**
 * A comparison of two revisions lists the changed fields language by language in the order of the
 * site's languages (the edit screen's tabs), whatever order the versions were stored in.
 */
import { describe, expect, it } from 'vitest';
import type { RevisionDetail } from '../../contract/revision';
import { differences } from '../../app/components/admin/RevisionsDrawer';

const revision = (number: number, versions: Record<string, unknown>[]): RevisionDetail => ({
  id: number, number, authorName: 'Ada', createTime: '2026-12-07T10:00:00.000Z', changed: ['title'], langs: versions.map((v) => String(v.lang)),
  versions, missingFiles: [],
} as unknown as RevisionDetail);

describe('the fields two revisions differ in', () => {
  it("come in the site's language order, then a language no longer on the site", () => {
    const older = revision(1, [{ lang: 'zh_CN', title: '旧' }, { lang: 'fr_FR', title: 'Ancien' }, { lang: 'en_US', title: 'Old' }, { lang: 'de_DE', title: 'Alt' }]);
    const newer = revision(2, [{ lang: 'zh_CN', title: '新' }, { lang: 'fr_FR', title: 'Nouveau' }, { lang: 'en_US', title: 'New' }, { lang: 'de_DE', title: 'Neu' }]);
    expect(differences(older, newer).map((row) => `${row.lang}.${row.field}`)).toEqual(['de_DE.title', 'en_US.title', 'zh_CN.title', 'fr_FR.title']);
  });
});
