/**
 * A graceful stop as keep-alive clients (browsers, balancers) see it: the request in flight when
 * SIGTERM arrives completes and says `Connection: close`; idle connections are closed by the
 * server, so the client's next request opens a new connection rather than dying on a reset; and
 * under a steady stream of requests on many connections, every request sent is answered.
 */
import http from 'node:http';
import { beforeAll, expect, it } from 'vitest';
import { startServer } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A request on `agent`, the answer read whole. With a body, the caller writes and ends it. */
function request(agent: http.Agent, url: string, options: { method?: string; body?: string } = {}): { sent: http.ClientRequest; answer: Promise<Answer> } {
  const sent = http.request(url, {
    agent,
    method: options.method ?? 'GET',
    headers: options.body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    sent.on('error', reject);
    sent.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }));
      response.on('error', reject);
    });
  });
  if (options.body === undefined) sent.end();
  return { sent, answer };
}

// Building the pages, when they changed, takes minutes on a busy machine: not part of the test.
beforeAll(() => ensurePageBuild(), 900_000);

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

it('on SIGTERM an in-flight request completes with Connection: close and idle keep-alive connections close cleanly', async () => {
  const server = await startServer();
  const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // An idle keep-alive connection: one answered request, its socket kept by the agent.
    const warmUp = await request(idleAgent, `${server.url}/healthz`).answer;
    expect(warmUp.status).toBe(200);
    expect(warmUp.connection).toBe('keep-alive');
    const idleSocket = Object.values(idleAgent.freeSockets).flat()[0]!;
    expect(idleSocket).toBeDefined();
    let idleClosed = false;
    idleSocket.once('close', () => (idleClosed = true));

    // A keep-alive connection that has served one request and is now slowly sending the next.
    expect((await request(busyAgent, `${server.url}/healthz`).answer).status).toBe(200);
    const body = JSON.stringify({ loginAccount: 'ops-admin', password: 'Operations test 2026' });
    const slow = request(busyAgent, `${server.url}/api/admin/login`, { method: 'POST', body });
    slow.sent.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 500));

    server.child.kill('SIGTERM');
    await until(() => server.output().includes('shutting down'), 15_000);
    await until(() => idleClosed, 10_000);
    expect(idleClosed).toBe(true);

    slow.sent.end(body.slice(10));
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe('close');

    // The closed idle connection is gone from the agent: the next request does not meet a reset.
    const next = request(idleAgent, `${server.url}/healthz`).answer.then(
      (result) => result.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(await next).not.toBe('ECONNRESET');

    expect(await server.exited).toBe(0);
  } finally {
    idleAgent.destroy();
    busyAgent.destroy();
    await server.stop('SIGKILL');
  }
});

/** What became of one request: its answer, or the error its client met. */
type Outcome = { answer: Answer; kind: string } | { error: string; kind: string };

/** What each kind of request sends, and the status it gets while the server runs. */
const KINDS: readonly { kind: string; method: string; path: string; status: number; body?: string }[] = [
  { kind: 'page', method: 'GET', path: '/home?lang=en_US', status: 200 },
  { kind: 'api', method: 'GET', path: '/api/user/latest-news?lang=en_US', status: 200 },
  { kind: 'post', method: 'POST', path: '/api/admin/login', status: 200, body: JSON.stringify({ loginAccount: 'ops-admin', password: 'Operations test 2026' }) },
];

it('on SIGTERM, requests sent continuously on 16 keep-alive connections are all answered: none meets a reset or a closed connection', { timeout: 180_000 }, async () => {
  const server = await startServer();
  const agents = Array.from({ length: 16 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const outcomes: Outcome[][] = agents.map(() => []);
  try {
    // Each connection sends its next request as soon as its answer is in, until the server no
    // longer accepts connections (a refused connection sent nothing: a balancer goes elsewhere).
    const clients = agents.map(async (agent, index) => {
      const { kind, method, path, body } = KINDS[index % KINDS.length]!;
      for (;;) {
        const made = request(agent, `${server.url}${path}`, body === undefined ? { method } : { method, body });
        if (body !== undefined) made.sent.end(body);
        const outcome: Outcome = await made.answer.then(
          (answer) => ({ answer, kind }),
          (error: NodeJS.ErrnoException) => ({ error: `${error.code ?? ''} ${error.message}`, kind }),
        );
        outcomes[index]!.push(outcome);
        if ('error' in outcome) return;
      }
    });
    await until(() => outcomes.every((done) => done.length >= 3), 60_000);
    expect(outcomes.every((done) => done.length >= 3)).toBe(true);

    server.child.kill('SIGTERM');
    await Promise.all(clients);
    expect(await server.exited).toBe(0);

    const expected = new Map<string, number>(KINDS.map(({ kind, status }) => [kind, status]));
    const wrong = outcomes.flat().filter((outcome) => {
      if ('error' in outcome) return !outcome.error.startsWith('ECONNREFUSED');
      const { status, connection } = outcome.answer;
      return status !== expected.get(outcome.kind) && !(status === 503 && connection === 'close');
    });
    expect(wrong).toEqual([]);
    // Every connection was still in use when the stop began, and was told to close.
    for (const done of outcomes) expect(done.some((outcome) => 'answer' in outcome && outcome.answer.connection === 'close')).toBe(true);
  } finally {
    for (const agent of agents) agent.destroy();
    await server.stop('SIGKILL');
  }
});
