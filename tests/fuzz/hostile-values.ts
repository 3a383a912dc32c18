/**
 * What an attacker sends instead of a valid value: wrong types, 100 KB strings, 5,000 levels of
 * nesting, prototype keys, text that is not JSON, bytes that are not UTF-8, and the wrong content
 * types. Each is a fast-check arbitrary, so runs are reproducible from the seed.
 */
import fc from 'fast-check';
import { stringOfLength } from './schema-values.js';

export const HUGE_STRING_LENGTH = 100 * 1024;
export const DEEP_NESTING = 5000;

/**
 * 5,000 arrays or objects inside each other stand in a value as a marker string; toJsonText()
 * writes the nesting out as text. A real object that deep would overflow the test's own stack
 * in JSON.stringify before the server ever saw it.
 */
const DEEP_MARKERS = { array: '\u0000fuzz:deep-array\u0000', object: '\u0000fuzz:deep-object\u0000' } as const;

export function deeplyNested(kind: 'array' | 'object'): string {
  return DEEP_MARKERS[kind];
}

const deepText = {
  array: '['.repeat(DEEP_NESTING) + ']'.repeat(DEEP_NESTING),
  object: '{"a":'.repeat(DEEP_NESTING) + '{}' + '}'.repeat(DEEP_NESTING),
};

/** JSON text of a value, with the nesting markers written out. */
export function toJsonText(value: unknown): string {
  let text = JSON.stringify(value) ?? '';
  for (const kind of ['array', 'object'] as const) text = text.split(JSON.stringify(DEEP_MARKERS[kind])).join(deepText[kind]);
  return text;
}

/** An object whose own key is `key`, even for `__proto__`, so JSON.stringify writes it out. */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export const prototypePoison = fc.constantFrom(...PROTOTYPE_KEYS).map((key) =>
  withOwnKey({}, key, key === 'constructor' ? { prototype: { polluted: true } } : { polluted: true, isAdmin: true, roleId: 1 }),
);

export const hugeString = fc.constantFrom<'grapheme' | 'grapheme-ascii'>('grapheme', 'grapheme-ascii').chain((unit) => stringOfLength(HUGE_STRING_LENGTH, unit));

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '\ud800',
  '\u202e\u0000\r\n',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../../etc/passwd',
  '%00',
  '%ZZ',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
);

/** Any value of the wrong type or shape for where it is put. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, '', [], {}) },
  { weight: 3, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean()) },
  { weight: 3, arbitrary: fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), oddStrings) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.constantFrom<'array' | 'object'>('array', 'object').map(deeplyNested) },
  { weight: 1, arbitrary: prototypePoison },
);

/** A key that should not be there: random text or one that touches the prototype chain. */
export const extraKey = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS, 'toString', 'hasOwnProperty', 'valueOf', '', ' ', 'id', 'roleId', 'isAdmin', '$where'),
  fc.string({ minLength: 1, maxLength: 20 }),
  hugeString.map((s) => s.slice(0, 10_000)),
);

/** Text that a JSON parser must refuse. */
export function brokenJson(validText: string): fc.Arbitrary<{ text: string; shape: string }> {
  return fc.oneof(
    fc.nat({ max: Math.max(0, validText.length - 1) }).map((cut) => ({ text: validText.slice(0, cut), shape: 'JSON cut short' })),
    fc
      .tuple(fc.nat({ max: validText.length }), fc.constantFrom('{', '}', ',', ':', '"', "'", '\\', ']', '\u0000', 'NaN'))
      .map(([at, junk]) => ({ text: validText.slice(0, at) + junk + validText.slice(at), shape: 'JSON with a stray character' })),
    fc
      .constantFrom(
        '',
        ' ',
        '{',
        '[',
        'undefined',
        'NaN',
        "{'a':1}",
        '{"a":1,}',
        '[1,2,]',
        '\ufeff{}',
        '{"a":1}garbage',
        '{"a":1}{"b":2}',
        '"\\ud800"',
        '{"a":"\\u00"}',
        '1e999999',
        '-',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        '[{"__proto__":{"polluted":true}}]',
        '{"a":1,"a":2}',
      )
      .map((text) => ({ text, shape: 'not JSON or poisoned JSON text' })),
    fc.string({ unit: 'binary', maxLength: 60 }).map((text) => ({ text, shape: 'random text as JSON' })),
    fc.constantFrom('[', '{"a":').map((open) => ({ text: open.repeat(DEEP_NESTING), shape: 'unclosed 5,000-level nesting' })),
  );
}

/** Byte sequences that are not UTF-8: a lone continuation, a cut sequence, an encoded surrogate, an overlong slash. */
const invalidUtf8 = fc.constantFrom(
  Buffer.from([0xff]),
  Buffer.from([0x80]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
  Buffer.from([0xfe, 0xff, 0x00, 0x7b]),
);

/** JSON text with bytes that are not UTF-8 put in at some place (inside a string when there is one). */
export function withInvalidUtf8(validText: string): fc.Arbitrary<Buffer> {
  const firstQuote = validText.indexOf('"');
  return fc.tuple(fc.nat({ max: validText.length }), invalidUtf8, fc.boolean()).map(([at, bytes, insideString]) => {
    const position = insideString && firstQuote >= 0 ? firstQuote + 1 : at;
    const text = Buffer.from(validText, 'utf8');
    const offset = Buffer.byteLength(validText.slice(0, position), 'utf8');
    return Buffer.concat([text.subarray(0, offset), bytes, text.subarray(offset)]);
  });
}

/** Content types other than the one the call reads, and malformed ones. */
export const wrongContentType = fc.constantFrom(
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'text/html; charset=utf-8',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/merge-patch+json',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/json; boundary=',
  '*/*',
  'json',
  ';',
  ' ',
  'a'.repeat(10_000),
);

/** URL pieces that are not what a parameter expects, some not even valid percent-encoding. */
export const hostileUrlText = fc.oneof(
  fc.constantFrom(
    '%',
    '%ZZ',
    '%E0%A4%A',
    '%C0%AF',
    '%ED%A0%80',
    '%00',
    '%2e%2e%2f%2e%2e%2f',
    '..%2F..%2Fetc%2Fpasswd',
    '%0d%0aSet-Cookie:%20x=1',
    '-1',
    '0',
    '1.5',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    '99999999999999999999999',
    'true',
    '%20',
    '__proto__',
    'constructor',
    '%F0%9F%98%80',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
  hugeString.map((s) => encodeURIComponent([...s].slice(0, 20_000).join(''))),
);
