/**
 * Where the audit log links an entry (issue 46): each kind of item to the screen that edits it,
 * addressed as the back office's own lists address it, and a write that kept a revision to that
 * screen with the revision named; an item gone since, or one with no screen, to nothing.
 */
import { describe, expect, it } from 'vitest';
import { itemLink, revisionLink } from '../../app/admin/audit-links';

const entry = (entity: string, extra: Partial<{ no: string | null; title: string | null; versionId: number | null; revisionId: number | null }> = {}) => ({
  entity, no: 'abc123', title: 'A title', versionId: 7, revisionId: null, ...extra,
});

describe('audit log links', () => {
  it('links each kind of item to its edit screen', () => {
    expect(itemLink(entry('news'))).toBe('/admin/articles/news/edit?no=abc123');
    expect(itemLink(entry('case'))).toBe('/admin/articles/cases/edit?no=abc123');
    expect(itemLink(entry('honour'))).toBe('/admin/articles/honors/edit?no=abc123');
    expect(itemLink(entry('banner'))).toBe('/admin/banner/list?no=abc123');
    expect(itemLink(entry('lawyer'))).toBe('/admin/people/edit/7');
    expect(itemLink(entry('professionalField'))).toBe('/admin/expertise/edit/7');
    expect(itemLink(entry('job'))).toBe('/admin/jobs');
    expect(itemLink(entry('office'))).toBe('/admin/offices');
  });

  it('links a write that kept a revision to the edit screen opened at it', () => {
    expect(revisionLink(entry('news', { revisionId: 42 }))).toBe('/admin/articles/news/edit?no=abc123&revision=42');
    expect(revisionLink(entry('lawyer', { revisionId: 42 }))).toBe('/admin/people/edit/7?revision=42');
    expect(revisionLink(entry('news'))).toBeNull();
  });

  it('links nothing for an item gone since, or one without a screen of its own', () => {
    expect(itemLink(entry('news', { title: null }))).toBeNull();
    expect(revisionLink(entry('news', { title: null, revisionId: 42 }))).toBeNull();
    expect(itemLink(entry('catalog'))).toBeNull();
    expect(itemLink(entry('file', { title: null }))).toBeNull();
    expect(itemLink(entry('lawyer', { versionId: null }))).toBeNull();
  });
});
