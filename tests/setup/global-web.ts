/** Vitest global set-up of the page tests: a current build and one demo database for the run. */
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensurePageBuild, makeDemoTemplate } from './web-fixture.js';

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  ensurePageBuild();
  const template = await makeDemoTemplate();
  project.provide('demoTemplate', template);
  return () => fs.rmSync(template, { recursive: true, force: true });
}
