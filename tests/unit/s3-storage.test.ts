/**
 * Uploads in S3-compatible object storage, against a small in-test server that speaks S3's
 * path-style REST API: the real SDK client, signing and error parsing, no network beyond loopback.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createS3Storage, type S3StorageOptions } from '../../server/modules/files/s3-storage.js';
import { createTestContext, type TestContext } from '../helpers/app.js';

// The SDK warns on Node 20 that its 2027 releases will need Node 22; that is not this test's news.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'site-uploads';
const ACCESS_KEY_ID = 'TESTACCESSKEY';
const SECRET_ACCESS_KEY = 'test-secret-access-key';

interface FakeObject {
  body: Buffer;
  contentType: string | undefined;
  modified: Date;
}

interface FakeS3 {
  endpoint: string;
  objects: Map<string, FakeObject>;
  requests: { method: string; key: string; authorization: string }[];
  close(): Promise<void>;
}

function xmlError(res: http.ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message><RequestId>1</RequestId></Error>`);
}

/** Enough of S3 for one bucket: PUT, GET, HEAD and DELETE of an object by key. */
async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { pathname } = new URL(req.url ?? '/', 'http://fake');
      const [, bucket = '', ...rest] = pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const method = req.method ?? 'GET';
      requests.push({ method, key, authorization: req.headers.authorization ?? '' });
      if (bucket !== BUCKET) return xmlError(res, 404, 'NoSuchBucket');

      const object = objects.get(key);
      switch (method) {
        case 'PUT': {
          const body = Buffer.concat(chunks);
          // S3 keeps write times to the second, as its Last-Modified header does.
          const modified = new Date(Math.floor(Date.now() / 1000) * 1000);
          objects.set(key, { body, contentType: req.headers['content-type'], modified });
          res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
          return res.end();
        }
        case 'GET':
        case 'HEAD': {
          if (!object) {
            if (method === 'HEAD') return res.writeHead(404).end();
            return xmlError(res, 404, 'NoSuchKey');
          }
          res.writeHead(200, {
            'content-type': object.contentType ?? 'application/octet-stream',
            'content-length': object.body.length,
            'last-modified': object.modified.toUTCString(),
          });
          return res.end(method === 'GET' ? object.body : undefined);
        }
        case 'DELETE':
          objects.delete(key);
          return res.writeHead(204).end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // The SDK keeps connections alive; they must not hold the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.objects.clear();
  fake.requests.length = 0;
});

const storageOptions = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  bucket: BUCKET,
  region: 'us-east-1',
  endpoint: fake.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  ...overrides,
});

describe('S3 file storage', () => {
  it('stores and reads back every byte, with the content type and the bucket write time', async () => {
    const storage = createS3Storage(storageOptions());
    const data = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(64 * 1024)]);
    await storage.put('2026/11/0123456789abcdef0123456789abcdef.png', data, 'image/png');

    const sent = fake.objects.get('2026/11/0123456789abcdef0123456789abcdef.png');
    expect(sent?.contentType).toBe('image/png');
    expect(sent?.body.equals(data)).toBe(true);

    const read = await storage.get('2026/11/0123456789abcdef0123456789abcdef.png');
    expect(read).not.toBeNull();
    expect(read!.data.equals(data)).toBe(true);
    expect(read!.size).toBe(data.length);
    expect(read!.modified.getTime()).toBe(sent!.modified.getTime());
  });

  it('signs its requests with the configured key', async () => {
    await createS3Storage(storageOptions()).put('2026/11/a.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(fake.requests[0]?.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/`));
  });

  it('tells whether an object exists', async () => {
    const storage = createS3Storage(storageOptions());
    await storage.put('2026/11/there.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.exists('2026/11/there.webp')).toBe(true);
    expect(await storage.exists('2026/11/missing.webp')).toBe(false);
    expect(fake.requests.filter((r) => r.method === 'HEAD')).toHaveLength(2);
  });

  it('gives null for a missing object and after a delete; deleting a missing key is no error', async () => {
    const storage = createS3Storage(storageOptions());
    expect(await storage.get('2026/11/missing.png')).toBeNull();

    await storage.put('2026/11/gone.png', Buffer.from('x'), 'image/png');
    await storage.delete('2026/11/gone.png');
    expect(fake.objects.has('2026/11/gone.png')).toBe(false);
    expect(await storage.get('2026/11/gone.png')).toBeNull();
    await expect(storage.delete('2026/11/gone.png')).resolves.toBeUndefined();
  });

  it('keeps its keys under the prefix', async () => {
    const storage = createS3Storage(storageOptions({ prefix: '/site/uploads/' }));
    await storage.put('2026/11/p.png', Buffer.from('prefixed'), 'image/png');
    expect([...fake.objects.keys()]).toEqual(['site/uploads/2026/11/p.png']);
    expect((await storage.get('2026/11/p.png'))?.data.toString()).toBe('prefixed');
    expect(await storage.exists('2026/11/p.png')).toBe(true);
    expect(await createS3Storage(storageOptions()).exists('2026/11/p.png')).toBe(false);

    await storage.delete('2026/11/p.png');
    expect(fake.objects.size).toBe(0);
  });

  it('fails on a missing bucket instead of reporting the file missing', async () => {
    const storage = createS3Storage(storageOptions({ bucket: 'no-such-bucket' }));
    await expect(storage.get('2026/11/a.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('refuses a path that is not plain', async () => {
    const storage = createS3Storage(storageOptions());
    for (const bad of ['../x.png', '2026/../x.png', '/2026/x.png', '2026//x.png']) {
      await expect(storage.put(bad, Buffer.from('x'), 'image/png')).rejects.toThrow(/not a plain relative path/);
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('uploads through the API with S3 configured', { timeout: 30_000 }, () => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext('sqlite', {
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: fake.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
        S3_PREFIX: 'uploads',
      },
    });
    token = (await ctx.staff('administrator')).token;
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('stores the upload and its resized variant in the bucket and serves them from there', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const boundary = `----s3test${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await ctx.request({
      method: 'POST',
      url: '/api/admin/files/upload',
      payload,
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const stored = upload.body_.result as string;
    expect(stored).toMatch(/^\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);

    const object = fake.objects.get(`uploads/${stored}`);
    expect(object?.contentType).toBe('image/png');

    const served = await ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(object!.body)).toBe(true);

    const resized = await ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}?w=320` });
    expect(resized.statusCode).toBe(200);
    const variant = fake.objects.get(`uploads/${stored.replace(/\.png$/, '.w320.webp')}`);
    expect(variant?.contentType).toBe('image/webp');
    expect(resized.rawPayload.equals(variant!.body)).toBe(true);

    // Nothing went to this instance's disk.
    expect(fs.existsSync(ctx.config.uploadDir)).toBe(false);
  });
});
