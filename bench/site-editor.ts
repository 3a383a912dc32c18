/**
 * The editor of bench:site: signed in as the demo administrator (as the API tests' set-up makes
 * it), it changes the English title of a published news item and publishes it in one write, as
 * the back office's "Publish" does (a PUT whose element says `state: 'published'`), with an
 * Idempotency-Key like every client retrying safely. It alternates between two items, so one
 * publish's pages are not the next one's.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN } from '../tests/setup/web-fixture.js';

/** The fields of a news element the admin call reads back and a write accepts (contract/article.ts). */
const ELEMENT_KEYS = ['id', 'no', 'lang', 'cataId', 'coverUrl', 'sharedCoverUrl', 'ownCoverUrl', 'title', 'isLink', 'content', 'note', 'contentUrl', 'top', 'proFieldIds', 'lawyerIds'];

type Version = Record<string, unknown> & { id: number; no: string; lang: string; title: string };

export interface Publish {
  /** The title the item is shown with from now on. */
  title: string;
  /** The public address of the version changed. */
  path: string;
  milliseconds: number;
}

export interface SiteEditor {
  publish(): Promise<Publish>;
}

export async function signInEditor(origin: string): Promise<SiteEditor> {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: ADMIN.account, password: ADMIN.password }),
  });
  const token = ((await login.json()) as { result?: unknown }).result;
  if (!login.ok || typeof token !== 'string') throw new Error(`the demo administrator could not sign in: ${login.status}`);

  const call = async <T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { authorization: token, 'content-type': 'application/json', ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { result: T }).result;
  };

  // The two newest published English news items that are pages of the site (not links elsewhere).
  const listed = await call<Version[]>('GET', '/api/admin/latest-news?lang=en_US&pageSize=20');
  const items: Version[] = [];
  for (const item of listed) {
    const versions = await call<Version[]>('GET', `/api/admin/latest-news?no=${item.no}`);
    const english = versions.find((version) => version.lang === 'en_US' && version.state === 'published' && !version.isLink);
    if (english) items.push(english);
    if (items.length === 2) break;
  }
  if (items.length < 2) throw new Error('the demo has fewer than two published English news items to edit');
  const originals = items.map((item) => item.title);

  let count = 0;
  return {
    async publish() {
      const index = count % items.length;
      const version = items[index]!;
      // The mark goes first: a list that shortens a long title still shows it.
      const title = `Bench edit ${++count}: ${originals[index]!}`.slice(0, 200);
      const element = Object.fromEntries(ELEMENT_KEYS.filter((key) => version[key] !== undefined).map((key) => [key, version[key]]));
      const started = performance.now();
      await call('PUT', '/api/admin/latest-news', [{ ...element, title, state: 'published' }]);
      return { title, path: `/news/detail/${version.id}?lang=en_US`, milliseconds: performance.now() - started };
    },
  };
}
