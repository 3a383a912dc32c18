/**
 * The server bench/framework-floor.ts measures, in a child process of its own: a page of given
 * markup (FLOOR_BODY, a file) sent gzipped as our server sends a page it renders once (its
 * stylesheet and labels deflated once, the rest per response: server/http/spliced-gzip.ts), made
 * in one of four ways (FLOOR_MODE):
 *
 *   gzip    the finished page is only compressed;
 *   react   React renders the page (one element holding the markup) and it is compressed;
 *   router  a bare React Router app in framework mode renders it: one route under a root, a
 *           loader of one field, React Router's own <Meta>, <Links>, <ScrollRestoration> and
 *           <Scripts>, its request handler and ServerRouter, no database, no Fastify. As in our
 *           server, the rendered bytes are handed over beside the Response, not read from it.
 *   shaped  the same app given our page's shape (FLOOR_SHAPE, a file: bench/framework-floor-server.ts's
 *           pageShape): our matched routes, each loader returning the data ours returned, our head
 *           tags from the page route's `meta`, our icons and module preloads; the rest of the
 *           markup as one element. What React Router itself costs for a page like ours, without
 *           our database, Fastify or components.
 *
 * Nothing else of our application is loaded, so what this server costs is what the stack costs.
 */
import fs from 'node:fs';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import { createElement as h, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  ServerRouter,
  createRequestHandler,
  useLoaderData,
  type EntryContext,
  type ServerBuild,
} from 'react-router';
import { knownPart, splicedGzip } from '../server/http/spliced-gzip.js';

const [portText] = process.argv.slice(2);
const mode = process.env.FLOOR_MODE ?? 'router';
const markup = fs.readFileSync(process.env.FLOOR_BODY ?? '', 'utf8');
/** What our pages carry as it is, as entry.server's PAGE_CONSTANT_TEXTS: the stylesheet, the labels' data block. */
const knownParts = [...markup.matchAll(/<(style|script type="application\/json")[^>]*>([\s\S]*?)<\/(style|script)>/g)]
  .map((match) => match[2]!)
  .filter((text) => text.length >= 1024)
  .map((text) => knownPart(text));
const wholePage = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><main><h1>News item 1</h1><div>${markup}</div></main></body></html>`;

/** React's whole output for an element, as one buffer (onAllReady: nothing is streamed). */
function renderPage(element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks)));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

function PageBody({ title }: { title: string }) {
  return h('main', null, h('h1', null, title), h('div', { dangerouslySetInnerHTML: { __html: markup } }));
}

function BareDocument({ title }: { title: string }) {
  return h('html', { lang: 'en' }, h('head', null, h('meta', { charSet: 'utf-8' })), h('body', null, h(PageBody, { title })));
}

function RootRoute() {
  return h('html', { lang: 'en' }, h('head', null, h('meta', { charSet: 'utf-8' }), h(Meta), h(Links)), h('body', null, h(Outlet), h(ScrollRestoration), h(Scripts)));
}

function PageRoute() {
  const { title } = useLoaderData<{ title: string }>();
  return h(PageBody, { title });
}

/** The page each request rendered (the handler is given our Request itself: v8_passThroughRequests). */
const rendered = new WeakMap<Request, Buffer>();
const routeAssets = { hasAction: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false, imports: [] };
const entry = {
  module: {
    default: async (request: Request, status: number, headers: Headers, context: EntryContext) => {
      rendered.set(request, await renderPage(h(ServerRouter, { context, url: request.url })));
      headers.set('content-type', 'text/html; charset=utf-8');
      return new Response(null, { status, headers });
    },
  },
};
const buildOptions = {
  publicPath: '/',
  assetsBuildDirectory: '/tmp',
  future: { v8_passThroughRequests: true },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
};

/** One route under a root, a loader of one field. */
function bareBuild(): ServerBuild {
  return {
    entry,
    routes: {
      root: { id: 'root', path: '', module: { default: RootRoute } },
      page: {
        id: 'page',
        parentId: 'root',
        path: 'news/detail/:id',
        module: { default: PageRoute, loader: ({ params }: { params: { id?: string } }) => ({ title: `News item ${params.id}` }) },
      },
    },
    assets: {
      url: '/assets/manifest.js',
      version: '1',
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {
        root: { id: 'root', path: '', module: '/assets/root.js', hasLoader: false, ...routeAssets },
        page: { id: 'page', parentId: 'root', path: 'news/detail/:id', module: '/assets/page.js', hasLoader: true, ...routeAssets },
      },
    },
    ...buildOptions,
  } as unknown as ServerBuild;
}

/** What a page of ours is made of for React Router (bench/framework-floor-server.ts, pageShape). */
interface PageShape {
  /** The matched routes, outermost first: id, path (none for a layout) and the data its loader returned (none without one). */
  routes: { id: string; path?: string; data?: unknown }[];
  /** The page's head tags as `meta` descriptors. */
  meta: Record<string, unknown>[];
  /** The root's `links` (the icons). */
  links: Record<string, string>[];
  /** The module files the page preloads. */
  imports: string[];
}

/** Our page's routes, data, head tags and preloads, with the rest of its markup as one element. */
function shapedBuild(shape: PageShape): ServerBuild {
  const last = shape.routes.length - 1;
  const ShapedRoot = () =>
    h(
      'html',
      { lang: 'en' },
      h('head', null, h('meta', { charSet: 'utf-8' }), h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }), h(Meta), h(Links)),
      h('body', null, h(Outlet), h(ScrollRestoration), h(Scripts)),
    );
  const ShapedPage = () => h('div', { dangerouslySetInnerHTML: { __html: markup } });
  const routes: Record<string, unknown> = {};
  const assets: Record<string, unknown> = {};
  shape.routes.forEach((route, at) => {
    const parentId = at === 0 ? undefined : shape.routes[at - 1]!.id;
    const module: Record<string, unknown> = { default: at === 0 ? ShapedRoot : at === last ? ShapedPage : Outlet };
    if (route.data !== undefined) module.loader = () => route.data;
    if (at === 0) module.links = () => shape.links;
    if (at === last) module.meta = () => shape.meta;
    routes[route.id] = { id: route.id, parentId, path: route.path, module };
    assets[route.id] = { id: route.id, parentId, path: route.path, module: `/assets/route-${at}.js`, hasLoader: route.data !== undefined, ...routeAssets };
  });
  return {
    entry,
    routes,
    assets: { url: '/assets/manifest.js', version: '1', entry: { module: '/assets/entry.js', imports: shape.imports }, routes: assets },
    ...buildOptions,
  } as unknown as ServerBuild;
}

const build = mode === 'shaped' ? shapedBuild(JSON.parse(fs.readFileSync(process.env.FLOOR_SHAPE ?? '', 'utf8')) as PageShape) : bareBuild();
const handleRequest = createRequestHandler(build, 'production');

async function pageFor(request: http.IncomingMessage): Promise<Buffer> {
  const path = request.url ?? '/';
  if (mode === 'gzip') return Buffer.from(wholePage);
  if (mode === 'react') return renderPage(h(BareDocument, { title: `News item ${path.split('/').pop()}` }));
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
  const fetchRequest = new Request(`http://${request.headers.host}${path}`, { headers });
  const response = await handleRequest(fetchRequest);
  const page = rendered.get(fetchRequest);
  if (response.status !== 200 || !page) throw new Error(`the page answered ${response.status}`);
  return page;
}

http
  .createServer((request, response) => {
    pageFor(request)
      .then((page) => splicedGzip(page, knownParts))
      .then(
        (bytes) => {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': bytes.length });
          response.end(bytes);
        },
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
  })
  .listen(Number(portText), '127.0.0.1', () => process.stdout.write('listening\n'));
process.on('SIGTERM', () => process.exit(0));
