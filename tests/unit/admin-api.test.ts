/** The back office's API client: token, language, timestamp, 401 and error behaviour of the spec. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApi, NOTIFICATION_SECONDS, REQUEST_TIMEOUT_MS } from '../../app/admin/api.js';

function storage(initial: Record<string, string>) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const respond = (status: number, body: unknown) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

describe('admin API client', () => {
  const onError = vi.fn();
  const onExpired = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('localStorage', storage({ authorization: 'token-123', adminLang: 'zh_CN' }));
    configureApi({ onError, onExpired });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    onError.mockReset();
    onExpired.mockReset();
  });

  it('sends the stored token, the admin language and a timestamp on GET', async () => {
    const fetchMock = respond(200, { status: 200, message: '成功', result: { id: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    expect(await api.get('/admin/mine')).toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/admin\/mine\?_t=\d{13}$/);
    expect(init.headers).toMatchObject({ authorization: 'token-123', lang: 'zh_CN' });
  });

  it('clears the session and reports expiry on a 401', async () => {
    vi.stubGlobal('fetch', respond(401, { status: 401, message: '登录失效，请重新登录', result: null }));
    await expect(api.get('/admin/mine')).rejects.toBeInstanceOf(ApiError);
    expect(onExpired).toHaveBeenCalledOnce();
    expect(localStorage.getItem('authorization')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports other errors with the server message, unless the caller shows them itself', async () => {
    vi.stubGlobal('fetch', respond(409, { status: 409, message: 'This folder still holds folders or articles.', result: null }));
    await expect(api.delete('/admin/catalog/3')).rejects.toMatchObject({ status: 409 });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'This folder still holds folders or articles.' }));
    onError.mockReset();
    vi.stubGlobal('fetch', respond(400, { status: 400, message: 'invalid', result: { fieldErrors: [{ field: '0.title', message: 'Please enter title' }] } }));
    await expect(api.post('/admin/latest-news', [], { quiet: true })).rejects.toMatchObject({ fieldErrors: [{ field: '0.title', message: 'Please enter title' }] });
    expect(onError).not.toHaveBeenCalled();
  });

  it('uses the spec constants', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(NOTIFICATION_SECONDS).toBe(4.5);
  });
});
