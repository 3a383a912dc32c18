/** The browser's public API client: the spec's headers, timestamp, time-out and 503 behaviour. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicList, REQUEST_TIMEOUT_MS } from '../../app/lib/public-api.js';

describe('public API client', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('window', { location: { pathname: '/news', assign } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    assign.mockReset();
  });

  it('sends the language and route-prefix headers and a timestamp', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ status: 200, message: 'success', result: [], pageable: { pageNo: 2, pageSize: 9, totalCount: 0 } }), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await publicList('/user/latest-news', { page: 2, pageSize: 9, cataId: undefined }, 'de_DE');
    expect(answer.pageable.pageNo).toBe(2);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/user\/latest-news\?page=2&pageSize=9&_t=\d{13}$/);
    expect(init.headers).toMatchObject({ lang: 'de_DE', 'route-prefix': '/news' });
  });

  it('moves to /status when the site answers 503', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ status: 503, message: 'maintenance', result: null }), { status: 503 }))));
    await expect(publicList('/user/latest-news', {}, 'en_US')).rejects.toThrow();
    expect(assign).toHaveBeenCalledWith('/status');
  });

  it('gives up after 20 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })))),
      ),
    );
    const pending = publicList('/user/latest-news', {}, 'en_US');
    const outcome = expect(pending).rejects.toThrow('aborted');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });
});
