/**
 * The answers each operation of the API description lists. Routes declare their input and their
 * success answer (`response: { 200: envelopeOf(...) }` from contract/envelope.ts); the answers
 * every call can give by design (invalid input, no token, wrong role, no such record, a body too
 * large or of the wrong type, throttling, the site gate) and the headers every call reads follow
 * from what kind of call it is, so they are added here in one place rather than repeated on 96
 * routes. The document is OpenAPI 3.1: schemas are JSON Schema 2020-12 (null is a type, not
 * `nullable`).
 */
import { z } from 'zod';
import { mediaInUseResult } from '../../contract/media.js';
import type { FastifySchema, RouteOptions } from 'fastify';
import { CATALOGUE_CODES } from '../../contract/locale-catalogue.js';

type JsonSchema = Record<string, unknown>;

/** `{ status, message, result }`: every `/api` answer, errors included. */
function envelope(result: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['status', 'message', 'result'],
    properties: {
      status: { type: 'integer', description: 'The HTTP status' },
      message: { type: 'string', description: "In the request's language" },
      result,
    },
  };
}

/** Only for a route that declares no success answer yet; the API tests list such routes. */
const anything: JsonSchema = { description: 'The answer; its shape depends on the call' };

const nothing: JsonSchema = { type: 'null' };

/** `schema` or null. */
function orNull(schema: JsonSchema): JsonSchema {
  return { anyOf: [schema, nothing] };
}

const fieldErrorList: JsonSchema = {
  type: 'object',
  required: ['fieldErrors'],
  properties: {
    fieldErrors: {
      type: 'array',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

/** Sign-in with the right password on an account with two-step sign-in, without the code. */
const otpRequired: JsonSchema = { type: 'object', required: ['otpRequired'], properties: { otpRequired: { const: true } } };

const invalidInput: JsonSchema = {
  description: '`fieldErrors` for invalid fields; `otpRequired` when sign-in needs the code; null for a body that is not JSON or an address that cannot be read',
  anyOf: [fieldErrorList, otpRequired, nothing],
};

/** A bulk call naming items that do not exist (decision 0018). */
const missingNos: JsonSchema = { type: 'object', required: ['missingNos'], properties: { missingNos: { type: 'array', items: { type: 'string' } } } };

/** Deleting a file of the media library that is still in use: where it is used (decision 0019). */
const { $schema: _dialect, ...fileInUse } = z.toJSONSchema(mediaInUseResult) as JsonSchema;

const retryAfter = { 'retry-after': { type: 'integer', description: 'Seconds to wait before trying again' } };

const errorResponses = {
  400: { description: 'Invalid input: a field, the query, the address or a body that is not valid JSON', ...envelope(invalidInput) },
  401: { description: 'No valid token (missing, unknown, expired or signed out)', ...envelope(nothing) },
  403: {
    description: 'The role may not make this call, or the account must set up two-step sign-in first',
    ...envelope(orNull({ type: 'object', properties: { twoFactorSetupRequired: { type: 'boolean' } } })),
  },
  404: {
    description: 'No such record or file; a bulk call names the items it did not find in `missingNos` and changes nothing',
    ...envelope(orNull(missingNos)),
  },
  409: {
    description:
      'Conflicts with what is stored (a language version that exists, an update whose elements name versions of different items or an `id` of another item than their `no`, a folder that is not empty, an account name taken, a bulk selection that changed, a file still in use: `usages` names its users, ...); on a staff write, also a request whose `Idempotency-Key` is still being processed (`Retry-After`), or was carried out but its answer cannot be repeated',
    headers: retryAfter,
    ...envelope(orNull(fileInUse)),
  },
  412: {
    description:
      'The item, settings record or label was written after the reading this save names in `If-Match` (another editor saved, published, moved or restored it): nothing was written; read it again (decisions 0100, 0101)',
    ...envelope(nothing),
  },
  413: { description: 'The body or the file is larger than allowed', ...envelope(nothing) },
  415: { description: 'The content type, or the type of the uploaded file, is not accepted', ...envelope(nothing) },
  422: { description: 'This `Idempotency-Key` was already used with a different request (decision 0065)', ...envelope(nothing) },
  429: {
    description: 'Too many attempts; `Retry-After` says when to try again',
    headers: retryAfter,
    ...envelope({ description: 'For a throttled credential check, `fieldErrors` name the field', anyOf: [fieldErrorList, nothing] }),
  },
  503: {
    description: 'The site is not online (public calls), or the service is unavailable for a moment; `Retry-After` when known',
    headers: retryAfter,
    ...envelope(anything),
  },
} satisfies Record<number, JsonSchema>;

type Status = keyof typeof errorResponses;

/** Calls that count attempts and answer 429 past a limit (sign-in, credential checks, uploads). */
const throttled = new Set([
  'POST /api/admin/login',
  'PUT /api/admin/modify-password',
  'POST /api/admin/two-factor/setup',
  'POST /api/admin/two-factor/confirm',
  'POST /api/admin/two-factor/disable',
  'POST /api/admin/files/upload',
]);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Query parameters that name one record. */
const RECORD_QUERY_FIELDS = new Set(['no', 'id']);

function hasRecordQuery(querystring: unknown): boolean {
  const properties = (querystring as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return Object.keys(properties).some((name) => RECORD_QUERY_FIELDS.has(name));
}

/** The statuses besides 200 that a call can answer with by design. */
function errorStatuses(method: string, url: string, route: RouteOptions, schema: JsonSchema): Status[] {
  const statuses: Status[] = [400, 503];
  const config = (route.config ?? {}) as { public?: boolean };
  const admin = url.startsWith('/api/admin/');
  const guarded = admin && !config.public;
  const writes = BODY_METHODS.has(method);
  if (guarded) statuses.push(401, 403);
  if (url.includes(':') || url.endsWith('*') || hasRecordQuery(schema.querystring) || (guarded && writes)) statuses.push(404);
  if (guarded && writes) statuses.push(409, 412, 422);
  if (writes) statuses.push(413, 415);
  if (throttled.has(`${method} ${url}`)) statuses.push(429);
  return statuses.sort((a, b) => a - b);
}

const success = { description: 'Done: the answer is in `result`', ...envelope(anything) };

/** Uploaded files are served as themselves, not in the envelope. */
const servedFile = {
  200: { description: 'The file, with its own content type', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
  304: { description: 'Not modified since the `If-None-Match` tag', type: 'null' },
};

/** Exports answer a file to save, not the envelope. */
const csvExports = new Set(['GET /api/admin/audit/export']);
const csvFile = {
  200: { description: 'A CSV file (UTF-8, comma-separated, a header line), as an attachment', content: { 'text/csv': { schema: { type: 'string' } } } },
};

/** Multipart calls take one file in the part named `file`. */
const multipartFile = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The file' } },
};

/** Headers every call reads; the original client sends both on every call. */
const requestHeaders: Record<string, JsonSchema> = {
  lang: {
    type: 'string',
    enum: [...CATALOGUE_CODES],
    description: "Language of the answer's messages and of content without its own `lang`, when the query names none (then Accept-Language, then the site's default)",
  },
  'route-prefix': { type: 'string', description: "The original client's route prefix; accepted and not used" },
};

/** Staff writes take an idempotency key (decision 0065). */
const idempotencyKeyHeader: Record<string, JsonSchema> = {
  'idempotency-key': {
    type: 'string',
    minLength: 1,
    maxLength: 255,
    pattern: '^[\\x20-\\x7E]+$',
    description:
      'One key per change (IETF httpapi Idempotency-Key draft), kept 24 hours per staff account: the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without writing again; with another request 422; while the first is still being processed 409. 1 to 255 printable ASCII characters, else 400',
  },
};

/** Staff writes may name the reading they were made from (decision 0100). */
const ifMatchHeader: Record<string, JsonSchema> = {
  'if-match': {
    type: 'string',
    pattern: '^(\\*|(W/)?"[0-9]{1,15}")$',
    description:
      'The `X-Edit-Sequence` of the answer the item (or settings record, or label) was read from, in quotes (`"12"`): the write is refused with 412 when what it writes was written since. Every staff answer carries `X-Edit-Sequence` (a read: the value before it read; a write: the value after it). Without it, or with `*`, no check; anything else 400',
  },
};

function withRequestHeaders(headers: JsonSchema | undefined, keyed: boolean): JsonSchema {
  const properties = (headers?.properties ?? {}) as Record<string, JsonSchema>;
  return { ...headers, type: 'object', properties: { ...requestHeaders, ...(keyed ? { ...idempotencyKeyHeader, ...ifMatchHeader } : {}), ...properties } };
}

/** A route's own answer schema keeps the description of its status, which OpenAPI requires. */
function withDescriptions(responses: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [status, response.description ? response : { description: status === '200' ? success.description : '', ...response }]),
  );
}

/**
 * The operation's name for client generators, from its method and address:
 * `PUT /api/admin/latest-news/publish` is `putAdminLatestNewsPublish`, a `:id` is `ById`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '*' ? 'File' : segment.startsWith(':') ? `By-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/**
 * Completes one operation's schema (already turned into JSON Schema) with its answers, its
 * security requirement and, for multipart calls, the shape of the body.
 */
export function describeAnswers(input: { schema: FastifySchema; url: string; route: RouteOptions }): FastifySchema {
  const { url, route } = input;
  const schema = input.schema as JsonSchema;
  if (schema.hide) return schema;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const method = String(methods.find((m) => m !== 'HEAD') ?? methods[0]);
  const served = method === 'GET' && url.startsWith('/api/upload/');
  const documented: Record<string, unknown> = served ? { ...servedFile } : csvExports.has(`${method} ${url}`) ? { ...csvFile } : { 200: success };
  for (const status of errorStatuses(method, url, route, schema)) documented[status] = errorResponses[status];

  const completed: JsonSchema = { ...schema, response: withDescriptions({ ...documented, ...(schema.response as Record<string, JsonSchema> | undefined) } as Record<string, JsonSchema>) };
  const config = (route.config ?? {}) as { public?: boolean };
  const guarded = url.startsWith('/api/admin/') && !config.public;
  if (!served) completed.headers = withRequestHeaders(schema.headers as JsonSchema | undefined, guarded && BODY_METHODS.has(method));
  // An empty list says "public" to tools, rather than leaving it unsaid.
  completed.security = guarded ? [{ token: [] }] : [];
  completed.operationId ??= operationIdOf(method, url);
  const consumes = schema.consumes as string[] | undefined;
  if (!schema.body && consumes?.includes('multipart/form-data')) completed.body = multipartFile;
  return completed;
}

/** Error answers are the same on every call; success answers are each operation's own. */
const responseNames: Record<string, string> = {
  400: 'InvalidInput',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  412: 'ChangedSinceRead',
  413: 'TooLarge',
  415: 'UnsupportedType',
  422: 'IdempotencyKeyReused',
  429: 'TooManyAttempts',
  503: 'Unavailable',
};

interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> } | undefined> | undefined>;
  components?: { responses?: Record<string, unknown> };
}

/**
 * Moves the shared answers into `components.responses` and refers to them, so the document
 * states each once instead of on every operation. An answer that differs from the shared one of
 * its status (the served file's 200) stays where it is.
 */
export function referenceSharedResponses<T extends object>(input: T): T {
  const document = input as OpenApiDocument;
  const shared: Record<string, unknown> = {};
  const sharedText = new Map<string, string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations ?? {})) {
      const responses = operation?.responses;
      if (!responses) continue;
      for (const [status, response] of Object.entries(responses)) {
        const name = responseNames[status];
        if (!name) continue;
        const text = JSON.stringify(response);
        if (!sharedText.has(name)) {
          sharedText.set(name, text);
          shared[name] = response;
        }
        if (sharedText.get(name) === text) responses[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  return { ...input, components: { ...document.components, responses: { ...document.components?.responses, ...shared } } };
}
