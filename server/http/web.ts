/**
 * The second door: every path that is not the API goes to the React Router app. In development
 * Vite serves it with live reload; in production the built assets and server bundle are used.
 * Loaders reach the services in-process through the load context.
 */
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { reactRouterFastify } from '@mcansh/remix-fastify/react-router';
import type { FastifyInstance } from 'fastify';
import { scriptNonceOf } from './security-headers.js';

export type WebMode = 'development' | 'production';

/** The project root: where package.json, app/ and build/ are, whether run from source or dist/. */
export const PROJECT_ROOT = process.cwd();

export async function installWeb(app: FastifyInstance, mode: WebMode): Promise<void> {
  await app.register(async (web) => {
    await web.register(reactRouterFastify, {
      mode,
      buildDirectory: path.join(PROJECT_ROOT, 'build'),
      viteOptions: { root: PROJECT_ROOT },
      getLoadContext: (_request, reply) => ({
        services: app.services,
        config: app.config,
        cspNonce: scriptNonceOf(reply.raw as ServerResponse),
      }),
    });
  });
}
