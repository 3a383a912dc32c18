/**
 * Vitest global set-up of the page tests: a current build and one demo database for the run, on
 * SQLite, and on PostgreSQL too when the run tests it (TEST_DATABASE_URL, see tests/helpers/app.ts).
 */
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { dialects } from '../helpers/app.js';
import { dropDatabase, ensurePageBuild, makeDemoTemplate, makePostgresDemoTemplate, type PostgresDemoTemplate } from './web-fixture.js';

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: string;
    /** Null unless the run tests PostgreSQL. */
    demoTemplatePostgres: PostgresDemoTemplate | null;
  }
}

export default async function setup(project: TestProject) {
  ensurePageBuild();
  const template = await makeDemoTemplate();
  project.provide('demoTemplate', template);
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl && dialects.includes('postgres') ? await makePostgresDemoTemplate(serverUrl) : null;
  project.provide('demoTemplatePostgres', postgres);
  return async () => {
    fs.rmSync(template, { recursive: true, force: true });
    if (postgres && serverUrl) {
      await dropDatabase(serverUrl, postgres.database);
      fs.rmSync(postgres.dir, { recursive: true, force: true });
    }
  };
}
