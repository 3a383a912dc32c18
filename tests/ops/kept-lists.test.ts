/**
 * The lists public pages keep per content version (decision 0050) follow an edit made through
 * another instance: two real server processes on one PostgreSQL database, the edit on one, the
 * pages on the other.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import { StartedProcesses } from '../helpers/server-process.js';
import { jobOptions } from '../helpers/people-page.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

const started = new StartedProcesses();

beforeAll(() => ensurePageBuild());
afterEach(() => started.cleanUp());

it('a job renamed through one instance shows on the next people page of the other', async () => {
  const { first: editing, second: showing } = await started.twoInstances();

  const people = async (keyword: string) => {
    const response = await fetch(`${showing.url}/people?lang=en_US&keyword=${keyword}`);
    expect(response.status).toBe(200);
    return jobOptions(await response.text());
  };
  // Two renders on the showing instance: the job list is kept there from the first.
  const before = await people('first');
  expect(await people('second')).toEqual(before);

  const login = await fetch(`${editing.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'ops-admin', password: 'Operations test 2026' }),
  });
  const token = ((await login.json()) as { result: string }).result;
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${editing.url}${path}`, {
      method,
      headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const job = ((await (await call('GET', '/api/admin/job?lang=en_US')).json()) as { result: { id: number; name: string }[] }).result[0]!;
  expect(before).toContain(job.name);
  expect((await call('PUT', '/api/admin/job', [{ id: job.id, lang: 'en_US', name: 'Renamed Elsewhere' }])).status).toBe(200);

  const after = await people('third');
  expect(after).toContain('Renamed Elsewhere');
  expect(after).not.toContain(job.name);
});
