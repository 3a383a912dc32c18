/**
 * What a public page costs before interaction: the gzipped JavaScript and CSS its server-rendered
 * HTML loads (module scripts, modulepreloads and stylesheets), against the budgets of
 * ENGINEERING.md, and proof that none of the back office's libraries is among them; the HTML's own
 * gzipped size beside them (inline styles and the loader data travel in it).
 *
 *   npm run bench:page-weight            (builds the pages first when needed)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { copyTemplate, ensurePageBuild, makeDemoTemplate } from '../tests/setup/web-fixture.js';

const JS_BUDGET = 150 * 1024;
const CSS_BUDGET = 30 * 1024;
/** Names of the admin's libraries as they appear in chunk contents. */
const ADMIN_MARKERS = [/\bantd\b/, /ant-design/, /@tiptap/, /prosemirror/i, /@dnd-kit/];
/** The file React Router's build writes the route manifest into. */
const ROUTE_MANIFEST = /^\/assets\/manifest-\w+\.js$/;
const PAGES = ['/home', '/about', '/expertises', '/people', '/news', '/case'];

ensurePageBuild();
const template = await makeDemoTemplate();
const dir = copyTemplate(template);
const app = await buildApp({ config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', DEMO_CONTENT: 'false' }), logger: false, web: 'production' });
const clientDir = path.resolve('build/client');

let failed = false;
process.stdout.write('page                     JS (gzip)    CSS (gzip)   files   HTML (gzip)\n');
for (const url of PAGES) {
  const html = (await app.inject({ url: `${url}?lang=en_US` })).body;
  const assets = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="(?:(?:deferred-)?modulepreload|stylesheet)"[^>]*href="(\/assets\/[^"]+)"/g)) assets.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+href="(\/assets\/[^"]+)"[^>]*rel="(?:(?:deferred-)?modulepreload|stylesheet)"/g)) assets.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+)["']/g)) assets.add(match[1]!);
  let js = 0;
  let css = 0;
  const adminHits: string[] = [];
  for (const asset of assets) {
    const content = fs.readFileSync(path.join(clientDir, asset));
    const size = gzipSync(content).length;
    if (asset.endsWith('.css')) css += size;
    else js += size;
    const text = content.toString('utf8');
    // The route manifest names every route's files, the back office's too, and holds no code (decision 0047).
    if (!ROUTE_MANIFEST.test(asset) && ADMIN_MARKERS.some((marker) => marker.test(text))) adminHits.push(asset);
  }
  const over = js > JS_BUDGET || css > CSS_BUDGET || adminHits.length > 0;
  if (over) failed = true;
  process.stdout.write(
    `${url.padEnd(24)} ${(js / 1024).toFixed(1).padStart(7)} KB  ${(css / 1024).toFixed(1).padStart(8)} KB  ${String(assets.size).padStart(5)}` +
      `${(gzipSync(html).length / 1024).toFixed(1).padStart(11)} KB` +
      `${adminHits.length ? `  ADMIN CODE: ${adminHits.join(', ')}` : ''}${over ? '  OVER BUDGET' : ''}\n`,
  );
}
process.stdout.write(`\nBudgets: JavaScript ${JS_BUDGET / 1024} KB, CSS ${CSS_BUDGET / 1024} KB gzipped; no back-office libraries.\n`);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
fs.rmSync(template, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
