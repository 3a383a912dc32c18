/**
 * Values a JSON Schema (as the API description states it) accepts, as fast-check arbitraries:
 * enums, bounds, lengths, patterns, nullable and optional fields, array sizes. A hint can replace
 * the value of a named field with ones that mean something to the server (ids that exist, stored
 * upload paths, e-mail addresses), mixed with what the schema alone allows.
 */
import fc from 'fast-check';
import type { JsonSchema } from './operations.js';

/** Field-specific values, by field name; undefined when the schema alone should decide. */
export type Hints = (field: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

/** Longest string a valid value gets; the hostile values go further. */
const LONG_STRING = 100 * 1024;

/** A string of exactly `length` characters, built from a short generated unit (cheap to make). */
export function stringOfLength(length: number, unit: 'grapheme' | 'grapheme-ascii' = 'grapheme-ascii'): fc.Arbitrary<string> {
  return fc.string({ minLength: 1, maxLength: 8, unit }).map((piece) => {
    const chars = [...piece];
    const out: string[] = [];
    for (let i = 0; i < length; i++) out.push(chars[i % chars.length]!);
    return out.join('');
  });
}

/** Characters that trip up storage, escaping or comparison: NUL, controls, invisible ones, quotes, LIKE wildcards, astral. */
const awkwardCharacter = fc.constantFrom('\u0000', '\u0001', '\u007f', '\u200b', '\ufeff', '\u2028', '\u{1F600}', 'é', "'", '"', '\\', '%', '_', '<', '&', 'a', ' ');

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? LONG_STRING;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern, { size: 'small' }).filter((s) => s.length >= min && s.length <= max);
  }
  if (schema.format === 'email') return fc.emailAddress();
  const short = Math.min(max, Math.max(min, 40));
  // 'binary' brings control characters, NUL among them: valid for the schema, hard for databases.
  const unit = fc.constantFrom<'grapheme' | 'grapheme-ascii' | 'binary'>('grapheme', 'grapheme-ascii', 'binary');
  return fc.oneof(
    { weight: 10, arbitrary: unit.chain((u) => fc.string({ minLength: min, maxLength: short, unit: u })) },
    { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: short, unit: awkwardCharacter }) },
    // Right at the upper bound (or at 100 KB where the bound is higher).
    { weight: 1, arbitrary: stringOfLength(Math.max(min, Math.min(max, LONG_STRING))) },
    { weight: 1, arbitrary: stringOfLength(min) },
  );
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  let max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = integerBounds(schema);
  const low = Math.max(min, Math.min(0, max));
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: low, max: Math.min(max, low + 50) }) },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function numberValue(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = integerBounds(schema);
  return fc.oneof(integerValue(schema), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** A valid value of `schema`; `field` names the value for the hints. */
export function validValue(schema: JsonSchema, hints: Hints, field = ''): fc.Arbitrary<unknown> {
  const nullable = schema.nullable ? (arbitrary: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: fc.constant(null) }) : (a: fc.Arbitrary<unknown>) => a;
  const hinted = hints(field, schema);
  const plain = nullable(plainValue(schema, hints, field));
  return hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: plain }) : plain;
}

function plainValue(schema: JsonSchema, hints: Hints, field: string): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validValue(s, hints, field)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, hints, field);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return integerValue(schema);
    case 'number':
      return numberValue(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 5, Math.max(minLength, 5));
      return fc.array(validValue(schema.items ?? {}, hints, field), { minLength, maxLength });
    }
    case 'object':
      return objectValue(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = validValue(property, hints, name);
  const requiredKeys = (schema.required ?? []).filter((name) => name in properties);
  return fc.record(model, { requiredKeys });
}
