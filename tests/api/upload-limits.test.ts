/**
 * Issue 9.1 and 9.6 (multipart): hostile uploads cost at most one worker, never the server, and
 * every refusal says in words what the limit is. The same hostile files against a real process
 * with production's heap are in tests/ops/upload-limits.test.ts.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/http/errors.js';
import { environmentSvg } from '../../server/db/seed/artwork/environment.js';
import { createLocalStorage } from '../../server/modules/files/local-storage.js';
import { createFileService } from '../../server/modules/files/service.js';
import { SVG_LIMITS } from '../../server/modules/files/svg-structure.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { fileUpload, multipart, sparseAnimatedGif, svgNested, svgWithRects } from '../helpers/uploads.js';

describe.each(dialects)('upload limits on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  const upload = (data: Buffer | string, filename: string, contentType: string, lang = 'en_US') => {
    const body = fileUpload(data, filename, contentType);
    return ctx.request({ method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: token, lang } });
  };
  const stillServing = async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/common/language', headers: { lang: 'en_US' } });
    expect(response.statusCode).toBe(200);
  };

  it('keeps the limits well above the richest demo drawing and typical icons', () => {
    expect(SVG_LIMITS).toEqual({ elements: 5_000, depth: 64 });
  });

  it.each([
    ['25,000 rectangles', svgWithRects(25_000), /too many elements\. The limit is 5000 elements/],
    ['5,000 nested groups', svgNested(5_000), /nested too deeply\. Elements may be nested at most 64 levels/],
    ['50,000 nested groups', svgNested(50_000), /nested too deeply\. Elements may be nested at most 64 levels/],
  ])('refuses an SVG of %s with 413 in words, and keeps serving', async (_name, svg, message) => {
    const response = await upload(svg, 'hostile.svg', 'image/svg+xml');
    expect(response.statusCode, response.body).toBe(413);
    expect(response.body_).toEqual({ status: 413, message: expect.stringMatching(message), result: null });
    await stillServing();
    const rows = await ctx.app.db.selectFrom('file').select('id').where('mime', '=', 'image/svg+xml').where('original_name', '=', 'hostile.svg').execute();
    expect(rows).toEqual([]);
  });

  it('says the element limit in German and Chinese', async () => {
    const de = await upload(svgWithRects(6_000), 'x.svg', 'image/svg+xml', 'de_DE');
    expect(de.body_.message).toMatch(/5000 Elemente/);
    const zh = await upload(svgNested(100), 'x.svg', 'image/svg+xml', 'zh_CN');
    expect(zh.body_.message).toMatch(/64/);
    expect(zh.body_.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('still cleans and stores a normal SVG: the richest demo drawing, without its script', async () => {
    const drawing = environmentSvg('london-library').replace('</svg>', '<script>alert(1)</script><rect width="1" height="1" onclick="alert(2)"/></svg>');
    const response = await upload(drawing, 'library.svg', 'image/svg+xml');
    expect(response.statusCode, response.body).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: `/api/upload/${response.body_.result}` });
    expect(served.body).toMatch(/<svg[\s>]/);
    expect(served.body).not.toMatch(/<script|onclick|alert/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'svg', width: 1200, height: 800 });
  });

  it('hides nothing from the count in comments or processing instructions an HTML parser would read as markup', async () => {
    // An HTML parser ends `<?pi >` at the first `>`; XML reads on to `?>`. Either way the count
    // must see what the cleaner builds.
    const hidden = `<svg xmlns="http://www.w3.org/2000/svg"><?pi > ${'<g>'.repeat(200)}${'</g>'.repeat(200)} ?></svg>`;
    const response = await upload(hidden, 'hidden.svg', 'image/svg+xml');
    if (response.statusCode === 200) {
      const served = await ctx.app.inject({ method: 'GET', url: `/api/upload/${response.body_.result}` });
      expect(served.body).not.toMatch(/<g>/);
    } else {
      expect(response.statusCode).toBe(413);
    }
  });

  it('refuses an SVG that is not well-formed XML with 400', async () => {
    const response = await upload('<svg xmlns="http://www.w3.org/2000/svg"><g><rect></g></svg>', 'broken.svg', 'image/svg+xml');
    expect(response.statusCode).toBe(400);
    expect(response.body_.message).toMatch(/could not be read/);
  });

  it('counts every frame of an animation against the pixel limit and says so', async () => {
    // 2000 x 2000 x 40 frames: 160 million pixels in a file of under a kilobyte.
    const gif = sparseAnimatedGif(2000, 2000, 40);
    expect(gif.length).toBeLessThan(1024);
    const response = await upload(gif, 'spinner.gif', 'image/gif');
    expect(response.statusCode).toBe(400);
    expect(response.body_.message).toMatch(/animation has too many pixels.*40 million/);
    // Under the limit in all: 200 x 200 x 40 frames.
    const small = await upload(sparseAnimatedGif(200, 200, 40), 'small.gif', 'image/gif');
    expect(small.statusCode, small.body).toBe(200);
  });

  describe('malformed multipart', () => {
    const send = (payload: Buffer | string, contentType: string) =>
      ctx.request({ method: 'POST', url: '/api/admin/files/upload', payload, headers: { 'content-type': contentType, authorization: token, lang: 'en_US' } });
    const png = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } }).png().toBuffer();

    it('answers 400 in words when the boundary is missing', async () => {
      const body = fileUpload(await png(), 'a.png', 'image/png');
      const response = await send(body.payload, 'multipart/form-data');
      expect(response.statusCode).toBe(400);
      expect(response.body_).toEqual({ status: 400, message: expect.stringMatching(/not a complete multipart form/), result: null });
    });

    it('answers 400 in words when the body uses another boundary', async () => {
      const body = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: await png() }], 'real-boundary');
      const response = await send(body.payload, 'multipart/form-data; boundary=other-boundary');
      expect(response.statusCode).toBe(400);
      expect(response.body_.message).toMatch(/not a complete multipart form/);
    });

    it('answers 400 in words when the body is cut off', async () => {
      const body = fileUpload(await png(), 'a.png', 'image/png');
      const response = await send(body.payload.subarray(0, body.payload.length - 40), body.headers['content-type']!);
      expect(response.statusCode).toBe(400);
      expect(response.body_.message).toMatch(/not a complete multipart form/);
    });
  });
});

describe.each(dialects)('uploads in processing at once on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { UPLOAD_CONCURRENCY: '1' } });
    token = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  const upload = (data: Buffer | string) => {
    const body = fileUpload(data, 'drawing.svg', 'image/svg+xml');
    return ctx.request({ method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: token, lang: 'en_US' } });
  };

  it('answers 429 with Retry-After past the limit, and takes uploads again once it has room', async () => {
    const drawing = svgWithRects(500);
    const answers = await Promise.all([upload(drawing), upload(drawing), upload(drawing)]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses).toContain(200);
    const busy = answers.filter((a) => a.statusCode === 429);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const answer of busy) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.body_).toEqual({ status: 429, message: expect.stringMatching(/Too many uploads.*at most 1 at once/), result: null });
    }
    const later = await upload(drawing);
    expect(later.statusCode).toBe(200);
  });
});

describe.each(dialects)('a worker that runs out of memory or time on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  const serviceWith = (limits: { workerHeapMb?: number; taskTimeoutMs?: number }) =>
    createFileService({ db: ctx.app.db, storage: createLocalStorage(ctx.config.uploadDir), maxBytes: ctx.config.uploadMaxBytes, processing: { concurrency: 1, ...limits } });

  async function expectTooComplex(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 422, key: 'fileTooComplex' });
  }

  it('refuses with 422 "too complex" when the worker hits its memory limit, and the server keeps serving', { timeout: 120_000 }, async () => {
    // A time limit far beyond the test's own: the refusal can only come from the memory limit.
    const files = serviceWith({ workerHeapMb: 16, taskTimeoutMs: 600_000 });
    try {
      await expectTooComplex(files.store({ data: Buffer.from(svgWithRects(2_000)) }));
      // The pool replaces the worker: the next task gets a fresh one (and fails the same way).
      await expectTooComplex(files.store({ data: Buffer.from(svgWithRects(2_000)) }));
    } finally {
      await files.close();
    }
    const body = fileUpload(svgWithRects(10), 'ok.svg', 'image/svg+xml');
    const response = await ctx.request({ method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: token } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses with 422 "too complex" when the worker runs past its time limit', async () => {
    const files = serviceWith({ taskTimeoutMs: 1 });
    try {
      await expectTooComplex(files.store({ data: Buffer.from(svgWithRects(2_000)) }));
      await expectTooComplex(files.store({ data: await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#345' } }).png().toBuffer() }));
    } finally {
      await files.close();
    }
  });
});
