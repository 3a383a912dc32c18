/**
 * The back office's writes carry an Idempotency-Key (decision 0065): a new one per user action,
 * the same one when that action's request is sent again (after a 503, after signing in again).
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { api, configureApi } from '../../app/admin/api';
import { storeToken } from '../../app/admin/session';

interface Sent {
  method: string;
  url: string;
  key: string | null;
}

let sent: Sent[] = [];
/** Answers in turn; the last one for every call after. */
let answers: { status: number; headers?: Record<string, string>; body: unknown }[] = [];

beforeEach(() => {
  sent = [];
  storeToken('token-1');
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({ method: init.method ?? 'GET', url, key: headers.get('idempotency-key') });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json', ...answer.headers } }));
    }),
  );
  configureApi({
    onError: () => {},
    onExpired: () => {
      storeToken('token-2');
      return Promise.resolve(true);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  answers = [];
});

const done = { status: 200, body: { status: 200, message: 'success', result: true } };
const unavailable = { status: 503, headers: { 'retry-after': '0' }, body: { status: 503, message: 'briefly unavailable', result: null } };
const expired = { status: 401, body: { status: 401, message: 'login expired', result: null } };

it('sends a new key with each save and none with a read', async () => {
  answers = [done];
  await api.post('/admin/catalog', [{ lang: 'en_US', name: 'A', type: 0 }]);
  await api.put('/admin/catalog', [{ lang: 'en_US', name: 'A', type: 0 }]);
  await api.delete('/admin/catalog/1');
  await api.get('/admin/catalog');
  const [post, put, remove, get] = sent;
  for (const write of [post!, put!, remove!]) expect(write.key).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set([post!.key, put!.key, remove!.key]).size).toBe(3);
  expect(get!.key).toBeNull();
});

it('sends the same key again when the save met a 503, and once only', async () => {
  answers = [unavailable, done];
  await expect(api.post('/admin/catalog', [])).resolves.toBe(true);
  expect(sent).toHaveLength(2);
  expect(sent[1]!.key).toBe(sent[0]!.key);

  sent = [];
  answers = [unavailable];
  await expect(api.put('/admin/catalog', [])).rejects.toMatchObject({ status: 503 });
  expect(sent).toHaveLength(2);
  expect(sent[1]!.key).toBe(sent[0]!.key);
});

it('sends the same key again after signing in again', async () => {
  answers = [expired, done];
  await expect(api.put('/admin/catalog', [])).resolves.toBe(true);
  expect(sent).toHaveLength(2);
  expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  expect(sent[1]!.key).toBe(sent[0]!.key);
});
