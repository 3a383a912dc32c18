/**
 * Public pages with labels administrators translated (issue 48 point 3, decision 0086): a page in a
 * language without bundled labels (pt_BR) shows the stored translations and English for the rest;
 * a bundled language's label (French) can be corrected; a stored page is dropped when a label
 * changes; a label is shown as text, never as HTML. The API: tests/api/site-labels.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en_US } from '../../app/i18n/messages/en_US.js';
import { fr_FR } from '../../app/i18n/messages/fr_FR.js';
import { SPEC_SITE_LANGUAGES, setSiteLanguages } from '../../contract/site-languages.js';
import { setStoredLabels } from '../../contract/site-labels.js';
import { dialects } from '../helpers/app.js';
import { SPEC_LANGUAGES_ENV } from '../helpers/test-languages.js';
import { createWebApp, type WebApp } from '../helpers/web.js';

describe.each(dialects)('pages with translated labels on %s', (dialect) => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;

  const api = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: { lang: 'en_US', authorization: token }, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  const page = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: '' } });
  /** The labels the page carries for the browser (root.tsx's data block). */
  const dataBlock = (body: string) => {
    const found = /<script type="application\/json" id="page-labels" data-lang="([^"]+)">([\s\S]*?)<\/script>/.exec(body);
    return { lang: found?.[1], labels: JSON.parse(found?.[2] ?? '{}') as typeof en_US };
  };

  beforeAll(async () => {
    // The spec's three, whatever languages the run adds: the test adds pt_BR and fr_FR itself.
    web = await createWebApp(SPEC_LANGUAGES_ENV, dialect);
    app = web.app;
    token = await web.adminToken();
    for (const code of ['pt_BR', 'fr_FR']) await api('POST', '/admin/languages', { code });
  });
  afterAll(async () => {
    await web?.close();
    setSiteLanguages(SPEC_SITE_LANGUAGES);
    setStoredLabels([]);
  });

  it('shows pt_BR’s stored labels and English’s for the rest, in the page and in its data block', async () => {
    await api('PUT', '/admin/labels/pt_BR', { labels: { 'nav.about': 'Sobre nós', 'nav.contact': 'Fale conosco' } });
    const home = await page('/home?lang=pt_BR');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="pt-BR" dir="ltr"');
    // The header and the footer (kept markup) and the rest of the page.
    expect(home.body).toContain('>Sobre nós<');
    expect(home.body).toContain('>Fale conosco<');
    expect(home.body).toContain(`>${en_US.nav.people}<`);
    expect(home.body).not.toContain(`>${en_US.nav.about}<`);
    const block = dataBlock(home.body);
    expect(block.lang).toBe('pt_BR');
    expect(block.labels.nav).toMatchObject({ about: 'Sobre nós', contact: 'Fale conosco', people: en_US.nav.people });
  });

  it('corrects a bundled French label, leaving the other French labels as bundled', async () => {
    await api('PUT', '/admin/labels/fr_FR', { labels: { 'nav.contact': 'Écrivez-nous' } });
    const home = await page('/home?lang=fr_FR');
    expect(home.body).toContain('>Écrivez-nous<');
    expect(home.body).toContain(`>${fr_FR.nav.about}<`);
    expect(dataBlock(home.body).labels.nav).toMatchObject({ contact: 'Écrivez-nous', about: fr_FR.nav.about });
    // Other languages keep theirs.
    expect((await page('/home?lang=en_US')).body).toContain(`>${en_US.nav.contact}<`);
  });

  it('drops a stored page when a label changes', async () => {
    // Asked twice: the page cache stores it (cache-admission.ts).
    await page('/home?lang=pt_BR');
    const stored = await page('/home?lang=pt_BR');
    expect(stored.headers['x-cache']).toBe('hit');
    await api('PUT', '/admin/labels/pt_BR', { labels: { 'nav.about': 'Quem somos' } });
    const after = await page('/home?lang=pt_BR');
    expect(after.body).toContain('>Quem somos<');
    expect(after.body).not.toContain('Sobre nós');
  });

  it('shows a label with markup as text', async () => {
    await api('PUT', '/admin/labels/pt_BR', { labels: { 'nav.people': '<img src=x onerror=alert(1)>Pessoas' } });
    const home = await page('/home?lang=pt_BR');
    expect(home.body).toContain('&lt;img src=x onerror=alert(1)&gt;Pessoas');
    expect(home.body).not.toContain('<img src=x');
    // In the data block too, `<` cannot close the element.
    expect(home.body).toContain('\\u003cimg src=x onerror=alert(1)>Pessoas');
  });
});
