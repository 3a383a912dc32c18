/**
 * A server that cannot start or that crashes says why in one JSON line in pino's format, like
 * every other line it writes, so a log collector keeps it with the rest.
 */
import net from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

beforeAll(() => ensurePageBuild(), 900_000);

/** The process's one fatal line, after checking that nothing else it wrote is plain text. */
async function fatalLineOf(server: ServerProcess): Promise<Record<string, unknown>> {
  expect(await server.exited).toBe(1);
  await server.stop();
  const lines = server.output().split('\n').filter((line) => line.trim() !== '');
  expect(lines.filter((line) => !line.startsWith('{'))).toEqual([]);
  const fatal = server.logLines().filter((line) => line.level === 60);
  expect(fatal).toHaveLength(1);
  expect(fatal[0]).toMatchObject({ time: expect.any(Number), pid: expect.any(Number), msg: expect.any(String) });
  return fatal[0]!;
}

/** Makes the server fail on SIGUSR2 the way `code` does, loaded before it starts. */
function failingOnSignal(code: string): Record<string, string> {
  return { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(`process.on('SIGUSR2',()=>{${code}})`)}` };
}

it('a bad configuration is one fatal JSON line listing each problem', async () => {
  const bad = await startServer({ env: { SESSION_IDLE_HOURS: 'many' }, noWait: true });
  const line = await fatalLineOf(bad);
  expect(line.msg).toContain('SESSION_IDLE_HOURS');
  expect(line.err).toMatchObject({ type: 'ConfigError', problems: [{ variable: 'SESSION_IDLE_HOURS', message: expect.any(String) }] });
});

it('a start that fails (the port is taken) is one fatal JSON line with the error', async () => {
  const port = await freePort();
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
  try {
    const server = await startServer({ env: { PORT: String(port) }, noWait: true });
    const line = await fatalLineOf(server);
    expect(line.msg).toBe('The server could not start');
    expect(line.err).toMatchObject({ type: 'Error', code: 'EADDRINUSE', message: expect.stringContaining('EADDRINUSE'), stack: expect.any(String) });
  } finally {
    taken.close();
  }
});

it.each([
  ['an uncaught exception', "throw(Error('boom'))", 'uncaught exception'],
  ['an unhandled rejection', "Promise.reject(Error('boom'))", 'unhandled promise rejection'],
])('%s in a running server is one fatal JSON line, then the process exits', async (_name, code, msg) => {
  const server = await startServer({ env: failingOnSignal(code) });
  server.child.kill('SIGUSR2');
  const line = await fatalLineOf(server);
  expect(line.msg).toBe(msg);
  expect(line.err).toMatchObject({ type: 'Error', message: 'boom', stack: expect.stringContaining('boom') });
});
