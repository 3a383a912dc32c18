/**
 * Requests for one operation of the API description, valid or not: parameters and body drawn from
 * the operation's schemas, then (most of the time) one part made hostile: a mutated body, a
 * parameter of the wrong kind, text that is not JSON, bytes that are not UTF-8, the wrong content
 * type, odd headers, a malformed multipart body.
 */
import fc from 'fast-check';
import { brokenJson, hostileUrlText, hugeString, PROTOTYPE_KEYS, toJsonText, withInvalidUtf8, wrongContentType } from './hostile-values.js';
import { mutate } from './mutations.js';
import type { Operation, Parameter } from './operations.js';
import { type Hints, validValue } from './schema-values.js';

/** Who sends the request; the world puts the matching Authorization header on it. */
export type Caller = 'administrator' | 'editor' | 'anonymous' | 'forged';

export interface FuzzRequest {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  caller: Caller;
  /** Bare token or `Bearer <token>`. */
  bearer: boolean;
  /** What kind of input this is: `valid`, `body: missing 0.title`, `multipart: truncated`, ... */
  shape: string;
}

export interface SampleFile {
  name: string;
  type: string;
  data: Buffer;
}

type Draft = Omit<FuzzRequest, 'operation' | 'method' | 'caller' | 'bearer'> & { query: string[] };

const JSON_TYPE = 'application/json';

/** `name=value` pairs, encoded, for a parameter value of any shape. */
function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(name, item));
  // Anything not an object is a scalar the arbitraries made: a string, number, boolean or null.
  const scalar = value as string | number | boolean | bigint | null;
  const text = value !== null && typeof value === 'object' ? toJsonText(value) : String(scalar);
  return [`${encodeURIComponent(name)}=${encodeURIComponent(text)}`];
}

function pathSegment(value: unknown, name: string): string {
  const text = String(value);
  // The wildcard keeps its slashes: it is a stored path such as 2026/11/<name>.webp.
  return name === '*' ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
}

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
}

function parametersArbitrary(parameters: Parameter[], hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of parameters) model[p.name] = validValue(p.schema, hints, p.name);
  return fc.record(model, { requiredKeys: parameters.filter((p) => p.required).map((p) => p.name) });
}

function draftFrom(operation: Operation, values: Record<string, unknown>): Draft {
  const pathValues: Record<string, string> = {};
  const query: string[] = [];
  for (const p of operation.parameters) {
    if (p.in === 'path') pathValues[p.name] = pathSegment(values[p.name] ?? '', p.name);
    else if (p.in === 'query') query.push(...queryPairs(p.name, values[p.name]));
  }
  return { url: fillPath(operation.path, pathValues), query, headers: {}, shape: 'valid' };
}

function withJsonBody(draft: Draft, body: unknown): Draft {
  if (body === undefined) return draft;
  return { ...draft, payload: toJsonText(body), headers: { ...draft.headers, 'content-type': JSON_TYPE } };
}

/** One parameter made hostile: wrong kind, left out, repeated, a prototype key, broken encoding. */
function parameterMutation(operation: Operation, values: Record<string, unknown>): fc.Arbitrary<Draft> {
  const parameters = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  return fc.tuple(fc.nat({ max: parameters.length - 1 }), hostileUrlText, fc.nat({ max: 4 }), fc.constantFrom(...PROTOTYPE_KEYS)).map(([index, text, kind, protoKey]) => {
    const target = parameters[index]!;
    const base = draftFrom(operation, values);
    if (target.in === 'path') {
      const pathValues: Record<string, string> = {};
      for (const p of operation.parameters.filter((q) => q.in === 'path')) pathValues[p.name] = pathSegment(values[p.name] ?? '', p.name);
      pathValues[target.name] = kind === 0 ? '' : text;
      return { ...base, url: fillPath(operation.path, pathValues), shape: `path: ${kind === 0 ? 'empty' : 'odd'} ${target.name}` };
    }
    const others = base.query.filter((pair) => !pair.startsWith(`${encodeURIComponent(target.name)}=`));
    const name = encodeURIComponent(target.name);
    switch (kind) {
      case 0:
        return { ...base, query: others, shape: `query: missing ${target.name}` };
      case 1:
        return { ...base, query: [...base.query, `${name}=${text}`], shape: `query: ${target.name} twice` };
      case 2:
        return { ...base, query: [...others, `${name}[${protoKey}]=${text}`, `${protoKey}=${text}`], shape: `query: ${protoKey} keys` };
      default:
        return { ...base, query: [...others, `${name}=${text}`], shape: `query: odd ${target.name}` };
    }
  });
}

/** A body where the call expects none, or of a kind it does not read. */
const unexpectedBody = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).map((value) => ({ payload: toJsonText(value) || 'null', type: JSON_TYPE, shape: 'unexpected JSON body' })),
  fc.tuple(fc.string({ maxLength: 100 }), wrongContentType).map(([payload, type]) => ({ payload, type, shape: 'unexpected body of another type' })),
);

function jsonBodyVariants(draft: Draft, body: unknown): fc.Arbitrary<Draft>[] {
  const text = toJsonText(body);
  const withPayload = (payload: string | Buffer, type: string | undefined, shape: string): Draft => {
    const headers = { ...draft.headers };
    if (type !== undefined) headers['content-type'] = type;
    return { ...draft, payload, headers, shape };
  };
  return [
    mutate(body).map((m) => withPayload(toJsonText(m.value), JSON_TYPE, `body: ${m.shape}`)),
    brokenJson(text).map((b) => withPayload(b.text, JSON_TYPE, `body: ${b.shape}`)),
    withInvalidUtf8(text).map((bytes) => withPayload(bytes, JSON_TYPE, 'body: bytes that are not UTF-8')),
    wrongContentType.map((type) => withPayload(text, type, `body: content type ${JSON.stringify(type.slice(0, 40))}`)),
    fc.constant(withPayload(text, undefined, 'body: no content type')),
    fc.constant(withPayload('', JSON_TYPE, 'body: empty')),
  ];
}

/** Odd headers: language, cookies, a token of another shape. */
const oddHeaders = fc.oneof(
  fc.record({ lang: fc.oneof(fc.constantFrom('de_DE', 'en_US', 'zh_CN', 'en', 'xx_XX', '', '__proto__'), fc.string({ maxLength: 30 })) }),
  fc.record({ 'accept-language': fc.oneof(fc.constantFrom('de-DE,de;q=0.9', 'zh-CN', '*', 'en;q=NaN', ';;;,,,', 'x'.repeat(5000)), fc.string({ maxLength: 60 })) }),
  fc.record({ cookie: fc.constantFrom('lang=%', 'lang=en%5FUS', 'disclaimer=%ZZ~x', '__proto__=1', 'a=b; a=c', '=;=;', `lang=${'x'.repeat(5000)}`) }),
  fc.record({ 'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not an address', '::1, 10.0.0.1') }),
);

/** A header value must be visible ASCII for Node to send it; others are refused before the server sees them. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?');

function multipartBody(parts: { name: string; filename?: string; type?: string; data: Buffer }[], boundary: string, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`), part.data, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Multipart bodies for the upload call: files of each kind, wrong fields, hostile names, broken framing. */
function multipartVariants(draft: Draft, files: SampleFile[]): fc.Arbitrary<Draft> {
  const boundary = '----fuzzboundary7d1f';
  const typed = `multipart/form-data; boundary=${boundary}`;
  const file = fc.constantFrom(...files);
  const as = (payload: Buffer, type: string | undefined, shape: string): Draft => ({
    ...draft,
    payload,
    headers: type === undefined ? { ...draft.headers } : { ...draft.headers, 'content-type': type },
    shape,
  });
  const hostileName = fc.constantFrom('../../etc/passwd', 'a\u0000.png', 'x'.repeat(5000), '名字.png', '', '.htaccess', 'a.svg.png', '%2e%2e/x');
  return fc.oneof(
    { weight: 6, arbitrary: file.map((f) => as(multipartBody([{ name: 'file', filename: f.name, type: f.type, data: f.data }], boundary), typed, `multipart: ${f.name}`)) },
    { weight: 1, arbitrary: file.map((f) => as(multipartBody([{ name: 'upload', filename: f.name, type: f.type, data: f.data }], boundary), typed, 'multipart: wrong field name')) },
    { weight: 1, arbitrary: file.map((f) => as(multipartBody([{ name: 'file', filename: f.name, type: f.type, data: f.data }, { name: 'file', filename: f.name, data: f.data }], boundary), typed, 'multipart: two files')) },
    {
      weight: 1,
      arbitrary: fc.tuple(file, fc.constantFrom(...PROTOTYPE_KEYS, 'x'), hugeString).map(([f, key, text]) =>
        as(multipartBody([{ name: key, data: Buffer.from(text.slice(0, 2000)) }, { name: 'file', filename: f.name, type: f.type, data: f.data }], boundary), typed, 'multipart: extra field first'),
      ),
    },
    { weight: 1, arbitrary: fc.tuple(file, hostileName).map(([f, name]) => as(multipartBody([{ name: 'file', filename: name, type: f.type, data: f.data }], boundary), typed, 'multipart: hostile file name')) },
    { weight: 1, arbitrary: file.map((f) => as(multipartBody([{ name: 'file', filename: f.name, data: f.data }], boundary), 'multipart/form-data', 'multipart: no boundary')) },
    { weight: 1, arbitrary: file.map((f) => as(multipartBody([{ name: 'file', filename: f.name, data: f.data }], boundary), 'multipart/form-data; boundary=other', 'multipart: wrong boundary')) },
    {
      weight: 1,
      arbitrary: fc.tuple(file, fc.nat()).map(([f, cut]) => {
        const whole = multipartBody([{ name: 'file', filename: f.name, type: f.type, data: f.data }], boundary, false);
        return as(whole.subarray(0, cut % whole.length), typed, 'multipart: truncated');
      }),
    },
    { weight: 1, arbitrary: fc.constant(as(Buffer.alloc(0), typed, 'multipart: empty body')) },
  );
}

export interface RequestSources {
  hints: Hints;
  files: SampleFile[];
}

/** Requests for `operation`: valid ones and every kind of hostile one, each with a caller. */
export function requestsFor(operation: Operation, sources: RequestSources): fc.Arbitrary<FuzzRequest> {
  const jsonBody = operation.body?.mediaTypes.includes(JSON_TYPE) ? operation.body.schema : undefined;
  const multipart = operation.body?.mediaTypes.includes('multipart/form-data');
  const hasParameters = operation.parameters.some((p) => p.in === 'path' || p.in === 'query');
  const inputs = fc.tuple(parametersArbitrary(operation.parameters, sources.hints), jsonBody ? validValue(jsonBody, sources.hints) : fc.constant(undefined));

  const drafts = inputs.chain(([values, body]) => {
    const base = draftFrom(operation, values);
    const valid = jsonBody ? withJsonBody(base, body) : base;
    // A multipart call without its body is one more invalid input, not the valid one.
    const variants: fc.WeightedArbitrary<Draft>[] = [multipart ? { weight: 1, arbitrary: fc.constant({ ...valid, shape: 'no body' }) } : { weight: 4, arbitrary: fc.constant(valid) }];
    if (jsonBody) variants.push(...jsonBodyVariants(base, body).map((arbitrary) => ({ weight: 1, arbitrary })));
    if (multipart) variants.push({ weight: 6, arbitrary: multipartVariants(base, sources.files) });
    if (hasParameters) variants.push({ weight: 3, arbitrary: parameterMutation(operation, values).map((d) => (jsonBody ? { ...withJsonBody(d, body), shape: d.shape } : d)) });
    if (!operation.body) {
      variants.push({
        weight: 1,
        arbitrary: unexpectedBody.map((b) => ({ ...valid, payload: b.payload, headers: { ...valid.headers, 'content-type': b.type }, shape: b.shape })),
      });
    }
    variants.push({ weight: 1, arbitrary: oddHeaders.map((h) => ({ ...valid, headers: { ...valid.headers, ...h }, shape: `headers: ${Object.keys(h).join(', ')}` })) });
    return fc.oneof(...variants);
  });

  const callers = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Caller>('administrator') },
    { weight: 2, arbitrary: fc.constant<Caller>('editor') },
    { weight: 1, arbitrary: fc.constant<Caller>('anonymous') },
    { weight: 1, arbitrary: fc.constant<Caller>('forged') },
  );

  return fc.tuple(drafts, callers, fc.boolean()).map(([draft, caller, bearer]) => {
    const headers = Object.fromEntries(Object.entries(draft.headers).map(([name, value]) => [name, headerSafe(value)]));
    const search = draft.query.length ? `?${draft.query.join('&')}` : '';
    return {
      operation: operation.key,
      method: operation.method,
      url: draft.url + search,
      headers,
      ...(draft.payload !== undefined ? { payload: draft.payload } : {}),
      caller,
      bearer,
      shape: draft.shape,
    };
  });
}
