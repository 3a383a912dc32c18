/**
 * Pictures inside an article (issue 12.3): the site's own uploads in the rich text are served as
 * resized variants (`srcset`, `sizes`), with the file's width and height, lazily, at render time;
 * what the editor stored is unchanged.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, type WebApp } from '../helpers/web.js';
import { fileUpload } from '../helpers/uploads.js';

/** The attributes of every `<img>` in a piece of HTML. */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\s([^>]*?)\/?>/g)].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])));
}

describe('images in an article, server-rendered', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  let big: string;
  let small: string;
  let newsId: number;
  let newsNo: string;
  let stored: string;

  const upload = async (width: number, height: number) => {
    const data = await sharp({ create: { width, height, channels: 3, background: '#7a5' } }).jpeg().toBuffer();
    const body = fileUpload(data, 'photo.jpg', 'image/jpeg');
    const response = await app.inject({ method: 'POST', url: '/api/admin/files/upload', headers: { ...body.headers, authorization: token }, payload: body.payload });
    if (response.statusCode !== 200) throw new Error(response.body);
    const result = response.json().result as string | { path?: string; url?: string };
    return String(typeof result === 'string' ? result : (result.path ?? result.url)).replace(/^\/?(api\/upload\/)?/, '');
  };

  beforeAll(async () => {
    web = await createWebApp();
    app = web.app;
    token = await web.adminToken();
    big = await upload(4000, 3000);
    small = await upload(300, 200);
    const folders = (await app.inject({ method: 'GET', url: '/api/user/catalog?type=0', headers: { lang: 'en_US' } })).json().result as { id: number }[];
    stored =
      `<p>Intro</p><figure><img src="/api/upload/${big}" alt="The new office"><figcaption>Our office</figcaption></figure>` +
      `<p><img src="/api/upload/${small}" alt="A small one"></p>` +
      '<p><img src="/api/upload/2026/01/00000000000000000000.svg" alt="A drawing"></p>';
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/latest-news',
      headers: { authorization: token, lang: 'en_US' },
      payload: [{ lang: 'en_US', cataId: folders[0]!.id, coverUrl: `/api/upload/${big}`, title: 'A picture inside', isLink: 0, content: stored }],
    });
    const created = (response.json().result as { id: number; no: string }[])[0]!;
    newsId = created.id;
    newsNo = created.no;
  });
  afterAll(async () => web?.close());

  it('gives an uploaded picture resized variants, its size, lazy loading and async decoding', async () => {
    const response = await app.inject({ method: 'GET', url: `/news/detail/${newsId}?lang=en_US` });
    expect(response.statusCode).toBe(200);
    const content = /<div class="rich-text"[^>]*>(.*?)<\/div>/s.exec(response.body)![1]!;
    const [photo, little, drawing] = images(content);

    expect(photo).toMatchObject({ alt: 'The new office', width: '4000', height: '3000', loading: 'lazy', decoding: 'async' });
    expect(photo!.src).toBe(`/api/upload/${big}?w=960`);
    const candidates = photo!.srcset!.split(', ');
    expect(candidates).toEqual([
      ...[320, 480, 640, 960, 1280, 1920].map((w) => `/api/upload/${big}?w=${w} ${w}w`),
      `/api/upload/${big} 4000w`,
    ]);
    expect(photo!.sizes).toBe('(min-width: 48rem) 46rem, 100vw');

    // Smaller than every variant: served as it is, at its own size.
    expect(little).toMatchObject({ src: `/api/upload/${small}`, width: '300', height: '200', loading: 'lazy', decoding: 'async' });
    expect(little!.srcset).toBeUndefined();

    // Not a file the site knows the size of, and not resizable: only loaded lazily.
    expect(drawing).toMatchObject({ src: '/api/upload/2026/01/00000000000000000000.svg', loading: 'lazy', decoding: 'async' });
    expect(drawing!.srcset).toBeUndefined();
    expect(drawing!.width).toBeUndefined();

    // A variant is what the browser then fetches: a 960 px wide image, not the 4000 px original.
    const variant = await app.inject({ method: 'GET', url: `/api/upload/${big}?w=960` });
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(960);
  });

  it('keeps what the editor stored', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/latest-news?no=${newsNo}`, headers: { authorization: token } });
    const content = (response.json().result as { content: string }[])[0]!.content;
    expect(content).not.toMatch(/srcset|loading=|decoding=/);
    expect(images(content).map((i) => i.src)).toEqual([`/api/upload/${big}`, `/api/upload/${small}`, '/api/upload/2026/01/00000000000000000000.svg']);
  });
});
