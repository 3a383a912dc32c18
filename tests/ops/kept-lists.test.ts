/**
 * The lists public pages keep per content version (decision 0050) and the people page's directory
 * (decision 0097) follow an edit made through another instance: two real server processes on one
 * PostgreSQL database, the edit on one, the pages on the other.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import { StartedProcesses } from '../helpers/server-process.js';
import { jobOptions } from '../helpers/people-page.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

const started = new StartedProcesses();

beforeAll(() => ensurePageBuild());
afterEach(() => started.cleanUp());

/** A signed-in administrator's calls to one instance. */
async function adminCalls(url: string) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'ops-admin', password: 'Operations test 2026' }),
  });
  const token = ((await login.json()) as { result: string }).result;
  return (method: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

it('a job, then a person, renamed or withdrawn through one instance shows so on the next people page of the other', async () => {
  const { first: editing, second: showing } = await started.twoInstances();

  const people = async (keyword: string) => {
    const response = await fetch(`${showing.url}/people?lang=en_US&keyword=${keyword}`);
    expect(response.status).toBe(200);
    return jobOptions(await response.text());
  };
  // Two renders on the showing instance: the job list is kept there from the first.
  const before = await people('first');
  expect(await people('second')).toEqual(before);

  const call = await adminCalls(editing.url);
  const job = ((await (await call('GET', '/api/admin/job?lang=en_US')).json()) as { result: { id: number; name: string }[] }).result[0]!;
  expect(before).toContain(job.name);
  expect((await call('PUT', '/api/admin/job', [{ id: job.id, lang: 'en_US', name: 'Renamed Elsewhere' }])).status).toBe(200);

  const after = await people('third');
  expect(after).toContain('Renamed Elsewhere');
  expect(after).not.toContain(job.name);

  const names = async (keyword: string) => {
    const response = await fetch(`${showing.url}/people?lang=en_US&keyword=${encodeURIComponent(keyword)}`);
    expect(response.status).toBe(200);
    return [...(await response.text()).matchAll(/class="person-tile__name"><a [^>]*>([^<]+)</g)].map((m) => m[1]);
  };
  const member = ((await (await call('GET', '/api/admin/lawyerTeam?lang=en_US&pageSize=100')).json()) as { result: { id: number; no: string; name: string }[] }).result[0]!;
  // The directory is kept on the showing instance from the searches above.
  expect(await names(member.name)).toContain(member.name);
  expect(await names('zabriskie')).toEqual([]);

  expect((await call('PUT', '/api/admin/lawyerTeam', [{ id: member.id, lang: 'en_US', name: 'Quentin Zabriskie' }])).status).toBe(200);
  expect(await names('zabriskie')).toEqual(['Quentin Zabriskie']);
  expect((await call('PUT', `/api/admin/lawyerTeam/unpublish?no=${member.no}&lang=en_US`)).status).toBe(200);
  expect(await names('zabriskie')).toEqual([]);
});
