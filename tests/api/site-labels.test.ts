/**
 * Settings → Labels (issue 48 point 3, decision 0086): administrators translate the public labels
 * of a site language through `/api/admin/labels/:lang`: each label with English's text, the
 * bundled text and the stored translation; saving stores, replaces and removes translations,
 * refuses in words what would break a page, is audited, and every instance on the same database
 * follows. The pages showing them: tests/web/site-labels.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en_US } from '../../app/i18n/messages/en_US.js';
import { fr_FR } from '../../app/i18n/messages/fr_FR.js';
import { SPEC_SITE_LANGUAGES, setSiteLanguages } from '../../contract/site-languages.js';
import { flattenLabels, setStoredLabels, storedLabels } from '../../contract/site-labels.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { DatabaseHandle } from '../../server/db/connection.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { sharedDatabase } from '../helpers/shared-database.js';
import { SPEC_LANGUAGES_ENV } from '../helpers/test-languages.js';

interface Row {
  key: string;
  group: string;
  english: string;
  bundled: string | null;
  stored: string | null;
  placeholders: string[];
}

describe.each(dialects)('public labels in the back office on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    // A new site's stored set, the spec's three, whatever languages the run adds: the tests add
    // pt_BR and fr_FR themselves.
    ctx = await createTestContext(dialect, { env: SPEC_LANGUAGES_ENV });
    admin = (await ctx.staff('administrator')).token;
    editor = (await ctx.staff('editor')).token;
    for (const code of ['pt_BR', 'fr_FR']) {
      const added = await ctx.request({ method: 'POST', url: '/api/admin/languages', headers: { authorization: admin }, payload: { code } });
      expect(added.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await ctx.close();
    setSiteLanguages(SPEC_SITE_LANGUAGES);
    setStoredLabels([]);
  });

  const get = (lang: string, token = admin, requestLang = 'en_US') => ctx.request({ method: 'GET', url: `/api/admin/labels/${lang}`, headers: { authorization: token, lang: requestLang } });
  const put = (lang: string, labels: Record<string, string | null>, token = admin, requestLang = 'en_US') =>
    ctx.request({ method: 'PUT', url: `/api/admin/labels/${lang}`, headers: { authorization: token, lang: requestLang }, payload: { labels } });
  const rowsOf = (response: { body_: { result: { labels: Row[] } } }) => new Map(response.body_.result.labels.map((row) => [row.key, row]));

  it('lists every public label of a language without bundled labels with English’s text, counted labels in the language’s own forms', async () => {
    const response = await get('pt_BR');
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response);
    expect(rows.get('nav.home')).toEqual({ key: 'nav.home', group: 'nav', english: 'Home', bundled: null, stored: null, placeholders: [] });
    expect(rows.get('common.page')).toMatchObject({ english: 'Page {{page}} of {{pages}}', placeholders: ['page', 'pages'] });
    // Nested groups are flattened.
    expect(rows.get('fallback.languages.de_DE')).toMatchObject({ english: 'German' });
    // Portuguese counts in one, many and other: a form English lacks shows English's `other` text.
    const forms = new Intl.PluralRules('pt-BR').resolvedOptions().pluralCategories;
    for (const form of forms) expect(rows.get(`people.results_${form}`)).toMatchObject({ english: form === 'one' ? en_US.people.results_one : en_US.people.results_other });
    expect(rows.has('people.results_few')).toBe(false);
    expect(rows.has('people.results')).toBe(false);
    // Every English label is there: each plain one under its own key, each counted one in its forms.
    for (const key of Object.keys(flattenLabels(en_US))) expect(rows.has(key) || /_(one|other)$/.test(key)).toBe(true);
  });

  it('lists a bundled language’s own text beside English’s', async () => {
    const rows = rowsOf(await get('fr_FR'));
    expect(rows.get('nav.home')).toMatchObject({ english: 'Home', bundled: fr_FR.nav.home, stored: null });
    expect(rows.get('people.results_many')).toMatchObject({ english: en_US.people.results_other, bundled: fr_FR.people.results_many });
  });

  it('saves translations, replaces and removes them (null or empty), and answers the language’s labels as they are now', async () => {
    const saved = await put('pt_BR', { 'nav.home': 'Início', 'common.page': 'Página {{page}} de {{pages}}', 'people.results_one': 'Um advogado', 'nav.about': 'Sobre nós' });
    expect(saved.statusCode).toBe(200);
    let rows = rowsOf(saved);
    expect(rows.get('nav.home')!.stored).toBe('Início');
    // A counted label's `one` form may leave the count out.
    expect(rows.get('people.results_one')!.stored).toBe('Um advogado');
    expect(storedLabels('pt_BR')).toEqual({ 'nav.home': 'Início', 'common.page': 'Página {{page}} de {{pages}}', 'people.results_one': 'Um advogado', 'nav.about': 'Sobre nós' });

    const changed = await put('pt_BR', { 'nav.home': '  Página inicial ', 'nav.about': null, 'common.page': '' });
    expect(changed.statusCode).toBe(200);
    rows = rowsOf(changed);
    expect(rows.get('nav.home')!.stored).toBe('Página inicial');
    expect(rows.get('nav.about')!.stored).toBeNull();
    expect(rows.get('common.page')!.stored).toBeNull();
    expect(rowsOf(await get('pt_BR')).get('nav.home')!.stored).toBe('Página inicial');
    expect(storedLabels('pt_BR')).toEqual({ 'nav.home': 'Página inicial', 'people.results_one': 'Um advogado' });

    // A bundled language's label can be corrected too.
    expect((await put('fr_FR', { 'nav.contact': 'Écrivez-nous' })).statusCode).toBe(200);
    expect(rowsOf(await get('fr_FR')).get('nav.contact')).toMatchObject({ bundled: fr_FR.nav.contact, stored: 'Écrivez-nous' });
  });

  it.each([
    ['a language the site does not have', () => put('es_ES', { 'nav.home': 'Inicio' }, admin, 'de_DE'), 'es_ES ist keine Sprache der Website.'],
    ['a code outside the catalogue', () => get('xx_XX', admin, 'de_DE'), 'xx_XX ist keine Sprache der Website.'],
    ['English, the source', () => put('en_US', { 'nav.home': 'Start' }), 'The English labels are the text the others are translated from; they are not changed here.'],
    ['reading English, the source', () => get('en_US', admin, 'zh_CN'), '英文标签是其他语言翻译的原文，不能在这里修改。'],
    ['an unknown key', () => put('pt_BR', { 'nav.home': 'Casa', 'nav.nowhere': 'Lugar nenhum' }, admin, 'de_DE'), 'nav.nowhere ist keine Beschriftung der öffentlichen Seiten.'],
    ['a group instead of a label', () => put('pt_BR', { nav: 'Casa' }), 'nav is not a label of the public pages.'],
    ['a form Portuguese does not count in', () => put('pt_BR', { 'people.results_few': '{{total}} advogados' }), 'people.results_few is not a label of the public pages.'],
    ['a text over 1000 characters', () => put('pt_BR', { 'nav.home': 'x'.repeat(1001) }), 'The label nav.home may be at most 1000 characters long.'],
    [
      'a text missing a placeholder',
      () => put('pt_BR', { 'common.page': 'Página {{page}}' }, admin, 'de_DE'),
      'Die Beschriftung common.page muss die Platzhalter des englischen Textes behalten; es fehlen: {{pages}}.',
    ],
    ['a text with a placeholder English lacks', () => put('pt_BR', { 'nav.home': 'Início {{firm}}' }), 'The label nav.home has placeholders the English text does not have: {{firm}}.'],
    ['a counted label’s other form without its count', () => put('pt_BR', { 'people.results_other': 'Advogados' }), 'The label people.results_other must keep the placeholders of the English text; missing: {{total}}.'],
  ])('refuses %s with a 400 in words, in the request’s language, storing nothing', async (_what, send, message) => {
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.body_.message).toBe(message);
    expect(storedLabels('pt_BR')).toEqual({ 'nav.home': 'Página inicial', 'people.results_one': 'Um advogado' });
  });

  it('stores markup as the text it is (labels are shown as text, never as HTML)', async () => {
    const response = await put('pt_BR', { 'nav.deals': '<b>Negócios</b>' });
    expect(response.statusCode).toBe(200);
    expect(rowsOf(response).get('nav.deals')!.stored).toBe('<b>Negócios</b>');
    expect((await put('pt_BR', { 'nav.deals': null })).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    expect((await get('pt_BR', editor)).statusCode).toBe(403);
    expect((await put('pt_BR', { 'nav.home': 'Casa' }, editor)).statusCode).toBe(403);
    expect(storedLabels('pt_BR')!['nav.home']).toBe('Página inicial');
  });

  it('records each save in the audit log, naming the language (as its languages column too) and the keys', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/admin/audit?entity=siteLabel', headers: { authorization: admin } });
    const entries = response.body_.result as { action: string; no: string | null; langs: string[]; summary: string }[];
    expect(entries).toContainEqual(expect.objectContaining({ action: 'update', no: 'pt_BR', langs: ['pt_BR'], summary: 'pt_BR: nav.home, common.page, people.results_one, nav.about' }));
    expect(entries).toContainEqual(expect.objectContaining({ action: 'update', no: 'pt_BR', summary: 'pt_BR: nav.home, -nav.about, -common.page' }));
    expect(entries).toContainEqual(expect.objectContaining({ action: 'update', no: 'fr_FR', langs: ['fr_FR'], summary: 'fr_FR: nav.contact' }));
    // Refused saves leave no entry.
    expect(entries.filter((entry) => entry.summary.includes('nav.nowhere') || entry.summary.includes('results_few'))).toEqual([]);
  });
});

/** One database that several apps open, as instances of one site do (as tests/api/site-languages-admin.test.ts). */
describe.each(dialects)('instances on one %s database', (dialect) => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  const running: { app: FastifyInstance; handle: DatabaseHandle }[] = [];
  beforeAll(async () => {
    shared = await sharedDatabase(dialect);
  });
  afterEach(async () => {
    for (const { app, handle } of running.splice(0)) {
      await app.close();
      await handle.db.destroy();
    }
    setSiteLanguages(SPEC_SITE_LANGUAGES);
    setStoredLabels([]);
  });
  afterAll(async () => {
    await shared.cleanup();
  });

  async function instance() {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: shared.dataDir, LOG_LEVEL: 'silent', DEMO_CONTENT: 'false', PAGE_CACHE_POLL_MS: '50' });
    const handle = shared.open();
    try {
      const app = await buildApp({ config, database: handle, logger: false });
      await app.ready();
      running.push({ app, handle });
      return app;
    } catch (error) {
      await handle.db.destroy();
      throw error;
    }
  }

  it('a second instance follows a change after its poll, with no page cache', async () => {
    await instance();
    expect(storedLabels('pt_BR')).toBeUndefined();
    // Another process changes them (its own connection, as another instance or a script would),
    // only now: the labels in memory are one per process here.
    const other = shared.open();
    try {
      await other.db.insertInto('site_label').values({ lang: 'pt_BR', key: 'nav.home', text: 'Início', updated_at: '2026-12-05T10:00:00.000Z' }).execute();
      await other.db.insertInto('site_label').values({ lang: 'pt_BR', key: 'nav.about', text: 'Sobre nós', updated_at: '2026-12-05T10:01:00.000Z' }).execute();
      await other.db.updateTable('site_label').set({ text: 'Página inicial' }).where('key', '=', 'nav.home').execute();
    } finally {
      await other.db.destroy();
    }
    await expect.poll(() => storedLabels('pt_BR'), { timeout: 3000, interval: 50 }).toEqual({ 'nav.home': 'Página inicial', 'nav.about': 'Sobre nós' });
  });

  it('loads the stored translations at start', async () => {
    expect(storedLabels('pt_BR')).toBeUndefined();
    await instance();
    expect(storedLabels('pt_BR')).toEqual({ 'nav.home': 'Página inicial', 'nav.about': 'Sobre nós' });
  });
});
