/**
 * The machine's limit for Node, as the throughput bench compares against: a plain `node:http`
 * server that answers `/<n>` with n bytes and nothing else, in a child process of its own (like the
 * real server) so it does not share the load generator's core. Its answers carry the same kinds of
 * headers a browser gets (type, length, encoding), so that only the framework's work differs.
 *
 * The body is random bytes, as a compressed body is: the load generator's own work depends on
 * what it reads, and an 18 KB body of one repeated letter was read about six times faster than the
 * same 18 KB of brotli, by a bare node:http server in both cases (13:46 on 2026-11-25: 39,515
 * against 6,517 req/s), which made the limit of the large rows look six times higher than it is.
 *
 * `/<n>?h=<k>` answers with header set k instead: the bench registers the headers our server sent
 * for a row (`POST /headers`, the names and values as JSON; answers k), so that the plain server
 * sends the very bytes of that answer, headers included. A stored answer carries about 1 KB of
 * security headers, which a 15-byte /healthz answer with two headers does not pay for.
 *
 * Whole answers by address and language: the bench registers what our server sent for an address
 * asked for with an Accept-Language (`POST /answers`: the addresses and languages it answers,
 * its status, headers and body), and the plain server sends those very bytes to a GET of that
 * address with that Accept-Language (bench:site, which asks for a whole site's addresses).
 */
import { type ChildProcess, spawn } from 'node:child_process';

const SOURCE = `
const http = require('node:http');
const bodies = new Map();
const headerSets = [];
const answers = new Map();
const answerKey = (url, language) => url + '\\n' + (language ?? '');
http.createServer((request, response) => {
  if (request.method === 'POST') {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      if (request.url === '/answers') {
        const { keys, status, headers, body } = JSON.parse(text);
        const answer = { status, headers, body: Buffer.from(body, 'base64') };
        for (const [url, language] of keys) answers.set(answerKey(url, language), answer);
        response.end(String(answers.size));
        return;
      }
      headerSets.push(JSON.parse(text));
      response.end(String(headerSets.length - 1));
    });
    return;
  }
  const answer = answers.get(answerKey(request.url, request.headers['accept-language']));
  if (answer) {
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
    return;
  }
  const [path, query] = request.url.slice(1).split('?');
  const n = Number(path) || 0;
  let body = bodies.get(n);
  if (!body) { body = require('node:crypto').randomBytes(n); bodies.set(n, body); }
  const set = query && query.startsWith('h=') ? headerSets[Number(query.slice(2))] : undefined;
  response.writeHead(200, set ?? { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(process.argv[1]), '127.0.0.1', () => process.stdout.write('listening\\n'));
`;

export interface PlainServer {
  origin: string;
  process: ChildProcess;
  /** Registers a header set (flat [name, value, ...], as writeHead takes it): its path suffix. */
  headerSet(headers: string[]): Promise<string>;
  /**
   * Registers a whole answer (headers flat, as writeHead takes them), sent to a GET of each
   * address (path and query) asked for with its Accept-Language (undefined: none).
   */
  answer(keys: [string, string | undefined][], answer: { status: number; headers: string[]; body: Buffer }): Promise<void>;
  stop(): Promise<void>;
}

export async function startPlainServer(port: number): Promise<PlainServer> {
  const child = spawn(process.execPath, ['-e', SOURCE, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  process.on('exit', () => child.kill('SIGTERM'));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the plain server exited (${code})`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    process: child,
    headerSet: async (headers) => `?h=${await (await fetch(`${origin}/headers`, { method: 'POST', body: JSON.stringify(headers) })).text()}`,
    answer: async (keys, { status, headers, body }) => {
      await (await fetch(`${origin}/answers`, { method: 'POST', body: JSON.stringify({ keys, status, headers, body: body.toString('base64') }) })).text();
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
