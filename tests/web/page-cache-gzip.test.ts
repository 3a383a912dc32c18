/**
 * A stored answer keeps its brotli copy only; its gzip copy is made for the first client that
 * takes gzip and not brotli, on Fastify's path, once however many ask at once, and counted in the
 * entry's size and the cache's total from then on; the front lane sends it from the next request
 * (decision 0085). A client that takes neither gets the body inflated from brotli.
 */
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { overNetwork } from '../helpers/over-network.js';
import { createWebApp } from '../helpers/web.js';

type Web = Awaited<ReturnType<typeof createWebApp>>;

const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };
const GZIP_ONLY = { 'accept-encoding': 'gzip' };

describe('page cache: the gzip copy made on the first ask', () => {
  let web: Web;
  let origin: string;
  beforeAll(async () => {
    web = await createWebApp();
    await web.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(web.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => web.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });
  const stats = () => {
    const { entries, bytes, gzipBytes } = web.app.pageCache!.stats();
    return { entries, bytes, gzipBytes };
  };

  /** Stores the address by asking for it twice in brotli (cache-admission.ts): the page, its brotli copy as stored and its tag. */
  async function storedInBrotli(url: string): Promise<{ page: Buffer; brotli: Buffer; etag: string }> {
    await get(url, BROTLI);
    const stored = await get(url, BROTLI);
    expect(stored.headers['content-encoding']).toBe('br');
    return { page: zlib.brotliDecompressSync(stored.rawPayload), brotli: stored.rawPayload, etag: String(stored.headers.etag) };
  }

  it('stores brotli only; the first gzip-only request gets a gzip copy made of the page, counted in the entry and the total from then on', async () => {
    const url = '/about?lang=en_US';
    const before = stats();
    const { page, brotli, etag } = await storedInBrotli(url);
    const stored = stats();
    expect(stored.entries).toBe(before.entries + 1);
    expect(stored.gzipBytes).toBe(before.gzipBytes);

    const gzipped = await get(url, GZIP_ONLY);
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['x-cache']).toBe('hit');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gzipped.rawPayload).equals(page)).toBe(true);
    // The strong tag of the content in gzip, the same hash as the brotli copy's.
    expect(gzipped.headers.etag).toBe(etag.replace(/-br"$/, '-gz"'));
    // Counted exactly: the total grew by the copy, which the entry's size did not hold before
    // (its size was its brotli copy and bookkeeping, less than both copies).
    const grown = stats();
    expect(grown.bytes - stored.bytes).toBe(gzipped.rawPayload.length);
    expect(grown.gzipBytes - stored.gzipBytes).toBe(gzipped.rawPayload.length);
    expect(stored.bytes - before.bytes).toBeGreaterThan(brotli.length);
    expect(stored.bytes - before.bytes).toBeLessThan(brotli.length + gzipped.rawPayload.length);

    // Kept: the next gzip-only request gets the same bytes and nothing grows.
    const again = await get(url, GZIP_ONLY);
    expect(again.rawPayload.equals(gzipped.rawPayload)).toBe(true);
    expect(stats()).toEqual(grown);
  });

  it('makes the copy once for gzip-only requests that come at once', async () => {
    const url = '/people?lang=en_US';
    const { page } = await storedInBrotli(url);
    const original = zlib.gzip;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // Every gzip made in the thread pool is held back until both requests are being answered.
    const gzip = vi
      .spyOn(zlib, 'gzip')
      .mockImplementation((input: zlib.InputType, options: zlib.ZlibOptions, callback: zlib.CompressCallback) => original(input, options, (error, result) => void gate.then(() => callback(error, result))));
    const hits = web.app.pageCache!.stats().hits;
    const answers = Promise.all([get(url, GZIP_ONLY), get(url, GZIP_ONLY)]);
    // Both were found in the cache and wait for their body.
    await vi.waitFor(() => expect(web.app.pageCache!.stats().hits).toBe(hits + 2), { timeout: 10_000 });
    open();
    const [first, second] = await answers;
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(answer.rawPayload).equals(page)).toBe(true);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const ofPage = gzip.mock.calls.filter(([input]) => Buffer.isBuffer(input) && input.equals(page));
    expect(ofPage).toHaveLength(1);
  });

  it('sends a client that takes neither encoding the page inflated from brotli, making no gzip copy', async () => {
    const url = '/expertises?lang=en_US';
    const { page, etag } = await storedInBrotli(url);
    const stored = stats();
    const inflate = vi.spyOn(zlib, 'brotliDecompressSync');
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(etag.replace(/-br"$/, '"'));
    expect(plain.rawPayload.equals(page)).toBe(true);
    expect(inflate).toHaveBeenCalled();
    expect(stats()).toEqual(stored);
  });

  it('leaves the first gzip-only request to Fastify\'s path, which makes the copy, and answers the next in the front lane', async () => {
    const url = '/news?lang=en_US';
    for (let time = 0; time < 2; time++) await overNetwork(origin, url, BROTLI);
    const brotli = await overNetwork(origin, url, BROTLI);
    const page = zlib.brotliDecompressSync(brotli.body);
    const before = web.app.frontLane.answered();
    expect(before).toBeGreaterThan(0);

    // A 304 needs no copy: the front lane answers it at once.
    const revalidated = await overNetwork(origin, url, { ...GZIP_ONLY, 'if-none-match': String(brotli.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(String(brotli.headers.etag).replace(/-br"$/, '-gz"'));
    expect(web.app.frontLane.answered()).toBe(before + 1);

    const first = await overNetwork(origin, url, GZIP_ONLY);
    expect(web.app.frontLane.answered(), 'the first gzip-only request went to Fastify').toBe(before + 1);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('hit');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(first.body).equals(page)).toBe(true);

    const second = await overNetwork(origin, url, GZIP_ONLY);
    expect(web.app.frontLane.answered(), 'the second gzip-only request was answered in front of Fastify').toBe(before + 2);
    expect(second.body.equals(first.body)).toBe(true);
    for (const name of ['etag', 'content-encoding', 'content-length', 'vary', 'x-cache', 'content-security-policy']) expect(second.headers[name], name).toEqual(first.headers[name]);
  });
});
