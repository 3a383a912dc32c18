/**
 * Which requests tell the caches what they wrote (server/http/write-invalidation.ts, issue 47
 * follow-up): a write of the admin API reads the tags it changed before its answer goes, so its
 * own instance never sends those pages again; the site's public posts (the disclaimer's form,
 * sign-in, a path nothing answers) and a write turned away at the door read nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentVersionService } from '../../server/modules/content/content-version.js';
import { createWebApp } from '../helpers/web.js';

type Web = Awaited<ReturnType<typeof createWebApp>>;

/** The fields of a news element a write takes back (contract/article.ts). */
const ELEMENT_KEYS = ['id', 'no', 'lang', 'cataId', 'coverUrl', 'sharedCoverUrl', 'ownCoverUrl', 'title', 'isLink', 'content', 'note', 'contentUrl', 'top', 'proFieldIds', 'lawyerIds'];

describe('reading what a write changed', () => {
  let web: Web;
  /** Reads of the content state and of the tags changed, through the service, while `count` runs. */
  let reads: { state: number; changedSince: number };
  let counting = false;
  beforeAll(async () => {
    web = await createWebApp();
    const service: ContentVersionService = web.app.services.contentVersion;
    const { state, changedSince } = service;
    reads = { state: 0, changedSince: 0 };
    service.state = () => {
      if (counting) reads.state++;
      return state();
    };
    service.changedSince = (since) => {
      if (counting) reads.changedSince++;
      return changedSince(since);
    };
  });
  afterAll(async () => web.close());

  async function count(work: () => Promise<unknown>) {
    reads = { state: 0, changedSince: 0 };
    counting = true;
    try {
      await work();
    } finally {
      counting = false;
    }
    return reads;
  }

  it('reads nothing for the public site\'s posts, sign-in, or a write turned away', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const posts = [
      { method: 'POST' as const, url: '/disclaimer/accept', headers: form, payload: 'version=abcdef12&returnTo=/home' },
      { method: 'POST' as const, url: '/disclaimer/accept.data', headers: form, payload: 'version=abcdef12' },
      { method: 'POST' as const, url: '/api/admin/login', payload: { loginAccount: 'nobody', password: 'wrong password' } },
      { method: 'POST' as const, url: '/api/user/search', payload: { keyword: 'law' } },
      { method: 'POST' as const, url: '/contact', headers: form, payload: 'message=hello' },
      // No session: the staff guard turns it away before anything is read.
      { method: 'PUT' as const, url: '/api/admin/latest-news', payload: [] },
    ];
    for (const post of posts) {
      const counted = await count(() => web.app.inject(post));
      expect(counted, `${post.method} ${post.url}`).toEqual({ state: 0, changedSince: 0 });
    }
    // Signing in writes a session, not content: nothing read either.
    expect(await count(() => web.adminToken())).toEqual({ state: 0, changedSince: 0 });
  });

  it('applies an admin write to its own instance before the answer goes: the next request shows it, never stale', async () => {
    const get = (url: string) => web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    const item = ((await web.app.inject({ method: 'GET', url: '/api/user/latest-news?pageSize=5', headers: { lang: 'en_US' } })).json().result as { id: number; no: string }[])[0]!;
    const url = `/news/detail/${item.id}?lang=en_US`;
    for (let i = 0; i < 3; i++) await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    const token = await web.adminToken();
    const versions = (await web.app.inject({ method: 'GET', url: `/api/admin/latest-news?no=${item.no}`, headers: { authorization: token } })).json().result as Record<string, unknown>[];
    const english = versions.find((version) => version.lang === 'en_US')!;
    const element = Object.fromEntries(ELEMENT_KEYS.filter((key) => english[key] !== undefined).map((key) => [key, english[key]]));
    const title = `Own write ${Date.now()}`;
    const counted = await count(async () => {
      const saved = await web.app.inject({ method: 'PUT', url: '/api/admin/latest-news', headers: { authorization: token }, payload: [{ ...element, title, state: 'published' }] });
      expect(saved.statusCode, saved.body).toBe(200);
    });
    // The counter before and after, and the tags changed between.
    expect(counted).toEqual({ state: 2, changedSince: 1 });
    const next = await get(url);
    expect(next.headers['x-cache']).not.toBe('stale');
    expect(next.body).toContain(title);
    await web.app.pageCache!.refreshesSettled();
  });
});
