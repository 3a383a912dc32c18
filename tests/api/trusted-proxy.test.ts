/**
 * TRUST_PROXY decides whose word the server takes for the client's address and the request id:
 * only a trusted proxy's, so that a client cannot choose its own address (and its own throttling
 * counters) or plant a misleading id in the logs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function contextTrusting(trustProxy: string): Promise<TestContext> {
  return createTestContext('sqlite', {
    env: { TRUST_PROXY: trustProxy },
    beforeReady: (app) => {
      app.get('/test/client-address', (request) => ({ ip: request.ip, id: request.id }));
    },
  });
}

async function seenBy(ctx: TestContext, remoteAddress: string, headers: Record<string, string>) {
  const response = await ctx.request({ method: 'GET', url: '/test/client-address', remoteAddress, headers });
  return { ip: response.body_.ip as string, id: response.body_.id as string, header: response.headers['x-request-id'] };
}

describe.each([
  // [TRUST_PROXY, peer, X-Forwarded-For, client address the server must see]
  ['false', '10.0.0.5', '203.0.113.1', '10.0.0.5'],
  ['true', '10.0.0.5', '6.6.6.6, 203.0.113.1', '6.6.6.6'],
  ['1', '10.0.0.5', '6.6.6.6, 203.0.113.1', '203.0.113.1'],
  ['2', '10.0.0.5', '6.6.6.6, 203.0.113.1', '6.6.6.6'],
  ['10.0.0.0/8', '10.0.0.5', '6.6.6.6, 203.0.113.1, 10.9.9.9', '203.0.113.1'],
  ['10.0.0.0/8', '198.51.100.4', '6.6.6.6, 203.0.113.1', '198.51.100.4'],
  ['192.0.2.1, 10.0.0.5', '10.0.0.5', '6.6.6.6, 203.0.113.1', '203.0.113.1'],
  ['fd00::/8', 'fd00::1', '6.6.6.6, 203.0.113.1', '203.0.113.1'],
])('TRUST_PROXY=%s, peer %s, X-Forwarded-For %s', (trustProxy, peer, forwardedFor, expected) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await contextTrusting(trustProxy);
  });
  afterAll(async () => ctx.close());

  it(`takes ${expected} as the client address`, async () => {
    expect((await seenBy(ctx, peer, { 'x-forwarded-for': forwardedFor })).ip).toBe(expected);
  });
});

describe('an incoming x-request-id', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await contextTrusting('10.0.0.0/8');
  });
  afterAll(async () => ctx.close());

  it('is kept when a trusted proxy sends it', async () => {
    const seen = await seenBy(ctx, '10.1.2.3', { 'x-request-id': 'lb-7f3a:2026.01_x-9' });
    expect(seen.id).toBe('lb-7f3a:2026.01_x-9');
    expect(seen.header).toBe('lb-7f3a:2026.01_x-9');
  });

  it('is replaced when anyone else sends it', async () => {
    const seen = await seenBy(ctx, '198.51.100.9', { 'x-request-id': 'chosen-by-the-client' });
    expect(seen.id).toMatch(UUID);
    expect(seen.header).toBe(seen.id);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'two words'],
    ['with markup', '<script>x</script>'],
    ['with a newline', 'a%0Ab'],
  ])('is replaced when %s, even from a trusted proxy', async (_what, value) => {
    const seen = await seenBy(ctx, '10.1.2.3', { 'x-request-id': value });
    expect(seen.id).toMatch(UUID);
  });

  it('is never kept when no proxy is trusted', async () => {
    const untrusting = await contextTrusting('false');
    try {
      expect((await seenBy(untrusting, '127.0.0.1', { 'x-request-id': 'abc-123' })).id).toMatch(UUID);
    } finally {
      await untrusting.close();
    }
  });
});
