/**
 * Starts bench/framework-floor-app.ts in a child process for a page's markup: the framework's own
 * floor for that page (decision 0063), which bench:floor prints and bench:throughput's rendered
 * rows are measured against (ENGINEERING.md's budget for a page nothing can cache).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type FloorMode = 'gzip' | 'react' | 'router' | 'shaped';

export interface FloorServer {
  /** The page's address on the floor's server. */
  url: string;
  stop(): Promise<void>;
}

/** The insides of a page's <head> and <body> as our server sent them. */
export function pageMarkup(html: string): string {
  const parts = /<head[^>]*>([\s\S]*)<\/head>\s*<body[^>]*>([\s\S]*)<\/body>/.exec(html);
  if (!parts) throw new Error('the page has no <head> and <body>');
  return parts[1]! + parts[2]!;
}

/** The matched routes of a page of ours and the data each loader returned, as React Router's single fetch sends them. */
export type RoutesData = Record<string, { data?: unknown }>;

/** What the floor's `shaped` app is given (bench/framework-floor-app.ts): our page's shape, and the markup left besides. */
export interface PageShape {
  shape: { routes: { id: string; path?: string; data?: unknown }[]; meta: Record<string, unknown>[]; links: Record<string, string>[]; imports: string[] };
  markup: string;
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const unescaped = (text: string) => text.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);

function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1]!, unescaped(match[2]!)]));
}

/**
 * A page of ours taken apart for the floor's `shaped` app: its matched routes (the ids its route
 * modules script names, the last given `pagePath`) and their data, its head tags as `meta`
 * descriptors, its icons, its module preloads; React Router's own scripts are left out of the
 * markup, which the app writes again.
 */
export function pageShape(html: string, pagePath: string, data: RoutesData): PageShape {
  const modules = /__reactRouterRouteModules = \{([^}]*)\}/.exec(html)?.[1];
  if (!modules) throw new Error('the page names no route modules');
  const routeIds = [...modules.matchAll(/"([^"]+)":route\d+/g)].map((match) => match[1]!);
  const meta: Record<string, unknown>[] = [];
  const links: Record<string, string>[] = [];
  const imports: string[] = [];
  let markup = pageMarkup(html)
    .replace('<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>', '')
    .replace(/<title>([^<]*)<\/title>/, (_, title: string) => (meta.push({ title: unescaped(title) }), ''))
    .replace(/<meta (?:name|property)="[^"]*" content="[^"]*"\/>/g, (tag) => (meta.push(attributesOf(tag)), ''))
    .replace(/<link rel="(?:canonical|alternate)"[^>]*\/>/g, (tag) => (meta.push({ tagName: 'link', ...attributesOf(tag) }), ''))
    .replace(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g, (_, json: string) => (meta.push({ 'script:ld+json': JSON.parse(json) as unknown }), ''))
    .replace(/<link nonce="" rel="[^"]*icon"[^>]*\/>/g, (tag) => {
      const { nonce: _nonce, ...attributes } = attributesOf(tag);
      links.push(attributes);
      return '';
    })
    .replace(/<link rel="(?:deferred-)?modulepreload" href="([^"]*)"[^>]*\/>/g, (_, href: string) => (imports.push(href), ''));
  // React Router's scripts: the scroll restoration, its context, the route modules, the data stream.
  markup = markup.replace(/<script nonce="[^"]*"(?: type="deferred-module" async="")?>((?:(?!<\/script>)[\s\S])*?(?:__reactRouter|storageKey2)[\s\S]*?)<\/script>/g, '').replace(/<!--\/?\$-->/g, '');
  const routes = routeIds.map((id, at) => ({ id, ...(at === routeIds.length - 1 ? { path: pagePath } : at === 0 ? { path: '' } : {}), ...(data[id] ? { data: data[id].data } : {}) }));
  return { shape: { routes, meta, links, imports }, markup };
}

export async function startFloorServer(mode: FloorMode, markup: string, port: number, shape?: PageShape['shape']): Promise<FloorServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-'));
  const markupFile = path.join(directory, 'page.html');
  fs.writeFileSync(markupFile, markup);
  const shapeFile = path.join(directory, 'shape.json');
  if (shape) fs.writeFileSync(shapeFile, JSON.stringify(shape));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/framework-floor-app.ts', String(port)], {
    env: { ...process.env, NODE_ENV: 'production', FLOOR_MODE: mode, FLOOR_BODY: markupFile, FLOOR_SHAPE: shapeFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A benchmark that fails half-way must not leave its server running; one that cannot start says so.
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the floor's ${mode} server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/news/detail/1`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      process.off('exit', killOnExit);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
