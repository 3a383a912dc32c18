/**
 * `POST /admin/files/upload` (admin scope) and `GET /upload/*` (public, under `/api`).
 * Handlers only translate HTTP to the file service and back; the checks live in the service.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../contract/envelope.js';
import { ok } from '../../http/envelope.js';
import { AppError, notFound } from '../../http/errors.js';
import { principalOf } from '../auth/guard.js';
import { uploadCacheTag } from './cache-tag.js';
import { fileMissing, multipartMalformed } from './errors.js';
import { VARIANT_WIDTHS } from './kinds.js';
import type { ServedFile } from './service.js';

const tags = ['files'];

/**
 * The `file` part's bytes and name. Over the limit, toBuffer throws FST_REQ_FILE_TOO_LARGE, which
 * the error handler makes a 413; busboy's own errors (no boundary, a body that never reaches its
 * closing boundary) carry no code and are the client's broken request, not a server fault.
 */
async function readFilePart(request: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw fileMissing();
    return { data: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    if ((error as { code?: unknown }).code === undefined && !(error instanceof AppError)) throw multipartMalformed();
    throw error;
  }
}

/** The stored file's path, to put in a media field; served at `/api/upload/<path>`. */
const storedPath = z.string().meta({ description: 'The stored path (YYYY/MM/<name>.<ext>), served at /api/upload/<path>' });

/** Registered inside the admin scope (prefix `/admin`); the staff guard has run before the body is read. */
export const uploadRoutes: FastifyPluginAsync = async (fastify) => {
  // Multipart parsing only in this plugin's scope: no other route accepts multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: fastify.config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const files = app.services.files;
  app.addHook('onClose', async () => files.close());

  app.post('/files/upload', { config: { openToReviewers: true }, schema: { tags, summary: 'Upload an image or document', consumes: ['multipart/form-data'], response: { 200: envelopeOf(storedPath) } } }, async (request) => {
    const principal = principalOf(request);
    if (!request.isMultipart()) throw fileMissing();
    // Before the body is read: a refused upload costs neither its memory nor a worker.
    const release = files.reserveUpload();
    try {
      const { data, filename } = await readFilePart(request);
      const stored = await files.store({ data, originalName: filename, uploadedBy: principal.userId });
      return ok(request, stored);
    } finally {
      release();
    }
  });
};

const servingQuery = z.object({
  w: z.coerce
    .number()
    .pipe(z.literal([...VARIANT_WIDTHS]))
    .optional(),
});

/** Served files can never run script or render as a page of this origin (ENGINEERING, Security rules). */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

function setFileHeaders(reply: FastifyReply, storedPath: string, file: ServedFile): void {
  reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    // Names are random and a path is never rewritten, so a copy can be kept for good; a proxy
    // drops it by its tag when the file is deleted (media/routes.ts).
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('xkey', uploadCacheTag(storedPath))
    .header('surrogate-key', uploadCacheTag(storedPath))
    .header('etag', file.etag);
  if (file.mime === 'application/pdf') reply.header('content-disposition', `inline; filename="${file.fileName}"`);
}

/** Registered inside the `/api` scope: `GET /api/upload/<stored path>[?w=<width>]`. */
export const uploadServingRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/upload/*', { schema: { tags, summary: 'Download an uploaded file', querystring: servingQuery } }, async (request, reply) => {
    // The router has already percent-decoded the wildcard; read() accepts only the exact stored-path
    // shape, so `..`, `%2e%2e`, backslashes and absolute paths all end here as "no such file".
    const storedPath = (request.params as { '*'?: string })['*'] ?? '';
    const file = await app.services.files.read(storedPath, request.query.w);
    if (!file) throw notFound('fileNotFound');

    setFileHeaders(reply, storedPath, file);
    if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    return reply.send(file.data);
  });
});
