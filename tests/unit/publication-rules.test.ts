/**
 * The pure rules of drafts and schedules (decision 0023), tested on their own so a one-line change
 * to any of them fails here: the state a version shows at a moment, the state a write takes for
 * whom, and where a write's columns land on a stored version.
 */
import { describe, expect, it } from 'vitest';
import { publicationColumns, resolveWriteState, withPending } from '../../server/modules/content/drafts.js';
import { isVisible, stateOf } from '../../server/modules/content/publication.js';

const NOW = '2026-06-01T12:00:00.000Z';
const BEFORE = '2026-06-01T11:59:59.999Z';
const AFTER = '2026-06-01T12:00:00.001Z';
const live = { published: 1, publish_time: null, unpublish_time: null };

describe('stateOf: what a version is at a moment', () => {
  it('is a draft while unpublished, whatever its times', () => {
    expect(stateOf({ published: 0, publish_time: null, unpublish_time: null }, NOW)).toBe('draft');
    expect(stateOf({ published: 0, publish_time: BEFORE, unpublish_time: AFTER }, NOW)).toBe('draft');
  });

  it('is scheduled until its publish time, and published from that very moment', () => {
    expect(stateOf({ ...live, publish_time: AFTER }, NOW)).toBe('scheduled');
    expect(stateOf({ ...live, publish_time: NOW }, NOW)).toBe('published');
    expect(stateOf({ ...live, publish_time: BEFORE }, NOW)).toBe('published');
    expect(isVisible({ ...live, publish_time: NOW }, NOW)).toBe(true);
  });

  it('is expired from its unpublish time on, and published just before', () => {
    expect(stateOf({ ...live, unpublish_time: AFTER }, NOW)).toBe('published');
    expect(stateOf({ ...live, unpublish_time: NOW }, NOW)).toBe('expired');
    expect(isVisible({ ...live, unpublish_time: NOW }, NOW)).toBe(false);
  });
});

describe('resolveWriteState: the state a write takes', () => {
  const editor = { canPublish: true };
  const reviewer = { canPublish: false };

  it('takes what an editor asks for, and publishes when the write names no state (the spec clients)', () => {
    expect(resolveWriteState({ state: 'draft' }, editor, undefined)).toBe('draft');
    expect(resolveWriteState({ state: 'published' }, editor, undefined)).toBe('published');
    expect(resolveWriteState({}, editor, undefined)).toBe('published');
  });

  it("keeps a reviewer's writes drafts and refuses a reviewer's publish or new schedule", () => {
    expect(resolveWriteState({}, reviewer, undefined)).toBe('draft');
    expect(() => resolveWriteState({ state: 'published' }, reviewer, undefined)).toThrow();
    expect(() => resolveWriteState({ publishTime: AFTER }, reviewer, { ...live })).toThrow();
    expect(() => resolveWriteState({ unpublishTime: AFTER }, reviewer, { ...live })).toThrow();
    // The stored times sent back unchanged are no change.
    expect(resolveWriteState({ publishTime: AFTER, unpublishTime: null }, reviewer, { ...live, publish_time: AFTER })).toBe('draft');
  });
});

describe('publicationColumns: where a write lands', () => {
  const editor = { canPublish: true };

  it('writes a new version as asked, without times unless given', () => {
    expect(publicationColumns({ title: 'A' }, { state: 'draft' }, editor, undefined)).toEqual({ title: 'A', published: 0, publish_time: null, unpublish_time: null, pending: null });
    expect(publicationColumns({ title: 'A' }, { state: 'published', publishTime: AFTER }, editor, undefined)).toMatchObject({ published: 1, publish_time: AFTER });
  });

  it('keeps a live version live and puts a draft save in pending', () => {
    const columns = publicationColumns({ title: 'B' }, { state: 'draft' }, editor, { ...live, pending: null });
    expect(columns).toEqual({ pending: JSON.stringify({ title: 'B' }) });
  });

  it('adds a second partial draft save to the first: what it leaves out stays pending', () => {
    const first = publicationColumns({ title: 'B', content: '<p>new</p>' }, { state: 'draft' }, editor, { ...live, pending: null });
    const second = publicationColumns({ title: 'C' }, { state: 'draft' }, editor, { ...live, pending: first.pending as string });
    expect(JSON.parse(second.pending as string)).toEqual({ title: 'C', content: '<p>new</p>' });
  });

  it('publishing writes the text on the row and clears pending', () => {
    expect(publicationColumns({ title: 'D' }, { state: 'published' }, editor, { ...live, pending: '{"title":"B"}' })).toEqual({ title: 'D', published: 1, pending: null });
  });

  it('reads a version for editing with its pending changes over its live text', () => {
    expect(withPending({ title: 'live', content: 'x', pending: '{"title":"draft"}' })).toEqual({ title: 'draft', content: 'x', pending: '{"title":"draft"}' });
    expect(withPending({ title: 'live', pending: null })).toEqual({ title: 'live', pending: null });
  });
});
