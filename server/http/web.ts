/**
 * The second door: every path that is not the API goes to the React Router app. In development
 * Vite serves it with live reload; in production the built assets and server bundle are used.
 * Loaders reach the services in-process through the load context.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { reactRouterFastify } from '@mcansh/remix-fastify/react-router';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { methodsOfPage } from '../../contract/page-methods.js';
import { AppError } from './errors.js';
import { scriptNonceOf } from './security-headers.js';
import { installPageHandler, type LoadContextOf } from './page-handler.js';
import { installRenderQueue } from './render-queue.js';
import type { RenderedPageCompression } from './rendered-page-compression.js';
import { otherReleasesAssets } from './other-releases-assets.js';
import { installStaticFiles } from './static-files.js';

export type WebMode = 'development' | 'production';

/** The project root: where package.json, app/ and build/ are, whether run from source or dist/. */
export const PROJECT_ROOT = process.cwd();

/**
 * The production pages this process serves, fixed at start. Compiled, the server sits in
 * `releases/<id>/dist/server/http/` and takes the pages of its own release; from source it takes
 * the project's current build, followed to its real folder. Either way a later build, which
 * makes another release current, never changes the files a running server answers with.
 */
function productionPageBuild(): string {
  const ownRelease = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  if (fs.existsSync(path.join(ownRelease, 'release.json'))) return path.join(ownRelease, 'build');
  const projectBuild = path.join(PROJECT_ROOT, 'build');
  try {
    return fs.realpathSync(projectBuild);
  } catch {
    throw new Error(`There is no page build in ${projectBuild}: run npm run build.`);
  }
}

/**
 * React Router sees each page request as a Fetch `Request`, which refuses the methods the Fetch
 * standard forbids: without this a TRACE was an internal error, logged as one.
 */
const METHODS_FETCH_CANNOT_CARRY = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * Methods React Router does not route: OPTIONS, which asks what an address takes, is answered
 * here (React Router refused it at its root and printed the refusal to the log), and the methods
 * a Fetch `Request` cannot carry are refused in words.
 */
function answerMethodsReactRouterRefuses(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void {
  if (request.method !== 'OPTIONS' && !METHODS_FETCH_CANNOT_CARRY.has(request.method)) return done();
  const allow = methodsOfPage(request.url.split('?', 1)[0] ?? request.url);
  if (request.method === 'OPTIONS') {
    reply.code(204).header('allow', allow).send();
    return;
  }
  done(new AppError(405, 'methodNotAllowed', { method: request.method }, { headers: { allow } }));
}

/**
 * React Router answers HEAD without its body, which the adapter sends as '': Fastify would then
 * say `Content-Length: 0`, as if the page were empty. Sent as no payload, the length (known only
 * by making the body) is left out, as RFC 9110 (9.3.2) allows.
 */
function leaveOutLengthOfHead(request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void {
  done(null, request.method === 'HEAD' && payload === '' ? null : payload);
}

export async function installWeb(app: FastifyInstance, mode: WebMode, pageCompression?: RenderedPageCompression): Promise<void> {
  const buildDirectory = mode === 'production' ? productionPageBuild() : path.join(PROJECT_ROOT, 'build');
  await app.register(async (web) => {
    // The browser's files from memory, precompressed (static-files.ts), in place of @fastify/static's;
    // those of the other kept releases too, for their pages during a rolling deploy.
    if (mode === 'production') installStaticFiles(web, path.join(buildDirectory, 'client'), otherReleasesAssets(buildDirectory));
    web.addHook('onRequest', answerMethodsReactRouterRefuses);
    web.addHook('onSend', leaveOutLengthOfHead);
    // One queue for every page render of the process (decision 0042).
    app.decorate('renderQueue', installRenderQueue(web));
    const loadContextOf: LoadContextOf = (request, reply) => ({
      services: app.services,
      config: app.config,
      cspNonce: scriptNonceOf(reply.raw),
      log: request.log,
    });
    if (mode === 'production') {
      const build = (await import(pathToFileURL(path.join(buildDirectory, 'server', 'index.js')).href)) as ServerBuild;
      // What every page carries as it is, compressed once (decision 0053).
      pageCompression?.knowTexts((build.entry.module as { PAGE_CONSTANT_TEXTS?: readonly string[] }).PAGE_CONSTANT_TEXTS ?? []);
      installPageHandler(web, build, loadContextOf);
      return;
    }
    // Development: Vite renders the pages from source, with live reload.
    await web.register(reactRouterFastify, {
      mode,
      buildDirectory,
      viteOptions: { root: PROJECT_ROOT },
      fastifyStaticOptions: { root: path.join(buildDirectory, 'client'), serve: false },
      getLoadContext: (request, reply) => loadContextOf(request as FastifyRequest, reply as FastifyReply),
    });
  });
}
