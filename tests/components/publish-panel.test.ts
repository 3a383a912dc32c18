/**
 * The publish panel's rules (issue 46.1) and times in the firm's zone (46.5), without a browser:
 * which languages a form changed, where the panel starts, and how a time in the firm's zone is
 * shown, read from a date picker and sent.
 */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromPickerValue, toPickerValue, wallTime, zoneCity } from '../../app/admin/firm-time';
import { changedLanguages, formSnapshot } from '../../app/admin/publication-changes';
import type { LanguageStatus, PublishableVersion } from '../../app/admin/usePublication';
import { initialRows } from '../../app/components/admin/PublishPanel';

const version = (lang: string, state: PublishableVersion['state'], hasPendingChanges = false): PublishableVersion => ({
  id: 1, no: 'n', lang, state, hasPendingChanges, publishTime: null, unpublishTime: null,
});

describe('which languages a form changed', () => {
  const saved = formSnapshot({
    versions: { de_DE: { title: 'Alt', content: '<p>x</p>' }, en_US: { title: 'Old', note: null } },
    publication: { de_DE: { publishTime: null, unpublishTime: null } },
    cataId: 3,
  });

  it('sees no change in blanks, key order or an untouched empty list', () => {
    const now = formSnapshot({
      versions: { en_US: { note: '', title: 'Old', customContents: [] }, de_DE: { content: '<p>x</p>', title: 'Alt' }, zh_CN: { title: '  ' } },
      publication: { de_DE: { unpublishTime: undefined, publishTime: null } },
      cataId: 3,
    });
    expect(changedLanguages(saved, now)).toEqual({ langs: [], structure: false });
  });

  it('names the languages whose text or times changed, and the item fields apart', () => {
    const now = formSnapshot({
      versions: { de_DE: { title: 'Alt', content: '<p>x</p>' }, en_US: { title: 'New' }, zh_CN: { title: '新' } },
      publication: { de_DE: { publishTime: '2030-01-15T13:35:00Z' } },
      cataId: 4,
    });
    expect(changedLanguages(saved, now)).toEqual({ langs: ['de_DE', 'en_US', 'zh_CN'], structure: true });
  });

  it('counts every filled language of an item never saved', () => {
    expect(changedLanguages(null, formSnapshot({ versions: { en_US: { title: 'A' }, zh_CN: { title: '' } } })).langs).toEqual(['en_US']);
  });
});

describe('where the panel starts', () => {
  const status = (lang: LanguageStatus['lang'], v: PublishableVersion | undefined, filled: boolean, changed: boolean): LanguageStatus => ({ lang, version: v, filled, changed });

  it('chooses the languages changed and filled in, never an empty one', () => {
    const rows = initialRows(
      [status('de_DE', version('de_DE', 'draft'), true, false), status('en_US', version('en_US', 'published'), true, true), status('zh_CN', undefined, false, true)],
      {},
    );
    expect(rows.map((r) => r.action)).toEqual(['keep', 'now', 'keep']);
  });

  it('on a clean form chooses the drafts and the live versions with unpublished changes', () => {
    const rows = initialRows(
      [status('de_DE', version('de_DE', 'draft'), true, false), status('en_US', version('en_US', 'published'), true, false), status('zh_CN', version('zh_CN', 'published', true), true, false)],
      {},
    );
    expect(rows.map((r) => r.action)).toEqual(['now', 'keep', 'now']);
  });

  it('offers the live languages when only the item fields changed: they carry them live', () => {
    const rows = initialRows([status('de_DE', version('de_DE', 'published'), true, false), status('en_US', undefined, false, false)], {}, true);
    expect(rows.map((r) => r.action)).toEqual(['now', 'keep']);
  });

  it('offers a language its tab scheduled for a time still to come at that time', () => {
    const now = Date.parse('2026-12-04T12:00:00Z');
    const rows = initialRows([status('de_DE', version('de_DE', 'draft'), true, true), status('en_US', version('en_US', 'draft'), true, true)], { de_DE: '2030-01-15T13:35:00Z', en_US: '2020-01-01T00:00:00Z' }, false, now);
    expect(rows.map((r) => [r.action, r.time])).toEqual([['at', '2030-01-15T13:35:00Z'], ['now', null]]);
  });

  it('never starts a live language at a time: a later publish time would take its page off the site (the server refuses it)', () => {
    const now = Date.parse('2026-12-04T12:00:00Z');
    const rows = initialRows([status('de_DE', version('de_DE', 'published'), true, true)], { de_DE: '2030-01-15T13:35:00Z' }, false, now);
    expect(rows.map((r) => r.action)).toEqual(['now']);
  });
});

describe('times in the firm time zone', () => {
  it('shows a moment as the wall time of the zone, whatever the browser zone', () => {
    expect(wallTime('2030-07-01T12:35:00Z', 'Europe/London', 'en_US')).toBe('Jul 1, 2030, 13:35');
    expect(wallTime('2030-07-01T12:35:00Z', 'Asia/Shanghai', 'de_DE')).toBe('1. Juli 2030, 20:35');
    expect(zoneCity('Europe/London', 'zh_CN')).toBe('伦敦');
    expect(zoneCity('America/Los_Angeles', 'en_US')).toBe('Los Angeles');
  });

  it('reads the wall time a date picker shows as a time in the zone, with its offset', () => {
    // What a picker built in the browser's own zone holds after 13:35 was picked.
    const picked = dayjs('2030-07-01T13:35:00');
    expect(fromPickerValue(picked, 'Europe/London')).toBe('2030-07-01T13:35:00+01:00');
    expect(fromPickerValue(picked, 'Asia/Shanghai')).toBe('2030-07-01T13:35:00+08:00');
    expect(toPickerValue('2030-07-01T12:35:00Z', 'Europe/London')!.format('YYYY-MM-DD HH:mm')).toBe('2030-07-01 13:35');
    expect(fromPickerValue(null, 'Europe/London')).toBeNull();
  });
});
