/**
 * The shutdown's connection drain (server/http/connection-drain.ts) on a plain HTTP server: a
 * keep-alive connection that sends its next request right after the drain starts is answered
 * with `Connection: close`, not destroyed; one that stays unused is closed with a FIN once its
 * grace has passed; and an answer written whole by an earlier listener (as the front lane writes
 * a cached page) is marked without an error.
 */
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainConnections } from '../../server/http/connection-drain.js';

/** One raw keep-alive connection: what it sent and received, and how it ended. */
function connect(port: number): { socket: net.Socket; received: () => string; ended: Promise<'end' | 'reset'> } {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  const ended = new Promise<'end' | 'reset'>((resolve) => {
    socket.on('end', () => resolve('end'));
    socket.on('error', () => resolve('reset'));
  });
  return { socket, received: () => text, ended };
}

const GET = 'GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n';
const answers = (text: string) => text.split('HTTP/1.1 ').slice(1);

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('draining connections on shutdown', () => {
  let server: http.Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server = undefined;
  });

  async function listen(grace: number, handler: http.RequestListener = (_request, response) => response.end('ok')) {
    server = http.createServer(handler);
    const drain = drainConnections(server, grace);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { drain, port: (server.address() as net.AddressInfo).port };
  }

  it('answers a request sent on an idle connection after the drain began, with Connection: close, and stops accepting', async () => {
    const { drain, port } = await listen(60_000);
    const client = connect(port);
    client.socket.write(GET);
    await until(() => answers(client.received()).length === 1);
    expect(answers(client.received())[0]).toMatch(/connection: keep-alive/i);

    drain.start();
    // Node's own close would destroy this idle connection here; Fastify calls it too.
    server!.closeIdleConnections();
    client.socket.write(GET);
    expect(await client.ended).toBe('end');
    const second = answers(client.received())[1];
    expect(second).toMatch(/^200 /);
    expect(second).toMatch(/connection: close/i);
    expect(second).toMatch(/\r\n\r\nok$/);
    expect(server!.listening).toBe(false);
  });

  it('closes a connection left unused once its grace has passed, with a FIN rather than a reset', async () => {
    const { drain, port } = await listen(200);
    const client = connect(port);
    client.socket.write(GET);
    await until(() => answers(client.received()).length === 1);
    const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
    drain.start();
    expect(await client.ended).toBe('end');
    client.socket.end();
    await closed;
  });

  it('marks an answer already written whole by an earlier listener without an error', async () => {
    const errors: unknown[] = [];
    const { drain, port } = await listen(200, (_request, response) => {
      try {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('cached');
      } catch (error) {
        errors.push(error);
      }
    });
    const client = connect(port);
    client.socket.write(GET);
    await until(() => answers(client.received()).length === 1);
    drain.start();
    client.socket.write(GET);
    expect(await client.ended).toBe('end');
    expect(answers(client.received())[1]).toMatch(/^200 [^]*connection: close[^]*\r\n\r\n[^]*cached/i);
    expect(errors).toEqual([]);
  });
});
