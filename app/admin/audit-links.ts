/**
 * Where the audit log links an entry (issue 46): the item's edit screen, and for a write that kept
 * a revision, that screen with its revisions drawer open at it (`revision=<id>`). Screens are
 * addressed as the back office's own lists address them: articles and banners by the item's `no`,
 * people and practice areas by a version's id; job titles and offices are edited on their lists.
 */
import type { AuditEntry } from '../../contract/audit';
import { ARTICLE_SECTIONS } from './sections';

type Linked = Pick<AuditEntry, 'entity' | 'no' | 'title' | 'versionId' | 'revisionId'>;

/** The edit screen's address without the revision, or null when the item is gone or has no screen. */
function screenOf(entry: Linked): { path: string; search: URLSearchParams } | null {
  const { entity, no, versionId } = entry;
  // An item with no title now is no longer there: nothing to open.
  if (no === null || entry.title === null) return null;
  const byNo = (path: string) => ({ path, search: new URLSearchParams({ no }) });
  switch (entity) {
    case 'news':
      return byNo(`${ARTICLE_SECTIONS.news.base}/edit`);
    case 'case':
      return byNo(`${ARTICLE_SECTIONS.cases.base}/edit`);
    case 'honour':
      return byNo(`${ARTICLE_SECTIONS.honors.base}/edit`);
    case 'banner':
      return byNo('/admin/banner/list');
    case 'lawyer':
      return versionId === null ? null : { path: `/admin/people/edit/${versionId}`, search: new URLSearchParams() };
    case 'professionalField':
      return versionId === null ? null : { path: `/admin/expertise/edit/${versionId}`, search: new URLSearchParams() };
    case 'job':
      return { path: '/admin/jobs', search: new URLSearchParams() };
    case 'office':
      return { path: '/admin/offices', search: new URLSearchParams() };
    default:
      return null;
  }
}

const address = ({ path, search }: { path: string; search: URLSearchParams }) => (search.size ? `${path}?${search}` : path);

/** The item's edit screen, or null. */
export function itemLink(entry: Linked): string | null {
  const screen = screenOf(entry);
  return screen && address(screen);
}

/** The edit screen with the revisions drawer open at the revision the write kept, or null. */
export function revisionLink(entry: Linked): string | null {
  const screen = screenOf(entry);
  if (!screen || entry.revisionId === null) return null;
  screen.search.set('revision', String(entry.revisionId));
  return address(screen);
}
