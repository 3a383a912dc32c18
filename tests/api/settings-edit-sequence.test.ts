/**
 * Settings and labels saved over a colleague's (decision 0101): a save of a language's settings,
 * of the firm's shared facts or of labels that names, in `If-Match`, the edit sequence it read
 * them at is refused with 412, in words, when a colleague saved the same record (or label) since,
 * and writes nothing. Another language's record, or another label, saved meanwhile does not stand
 * in the way.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteItemsWritten } from '../../server/modules/content/edit-sequence.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

const SETTINGS_REFUSED =
  'Someone else saved these settings after you opened them. Nothing was saved: your changes are still on the screen. Copy what you need, then reload the page to see the current settings.';

describe.each(dialects)('settings and labels in the edit sequence on %s', (dialect) => {
  let ctx: TestContext;
  let first: string;
  let second: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    first = (await ctx.staff('administrator')).token;
    second = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => ctx.close());

  const call = (token: string, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, ...headers } });
  const ifMatch = (sequence: string) => ({ 'if-match': `"${sequence}"` });
  /** A read as the settings screen makes it, and the sequence it answered. */
  const read = async (token: string, url: string) => {
    const answer = await call(token, 'GET', url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-edit-sequence']).toMatch(/^\d+$/);
    return { result: answer.body_.result, sequence: String(answer.headers['x-edit-sequence']) };
  };
  const saveSettings = (token: string, body: Record<string, unknown>, sequence: string, lang = 'en_US') =>
    call(token, 'POST', '/api/admin/portal-config', body, { ...ifMatch(sequence), lang });

  it('refuses a language’s settings saved over a colleague’s, in the caller’s language, and writes nothing', async () => {
    const mine = await read(first, '/api/admin/portal-config?lang=en_US');
    const theirs = await read(second, '/api/admin/portal-config?lang=en_US');
    const saved = await saveSettings(second, { lang: 'en_US', name: 'Their firm name' }, theirs.sequence);
    expect(saved.statusCode).toBe(200);
    expect(Number(saved.headers['x-edit-sequence'])).toBeGreaterThan(Number(theirs.sequence));

    const refused = await saveSettings(first, { lang: 'en_US', name: 'My firm name' }, mine.sequence);
    expect(refused.statusCode).toBe(412);
    expect(refused.body_.message).toBe(SETTINGS_REFUSED);
    const inGerman = await saveSettings(first, { lang: 'en_US', name: 'My firm name' }, mine.sequence, 'de_DE');
    expect(inGerman.statusCode).toBe(412);
    expect(inGerman.body_.message).toMatch(/^Jemand anderes hat diese Einstellungen gespeichert/);
    expect((await read(first, '/api/admin/portal-config?lang=en_US')).result.name).toBe('Their firm name');

    // German's record was not written meanwhile: saved from the same reading, it goes through, and
    // the next save goes on from what that write answered.
    const german = await saveSettings(first, { lang: 'de_DE', name: 'Meine Kanzlei' }, mine.sequence);
    expect(german.statusCode).toBe(200);
    const again = await saveSettings(first, { lang: 'de_DE', name: 'Meine Kanzlei LLP' }, String(german.headers['x-edit-sequence']));
    expect(again.statusCode).toBe(200);
    // Without If-Match (the spec's clients), as before: the later save wins.
    expect((await call(first, 'POST', '/api/admin/portal-config', { lang: 'en_US', name: 'Unchecked name' })).statusCode).toBe(200);
  });

  it('refuses the firm’s shared facts, or a language’s save that changes them, saved over a colleague’s change of them', async () => {
    const mine = await read(first, '/api/admin/portal-config/shared');
    const theirs = await read(second, '/api/admin/portal-config/shared');
    const saved = await call(second, 'PUT', '/api/admin/portal-config/shared', { email: 'their@example.com' }, ifMatch(theirs.sequence));
    expect(saved.statusCode).toBe(200);

    const refused = await call(first, 'PUT', '/api/admin/portal-config/shared', { email: 'mine@example.com' }, ifMatch(mine.sequence));
    expect(refused.statusCode).toBe(412);
    expect(refused.body_.message).toBe(SETTINGS_REFUSED);
    // A language's save that gives the firm's e-mail writes the shared facts too.
    const withFacts = await saveSettings(first, { lang: 'zh_CN', name: '我的律所', email: 'mine@example.com' }, mine.sequence);
    expect(withFacts.statusCode).toBe(412);
    expect((await read(first, '/api/admin/portal-config/shared')).result.email).toBe('their@example.com');
    expect((await read(first, '/api/admin/portal-config?lang=zh_CN')).result.name).not.toBe('我的律所');
    // Without the firm's facts, that language's record alone: not written since, so saved.
    expect((await saveSettings(first, { lang: 'zh_CN', name: '我的律所' }, mine.sequence)).statusCode).toBe(200);
  });

  it('refuses a label saved over a colleague’s change of the same label, and lets other labels through', async () => {
    const mine = await read(first, '/api/admin/labels/de_DE');
    const theirs = await read(second, '/api/admin/labels/de_DE');
    const saved = await call(second, 'PUT', '/api/admin/labels/de_DE', { labels: { 'nav.home': 'Ihre Startseite' } }, ifMatch(theirs.sequence));
    expect(saved.statusCode).toBe(200);

    const refused = await call(first, 'PUT', '/api/admin/labels/de_DE', { labels: { 'nav.home': 'Meine Startseite', 'nav.news': 'Meine Neuigkeiten' } }, ifMatch(mine.sequence));
    expect(refused.statusCode).toBe(412);
    expect(refused.body_.message).toBe(SETTINGS_REFUSED);
    const stored = async () => new Map((await read(first, '/api/admin/labels/de_DE')).result.labels.map((row: { key: string; stored: string | null }) => [row.key, row.stored]));
    // All or none: neither label of the refused save was written.
    expect((await stored()).get('nav.home')).toBe('Ihre Startseite');
    expect((await stored()).get('nav.news')).not.toBe('Meine Neuigkeiten');

    // Another label, or the same key in another language, was not written since: saved.
    expect((await call(first, 'PUT', '/api/admin/labels/de_DE', { labels: { 'nav.news': 'Meine Neuigkeiten' } }, ifMatch(mine.sequence))).statusCode).toBe(200);
    expect((await call(first, 'PUT', '/api/admin/labels/zh_CN', { labels: { 'nav.home': '我的首页' } }, ifMatch(mine.sequence))).statusCode).toBe(200);
    expect((await stored()).get('nav.news')).toBe('Meine Neuigkeiten');
    // Emptying a label (its stored translation removed) is a write of it as well.
    const beforeRemoval = await read(first, '/api/admin/labels/de_DE');
    expect((await call(second, 'PUT', '/api/admin/labels/de_DE', { labels: { 'nav.news': null } })).statusCode).toBe(200);
    expect((await call(first, 'PUT', '/api/admin/labels/de_DE', { labels: { 'nav.news': 'Wieder da' } }, ifMatch(beforeRemoval.sequence))).statusCode).toBe(412);
  });

  it('keeps a name as long as a language code and a label key may be', async () => {
    // `label:` + a 16-character code + `:` + a 120-character key: over the 64 characters the notes first had.
    const name = `label:${'x'.repeat(16)}:${'k'.repeat(120)}`;
    await ctx.app.db.transaction().execute((trx) => noteItemsWritten(trx, [name], { deleted: false, refusal: 'settingsChangedSinceRead' }));
    const { rows } = await sql<{ no: string }>`select no from item_write where no = ${name}`.execute(ctx.app.db);
    expect(rows).toEqual([{ no: name }]);
  });
});
