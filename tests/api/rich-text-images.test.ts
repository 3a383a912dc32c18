/**
 * Rich text embeds the site's own uploads only, unless REMOTE_IMAGE_HOSTS names more hosts, and
 * the Content-Security-Policy says the same (issue 9.8): an article cannot carry a tracking pixel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createNews, newsDesk } from '../helpers/content.js';

const SITE = 'https://www.example-law.test';
const OWN = '/api/upload/2026/11/0123456789abcdef0123.webp';

/** The `src` of every image in some HTML, in order. */
const imageSources = (html: string) => [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1]);

describe.each(dialects)('images in rich text on %s', (dialect) => {
  describe('by default', () => {
    const desk = newsDesk(dialect, { PUBLIC_ORIGIN: SITE });

    it('drops remote images on save and keeps the rest of the content and the own uploads', async () => {
      const content =
        '<p>Before the pixel</p>' +
        '<p><img src="https://tracker.example/pixel.gif" alt="" width="1" height="1">between</p>' +
        `<figure><img src="${OWN}" alt="Our office"><figcaption>Our office</figcaption></figure>` +
        `<p><img src="${SITE}/api/upload/2026/11/0123456789abcdef0124.webp?w=640" alt="Absolute own"></p>` +
        '<img src="//tracker.example/pixel.gif" alt="protocol-relative">' +
        '<img src="http://tracker.example/pixel.gif" alt="plain http">' +
        '<img src="https://tracker.example/api/upload/2026/11/x.webp" alt="lookalike path">' +
        `<img src="https://www.example-law.test@tracker.example/api/upload/x.webp" alt="userinfo">` +
        '<img src="/elsewhere/pixel.gif" alt="own site, not an upload">' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="data">' +
        '<img alt="no source">' +
        '<p>After the pixel</p>';
      const item = await createNews(desk.ctx, desk.token, desk.folderId, { en_US: 'Pixels' }, { content });
      const stored = await desk.storedContent(item.no);
      // The site's own upload is stored in its one form: a page adds its own variants (issue 45.10).
      expect(imageSources(stored)).toEqual([OWN, '/api/upload/2026/11/0123456789abcdef0124.webp']);
      expect(stored).not.toContain('tracker.example');
      expect(stored).toContain('<p>Before the pixel</p>');
      expect(stored).toContain('between</p>');
      expect(stored).toContain('<figcaption>Our office</figcaption>');
      expect(stored).toContain('<p>After the pixel</p>');
    });

    it('applies the same rule to every rich-text field (a biography)', async () => {
      const created = await desk.ctx.request({
        method: 'POST',
        url: '/api/admin/lawyerTeam',
        headers: { authorization: desk.token },
        payload: [{ lang: 'en_US', name: 'Ada Pixel', intro: `<p>Profile<img src="https://tracker.example/p.gif"><img src="${OWN}" alt="Ada"></p>` }],
      });
      expect(created.statusCode).toBe(200);
      expect(imageSources(created.body_.result.intro)).toEqual([OWN]);
      expect(created.body_.result.intro).toContain('Profile');
    });

    it("allows images from the site itself only in the Content-Security-Policy", async () => {
      const response = await desk.ctx.request({ method: 'GET', url: '/api/common/language' });
      const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(imgSrc?.split(' ').sort()).toEqual(["'self'", 'data:']);
    });
  });

  describe('with REMOTE_IMAGE_HOSTS', () => {
    let ctx: TestContext;
    let token: string;
    beforeAll(async () => {
      ctx = await createTestContext(dialect, { env: { PUBLIC_ORIGIN: SITE, REMOTE_IMAGE_HOSTS: 'cdn.example.com, Images.Example.org:8443' } });
      token = (await ctx.staff('editor')).token;
    });
    afterAll(async () => ctx.close());

    it('keeps images from the named hosts over https, and drops the others', async () => {
      const intro =
        '<p>Named hosts</p>' +
        '<img src="https://cdn.example.com/team/ada.jpg" alt="cdn">' +
        '<img src="https://images.example.org:8443/a.png" alt="with port">' +
        '<img src="https://images.example.org/a.png" alt="other port">' +
        '<img src="http://cdn.example.com/team/ada.jpg" alt="plain http">' +
        '<img src="https://cdn.example.com.tracker.example/p.gif" alt="suffix">' +
        '<img src="https://tracker.example/p.gif" alt="unnamed">' +
        `<img src="${OWN}" alt="own">`;
      const created = await ctx.request({
        method: 'POST',
        url: '/api/admin/professionalField',
        headers: { authorization: token },
        payload: [{ lang: 'en_US', name: 'Imaging', introduce: intro }],
      });
      expect(created.statusCode).toBe(200);
      expect(imageSources(created.body_.result.introduce)).toEqual([
        'https://cdn.example.com/team/ada.jpg',
        'https://images.example.org:8443/a.png',
        OWN,
      ]);
      expect(created.body_.result.introduce).toContain('<p>Named hosts</p>');
    });

    it('names the same hosts in the Content-Security-Policy', async () => {
      const response = await ctx.request({ method: 'GET', url: '/api/common/language' });
      const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(imgSrc?.split(' ').sort()).toEqual(["'self'", 'data:', 'https://cdn.example.com', 'https://images.example.org:8443']);
    });
  });
});

describe('REMOTE_IMAGE_HOSTS', () => {
  const hostsOf = (value: string) => loadConfig({ REMOTE_IMAGE_HOSTS: value }).remoteImageHosts;

  it('is empty when unset, and a list of lower-case hosts when set', () => {
    expect(loadConfig({}).remoteImageHosts).toEqual([]);
    expect(hostsOf('cdn.example.com,IMAGES.example.org:8443, ,cdn.example.com')).toEqual(['cdn.example.com', 'images.example.org:8443']);
  });

  it.each(['https://cdn.example.com', 'cdn.example.com/images', '*.example.com', 'user@cdn.example.com', 'cdn example.com', "cdn.example.com;'unsafe-inline'", 'cdn.example.com:99999'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => hostsOf(value)).toThrow(ConfigError);
      try {
        hostsOf(value);
      } catch (error) {
        expect((error as ConfigError).problems[0]!.variable).toBe('REMOTE_IMAGE_HOSTS');
      }
    },
  );
});
