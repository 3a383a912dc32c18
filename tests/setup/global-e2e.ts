/**
 * Global set-up of the browser suite: a current build and the demo firm made once. Each test file
 * then runs its own server on a private copy (tests/setup/e2e-server.ts), so what one file
 * changes through the back office never shows up in another file's public pages.
 */
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ADMIN, ensurePageBuild, makeDemoTemplate } from './web-fixture.js';

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: string;
    admin: { account: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  ensurePageBuild();
  const template = await makeDemoTemplate();
  project.provide('demoTemplate', template);
  project.provide('admin', ADMIN);
  return () => fs.rmSync(template, { recursive: true, force: true });
}
