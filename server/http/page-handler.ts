/**
 * The production pages' handler (decision 0053): every path that is not the API or a build file
 * goes to React Router's request handler as a Fetch `Request`, and its `Response` is sent as
 * Fastify's reply. @mcansh/remix-fastify, which the development server keeps (it brings Vite's
 * live reload), did the same for production, but sent a page through three streams: the
 * `Response`'s body read piece by piece into a Node stream, which the compression hook read back
 * into one buffer. A page is rendered whole before it is sent (entry.server.tsx), so its HTML goes
 * here as that buffer, handed over through the load context.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { notePageRoute, UNMATCHED_ROUTE } from './route-label.js';

export type LoadContextOf = (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;

/** The Fetch `Request` React Router reads: the address as the client gave it, the headers, the body of a form. */
function fetchRequestOf(request: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController();
  // A client gone before its answer was written aborts the request's signal, which loaders may follow.
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  const raw = request.raw.rawHeaders;
  const headers: [string, string][] = [];
  for (let i = 0; i < raw.length; i += 2) headers.push([raw[i]!, raw[i + 1]!]);
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = 'half';
  }
  return new Request(`${request.protocol}://${request.host}${request.originalUrl}`, init);
}

/** A `Response`'s body as a Node stream, for answers entry.server did not render (resource routes). */
function streamOf(body: ReadableStream<Uint8Array>): Readable {
  return Readable.fromWeb(body as WebReadableStream<Uint8Array>);
}

/** The load context as entry.server reads and leaves it (app/load-context.ts): the page it rendered and the `Response` made of it. */
type PageContext = AppLoadContext & { renderedPage?: { response: Response; html: Buffer }; takesRenderedPage?: boolean; routeId?: string };

async function send(reply: FastifyReply, response: Response, context: PageContext): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies.length === 1 ? cookies[0] : cookies);
  const rendered = context.renderedPage;
  if (rendered?.response === response) return reply.send(rendered.html);
  if (response.body) return reply.send(streamOf(response.body));
  return reply.send(await response.text());
}

/** The build's routes as a tree for matchRoutes: its manifest lists them flat, each naming its parent. */
function routeTree(manifest: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, NonNullable<ServerBuild['routes'][string]>[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const under = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: under(route.id) },
    );
  return under(undefined);
}

/** The back office's routes: those whose path begins with `admin` (`admin`, `admin-login`), and all below them. */
function backOfficeRouteIds(routes: RouteObject[]): Set<string> {
  const ids = new Set<string>();
  const addWithChildren = (route: RouteObject): void => {
    if (route.id !== undefined) ids.add(route.id);
    route.children?.forEach(addWithChildren);
  };
  const visit = (route: RouteObject): void => {
    if (/^admin/i.test(route.path ?? '')) addWithChildren(route);
    else route.children?.forEach(visit);
  };
  routes.forEach(visit);
  return ids;
}

/**
 * Whether an address may name a back-office route: its path, decoded as React Router decodes it
 * before matching (case aside: routes match in any case), holds `admin` anywhere. Every other
 * address can only match the public routes, so it is handled by a request handler that knows only
 * those: React Router tries each route of its build in turn for every request, twice, and the
 * back office has about thirty of them (issue 47).
 */
export function mayNameBackOffice(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(path).toLowerCase().includes('admin');
  } catch {
    return true;
  }
}

/** The build's routes without the back office's: what an address that cannot name it is matched against. */
export function publicRoutesOf(manifest: ServerBuild['routes']): ServerBuild['routes'] {
  const backOffice = backOfficeRouteIds(routeTree(manifest));
  return Object.fromEntries(Object.entries(manifest).filter(([id]) => !backOffice.has(id)));
}

export function installPageHandler(web: FastifyInstance, build: ServerBuild, loadContextOf: LoadContextOf): void {
  const handleAny = createRequestHandler(build, 'production');
  const routes = routeTree(build.routes);
  const handlePublic = createRequestHandler({ ...build, routes: publicRoutesOf(build.routes) }, 'production');
  const handle = (request: FastifyRequest, fetchRequest: Request, context: PageContext) =>
    (mayNameBackOffice(request.url) ? handleAny : handlePublic)(fetchRequest, context);
  /**
   * The React Router route a request is counted under: entry.server notes it for every page it
   * renders; the answers it does not render (redirects, the sitemap, a vCard) are matched here.
   */
  const routeIdOf = (request: FastifyRequest, context: PageContext): string =>
    context.routeId ?? matchRoutes(routes, request.url.split('?', 1)[0] ?? '/')?.at(-1)?.route.id ?? UNMATCHED_ROUTE;
  void web.register((pages, _options, registered) => {
    // React Router reads a form's body itself, from the request's stream.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    pages.all('*', async (request, reply) => {
      const context: PageContext = loadContextOf(request, reply);
      context.takesRenderedPage = true;
      const response = await handle(request, fetchRequestOf(request, reply), context);
      notePageRoute(request, routeIdOf(request, context));
      return send(reply, response, context);
    });
    registered();
  });
}
