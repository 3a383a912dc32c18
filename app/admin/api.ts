/**
 * The admin's calls to /api (spec sections 7 and 8): the stored token in the Authorization
 * header, the admin's language, a timestamp on every GET, a 20 s time-out. A 401 clears the
 * session; inside the back office a sign-in dialog then opens over the screen, and once the same
 * person has signed in again the call is sent again, so nothing typed is lost. Where there is no
 * screen to keep (entering the back office) it returns to the login screen ("login expired,
 * please log in again"). Any other error shows a notification titled "request error" with the
 * server's message for 4.5 s, unless the caller handles it (field errors at their fields, for
 * example).
 *
 * Every write (one save, one delete: one user action) carries an `Idempotency-Key` of its own,
 * and the same key when that request is sent again: after signing in again, or once after the
 * network failed or the server answered 503. The server then does the change at most once, even
 * when the first request's change was made but its answer was lost (decision 0065).
 */
import type { Envelope, FieldError, ListEnvelope } from '../../contract/envelope.js';
import type { Lang } from '../../contract/languages.js';
import type { EditReading } from './edit-reading.js';
import { clearToken, readAdminLang, readToken } from './session.js';

export const REQUEST_TIMEOUT_MS = 20_000;
export const NOTIFICATION_SECONDS = 4.5;
/** A write that met a network failure or a 503 is sent again once, after at most this long. */
export const WRITE_RETRY_MAX_WAIT_MS = 5_000;
const NETWORK_RETRY_WAIT_MS = 1_000;

/** 128 random bits in hex: `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: FieldError[] = [],
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

/** A record asked for by its id is not there: gone (404), or the id is no number (400). */
export function isMissingRecord(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

type ErrorListener = (error: ApiError) => void;
/** Resolves true once the person has signed in again (a new token is stored), false otherwise. */
type ExpiredListener = () => Promise<boolean>;
let onError: ErrorListener = () => {};
let onExpired: ExpiredListener = () => Promise.resolve(false);

/** The admin shell says how errors are shown (notification) and what a 401 does (sign in again). */
export function configureApi(handlers: { onError: ErrorListener; onExpired: ExpiredListener }): void {
  onError = handlers.onError;
  onExpired = handlers.onExpired;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** The caller shows this error itself (e.g. field errors in a form); no notification. */
  quiet?: boolean;
  /** The caller shows the errors this picks out itself (a missing record, say); others notify. */
  handles?: (error: ApiError) => boolean;
  lang?: Lang;
  /**
   * The edit screen's reading of its item (decision 0100): a read records the sequence it was
   * answered at; a write sends it as `If-Match` and records the sequence it answered.
   */
  reading?: EditReading;
  /** Internal: this is the call sent again after signing in again; a second 401 ends it. */
  retried?: boolean;
  /** Internal: the write's key, the same for every sending of it. */
  idempotencyKey?: string;
  /** Internal: this write was already sent again after a network failure or a 503. */
  resent?: boolean;
}

function buildUrl(path: string, method: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  if (method === 'GET') params.set('_t', String(Date.now()));
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

function notify(error: ApiError, options: RequestOptions): void {
  if (!options.quiet && !options.handles?.(error)) onError(error);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait before sending a write again, from a 503's `Retry-After` (seconds). */
function retryWait(response: Response | null): number {
  if (!response) return NETWORK_RETRY_WAIT_MS;
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, WRITE_RETRY_MAX_WAIT_MS) : NETWORK_RETRY_WAIT_MS;
}

async function send<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  if (method !== 'GET' && !options.idempotencyKey) options = { ...options, idempotencyKey: newIdempotencyKey() };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const token = readToken();
  const headers: Record<string, string> = { lang: options.lang ?? readAdminLang(), accept: 'application/json' };
  if (token) headers.authorization = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (method !== 'GET' && options.reading?.sequence) headers['if-match'] = `"${options.reading.sequence}"`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, method, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (cause) {
    // The write may have been made and its answer lost: the same key makes sending it again safe.
    if (options.idempotencyKey && !options.resent) {
      await wait(retryWait(null));
      return send<T>(method, path, { ...options, resent: true });
    }
    const error = new ApiError(cause instanceof Error && cause.name === 'AbortError' ? 'timeout' : 'network', 0);
    notify(error, options);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 503 && options.idempotencyKey && !options.resent) {
    await wait(retryWait(response));
    return send<T>(method, path, { ...options, resent: true });
  }
  const body = (await response.json().catch(() => null)) as (Envelope<unknown> & { result: { fieldErrors?: FieldError[] } | null }) | null;
  if (response.status === 401) {
    clearToken();
    // Only a call that carried a token can have expired; the sign-in call itself carries none.
    if (token && !options.retried && (await onExpired())) return send<T>(method, path, { ...options, retried: true });
    throw new ApiError(body?.message ?? 'unauthorized', 401);
  }
  if (!response.ok) {
    const error = new ApiError(body?.message ?? response.statusText, response.status, body?.result?.fieldErrors ?? [], body?.result ?? null);
    notify(error, options);
    throw error;
  }
  const sequence = response.headers.get('x-edit-sequence');
  if (options.reading && sequence) options.reading.sequence = sequence;
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => send<Envelope<T>>('GET', path, options).then((e) => e.result),
  list: <T>(path: string, options?: RequestOptions) => send<ListEnvelope<T>>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => send<Envelope<T>>('POST', path, { ...options, body }).then((e) => e.result),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => send<Envelope<T>>('PUT', path, { ...options, body }).then((e) => e.result),
  delete: <T>(path: string, options?: RequestOptions) => send<Envelope<T>>('DELETE', path, options).then((e) => e.result),
};

/**
 * Saves the file an admin call answers (an export): fetched with the token, which a plain link
 * cannot send, then handed to the browser under the name the server gave. Errors as for `send`.
 */
export async function downloadFile(path: string, query: RequestOptions['query'], fallbackName: string, retried = false): Promise<void> {
  const token = readToken();
  const headers: Record<string, string> = { lang: readAdminLang() };
  if (token) headers.authorization = token;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, 'GET', query), { headers });
  } catch {
    const error = new ApiError('network', 0);
    onError(error);
    throw error;
  }
  if (response.status === 401) {
    clearToken();
    if (token && !retried && (await onExpired())) return downloadFile(path, query, fallbackName, true);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    const error = new ApiError(body?.message ?? response.statusText, response.status);
    if (response.status !== 401) onError(error);
    throw error;
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Uploads a file with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * Resolves with the stored path (`2026/11/....webp`); rejects with an ApiError whose message is
 * the server's words (too large, type not allowed...). 401 behaves as for every call.
 */
export async function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const key = newIdempotencyKey();
  try {
    return await sendFile(file, key, onProgress);
  } catch (error) {
    // Expired meanwhile: once signed in again, the same file goes up again, under the same key.
    if (error instanceof ApiError && error.status === 401 && error.result === 'expired' && (await onExpired())) return sendFile(file, key, onProgress);
    throw error;
  }
}

function sendFile(file: File, idempotencyKey: string, onProgress?: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/files/upload');
    xhr.timeout = REQUEST_TIMEOUT_MS * 3;
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', token);
    xhr.setRequestHeader('lang', readAdminLang());
    xhr.setRequestHeader('idempotency-key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: Envelope<string> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<string>;
      } catch {
        body = null;
      }
      if (xhr.status === 401) {
        clearToken();
        reject(new ApiError(body?.message ?? 'unauthorized', 401, [], token ? 'expired' : null));
      } else if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(body.result);
      } else {
        reject(new ApiError(body?.message ?? xhr.statusText, xhr.status));
      }
    };
    xhr.onerror = () => reject(new ApiError('network', 0));
    xhr.ontimeout = () => reject(new ApiError('timeout', 0));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** The public address of a stored file or an absolute URL, for previews. */
export function fileUrl(path: string | null | undefined, width?: number): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  const clean = path.replace(/^\/?(api\/upload\/)?/, '');
  return `/api/upload/${clean}${width && !/\.(svg|gif|ico|pdf)$/i.test(clean) ? `?w=${width}` : ''}`;
}
