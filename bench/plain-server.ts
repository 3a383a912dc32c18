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
 */
import { type ChildProcess, spawn } from 'node:child_process';

const SOURCE = `
const http = require('node:http');
const bodies = new Map();
http.createServer((request, response) => {
  const n = Number(request.url.slice(1).split('?')[0]) || 0;
  let body = bodies.get(n);
  if (!body) { body = require('node:crypto').randomBytes(n); bodies.set(n, body); }
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(process.argv[1]), '127.0.0.1', () => process.stdout.write('listening\\n'));
`;

export interface PlainServer {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startPlainServer(port: number): Promise<PlainServer> {
  const child = spawn(process.execPath, ['-e', SOURCE, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  process.on('exit', () => child.kill('SIGTERM'));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the plain server exited (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    process: child,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
