/**
 * Requests Node's HTTP parser refuses before Fastify reads them (a method it does not know,
 * headers past the size limit, bytes that are not HTTP) answer in the envelope, with the security
 * headers every answer carries, rather than in Fastify's own JSON without them.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app.js';
import { LANGUAGE_NOT_ON_SITE } from '../helpers/test-languages.js';

/** Sends raw bytes and reads the answer until the server closes the connection. */
function exchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe('requests the HTTP parser refuses', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { env: { DEFAULT_LOCALE: 'de_DE' } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => ctx.close());

  it.each([
    ['a method HTTP does not have', 'BREW /api/user/latest-news HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'Einige Eingaben sind ungültig.'],
    ['bytes that are not HTTP', 'hello there\r\n\r\n', 400, 'Einige Eingaben sind ungültig.'],
    ['headers past the size limit', `GET /api/user/latest-news HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'Die Kopfzeilen der Anfrage sind zu groß.'],
  ])('%s: the envelope in the site’s language, with the security headers', async (_, bytes, status, message) => {
    const answer = parse(await exchange(port, bytes));
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({ status, message, result: null });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toMatch(/^default-src 'self';/);
  });

  /**
   * An address just past the header size limit (16 KB), with the headers a browser or the back
   * office sends after it: the parser stops in the bytes that carry them.
   */
  const overLong = (path: string, headers: string) => `GET ${path}?q=${'a'.repeat(16_500)} HTTP/1.1\r\nHost: x\r\n${headers}\r\n`;

  it.each([
    ['the lang header of a call', overLong('/api/user/latest-news', 'lang: en_US\r\nAccept-Language: zh-CN\r\n'), "The request's headers are too large."],
    ['the language cookie of a page', overLong('/news', 'Cookie: theme=dark; lang=zh_CN\r\nAccept-Language: en-GB,en;q=0.9\r\n'), '请求头过大。'],
    // The browser's first language is one the site lacks, whichever languages the run has.
    ["the browser's languages", overLong('/news', `Accept-Language: ${LANGUAGE_NOT_ON_SITE.tag}, en-GB;q=0.8\r\n`), "The request's headers are too large."],
    ["nothing, in the site's language", overLong('/news', `Accept-Language: ${LANGUAGE_NOT_ON_SITE.tag}\r\n`), 'Die Kopfzeilen der Anfrage sind zu groß.'],
  ])('an address too long to read answers 431 in the language of %s', async (_, bytes, message) => {
    const answer = parse(await exchange(port, bytes));
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ status: 431, message, result: null });
  });

  it('the server goes on answering', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/latest-news' })).statusCode).toBe(200);
  });
});
