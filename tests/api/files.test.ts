import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH_PATTERN } from '../../contract/fields.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { multipart } from '../helpers/uploads.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } });

describe.each(dialects)('file upload and serving on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => ctx.close());

  const upload = (data: Buffer | string, filename: string, contentType: string, authorization: string | null = token) => {
    const body = multipart([{ name: 'file', filename, contentType, data }]);
    return ctx.request({
      method: 'POST',
      url: '/api/admin/files/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(authorization ? { authorization } : {}) },
    });
  };
  const fetchFile = (stored: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}`, headers });

  async function uploadOk(data: Buffer | string, filename: string, contentType: string): Promise<string> {
    const response = await upload(data, filename, contentType);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body_).toMatchObject({ status: 200, message: 'success' });
    const stored = response.body_.result as string;
    expect(stored).toMatch(UPLOAD_PATH_PATTERN);
    expect(stored).toMatch(/^\d{4}\/\d{2}\/[a-f0-9]{32}\.[a-z]+$/);
    return stored;
  }

  it('accepts a PNG and serves it with the right type, nosniff, immutable caching, a sandbox CSP and an ETag', async () => {
    const png = await solid(800, 400).png().toBuffer();
    const stored = await uploadOk(png, 'photo.png', 'image/png');
    expect(stored).toMatch(/\.png$/);

    const response = await fetchFile(stored);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 800, height: 400 });

    const again = await fetchFile(stored, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const row = await ctx.app.db.selectFrom('file').selectAll().where('path', '=', stored).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'image/png', width: 800, height: 400, original_name: 'photo.png' });
  });

  it('accepts a JPEG, turns it upright per EXIF and strips the metadata', async () => {
    const jpeg = await solid(60, 30).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = await uploadOk(jpeg, 'camera.jpeg', 'image/jpeg');
    expect(stored).toMatch(/\.jpg$/);

    const response = await fetchFile(stored);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 30, height: 60 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('serves ?w=320 as a WebP no wider than 320, kept for the next request, and never enlarges', async () => {
    const stored = await uploadOk(await solid(1000, 500).jpeg().toBuffer(), 'wide.jpg', 'image/jpeg');
    const response = await ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}?w=320` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(320);

    const variant = path.join(ctx.config.uploadDir, stored.replace(/\.jpg$/, '.w320.webp'));
    expect(fs.existsSync(variant)).toBe(true);
    const second = await ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}?w=320` });
    expect(second.headers.etag).toBe(response.headers.etag);

    const small = await uploadOk(await solid(200, 100).png().toBuffer(), 'small.png', 'image/png');
    const notEnlarged = await ctx.app.inject({ method: 'GET', url: `/api/upload/${small}?w=640` });
    expect((await sharp(notEnlarged.rawPayload).metadata()).width).toBe(200);

    // The variant is not a path of its own.
    const direct = await ctx.request({ method: 'GET', url: `/api/upload/${stored.replace(/\.jpg$/, '.w320.webp')}` });
    expect(direct.statusCode).toBe(404);
  });

  it('answers 400 with fieldErrors for a width outside the fixed set', async () => {
    const stored = await uploadOk(await solid(50, 50).png().toBuffer(), 'a.png', 'image/png');
    const response = await ctx.request({ method: 'GET', url: `/api/upload/${stored}?w=333` });
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toEqual([expect.objectContaining({ field: 'w' })]);
  });

  it('keeps an animated GIF animated and serves it unresized', async () => {
    // Three frames of different colours (identical frames would be merged by the encoder).
    const raw = Buffer.alloc(16 * 48 * 4);
    for (let i = 0; i < raw.length; i += 4) raw.set([Math.floor(i / 4 / 256) * 100, 50, 90, 255], i);
    const frames = await sharp(raw, { raw: { width: 16, height: 48, channels: 4, pageHeight: 16 } }).gif().toBuffer();
    expect((await sharp(frames).metadata()).pages).toBe(3);
    const stored = await uploadOk(frames, 'spin.gif', 'image/gif');
    const response = await ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}?w=160` });
    expect(response.headers['content-type']).toBe('image/gif');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'gif', pages: 3, width: 16 });
    const row = await ctx.app.db.selectFrom('file').select(['width', 'height']).where('path', '=', stored).executeTakeFirstOrThrow();
    expect(row).toEqual({ width: 16, height: 16 });
  });

  it('refuses a text file named x.png and sent as image/png with 415', async () => {
    const response = await upload('just some text, not a picture', 'x.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.body_.status).toBe(415);
    expect(response.body_.message).toMatch(/not allowed/);
  });

  it('refuses HTML dressed as an image with 415', async () => {
    const response = await upload('<html><script>alert(1)</script></html>', 'x.gif', 'image/gif');
    expect(response.statusCode).toBe(415);
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'],
    ['HTML that names %PDF- later on', '<html><script>alert(1)</script><!-- %PDF-1.4 --></html>'],
    ['HTML after white space', '\n\n  <html><script>alert(1)</script></html>'],
  ])('refuses %s declared as application/pdf with 415, storing nothing', async (_name, html) => {
    const before = await ctx.app.db.selectFrom('file').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const response = await upload(html, 'brochure.pdf', 'application/pdf');
    expect(response.statusCode).toBe(415);
    const after = await ctx.app.db.selectFrom('file').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('answers 400 for a broken image', async () => {
    const png = await solid(100, 100).png().toBuffer();
    const response = await upload(png.subarray(0, 60), 'broken.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.body_.message).toMatch(/could not be read/);
  });

  it('refuses an image with more pixels than the limit with 400, before decoding it', async () => {
    // A real PNG whose header claims 10,000 x 10,000 pixels (with the header checksum fixed up).
    const png = Buffer.from(await solid(10, 10).png().toBuffer());
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    const response = await upload(png, 'huge.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.body_.message).toMatch(/too many pixels/);
  });

  it('sanitises an SVG: no script, handlers, javascript: links or external references, still an <svg>', async () => {
    const dirty = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20" viewBox="0 0 40 20" onload="alert('load')">
  <script>alert('script')</script>
  <a xlink:href="javascript:alert('link')"><rect width="10" height="10" fill="#123456"/></a>
  <a href="JaVaScRiPt:alert('link2')"><circle r="3" cx="5" cy="5"/></a>
  <image href="https://evil.example/tracker.png" width="5" height="5"/>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html inside</div></foreignObject>
  <style>@import url(https://evil.example/x.css);</style>
  <rect width="5" height="5" fill="url(https://evil.example/p.svg#g)"/>
</svg>`;
    const stored = await uploadOk(dirty, 'logo.svg', 'image/svg+xml');
    expect(stored).toMatch(/\.svg$/);

    const response = await fetchFile(stored);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    const svg = response.body;
    expect(svg).toMatch(/<svg[\s>]/);
    expect(svg).toContain('fill="#123456"');
    for (const gone of [/<script/i, /onload/i, /javascript:/i, /evil\.example/, /foreignObject/i, /@import/]) {
      expect(svg).not.toMatch(gone);
    }
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'svg', width: 40, height: 20 });
  });

  it('refuses an SVG that declares entities', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>`;
    const response = await upload(bomb, 'bomb.svg', 'image/svg+xml');
    expect(response.statusCode).toBe(415);
  });

  it('stores a PDF as uploaded and serves it inline, sandboxed', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const stored = await uploadOk(pdf, 'brochure.pdf', 'application/pdf');
    const response = await fetchFile(stored);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${path.posix.basename(stored)}"`);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it.each([
    '/api/upload/../../etc/passwd',
    '/api/upload/..%2f..%2fsite.sqlite',
    '/api/upload/2026/11/%2e%2e/x.png',
    '/api/upload/2026/11/..%2f..%2f..%2fsite.sqlite',
    '/api/upload/%2fetc%2fpasswd',
    '/api/upload/2026\\11\\0123456789abcdef0123.png',
    '/api/upload/2026/11/0123456789abcdef0123.png',
  ])('answers 404 for %s without leaving the upload root', async (url) => {
    const response = await ctx.request({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body_.status).toBe(404);
    expect(response.body).not.toMatch(/SQLite format|root:/);
  });

  it('says "No such file." for a well-formed path that holds nothing', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/upload/2026/11/0123456789abcdef0123.png' });
    expect(response.body_).toEqual({ status: 404, message: 'No such file.', result: null });
  });

  it('answers 400 when no file is sent', async () => {
    const body = multipart([{ name: 'note', data: 'hello' }]);
    const response = await ctx.request({ method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: token } });
    expect(response.statusCode).toBe(400);
    expect(response.body_.message).toMatch(/No file was sent/);
  });

  it('answers 401 without a token and lets an editor upload', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const anonymous = await upload(png, 'a.png', 'image/png', null);
    expect(anonymous.statusCode).toBe(401);

    const editor = await ctx.staff('editor');
    const response = await upload(png, 'a.png', 'image/png', editor.token);
    expect(response.statusCode).toBe(200);
    const row = await ctx.app.db.selectFrom('file').select('uploaded_by').where('path', '=', response.body_.result).executeTakeFirstOrThrow();
    expect(row.uploaded_by).toBe(editor.id);
  });
});

describe.each(dialects)('upload size limit on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { UPLOAD_MAX_BYTES: '2048' } });
  });
  afterAll(async () => ctx.close());

  it('refuses a file over UPLOAD_MAX_BYTES with 413 and says the limit', async () => {
    const { token } = await ctx.staff('editor');
    const big = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(2048);
    const body = multipart([{ name: 'file', filename: 'big.png', contentType: 'image/png', data: big }]);
    const response = await ctx.request({ method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: token } });
    expect(response.statusCode).toBe(413);
    expect(response.body_).toEqual({ status: 413, message: 'The file is too large. The limit is 2 KB.', result: null });
    const rows = await ctx.app.db.selectFrom('file').select('id').execute();
    expect(rows).toEqual([]);
  });
});
