/**
 * Request validation with zod. The validator keeps zod's issues; the error handler words them in
 * the request's language ("Please enter ${label}" and the generic length, range, type and pattern
 * messages of the spec), naming each bad field in `result.fieldErrors`.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { normaliseQuery } from '../../contract/query-values.js';
import type { FieldProblem } from './errors.js';
import type { MessageKey, MessageVars } from '../i18n/translate.js';

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    public readonly part: string,
    public readonly fieldProblems: FieldProblem[],
  ) {
    super(`invalid ${part}`);
    this.name = 'RequestValidationError';
  }
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** zod's type names that have words in the message files (`types.*`); any other is a "value". */
const typeNames = new Set(['string', 'number', 'int', 'boolean', 'array', 'object']);

/**
 * A union whose branches are all fixed values (`0 | 1 | boolean`) is worded as "one of"; any
 * other union as its first branch's first problem, which is the form most values take.
 */
function describeUnion(issue: z.core.$ZodIssueInvalidUnion, data: unknown): { key: MessageKey; vars?: MessageVars } {
  const values: string[] = [];
  let onlyValues = issue.errors.length > 0;
  for (const branch of issue.errors) {
    for (const inner of branch) {
      if (inner.code === 'invalid_value') values.push(...inner.values.map(String));
      else if (inner.code === 'invalid_type' && inner.expected === 'boolean') values.push('true', 'false');
      else onlyValues = false;
    }
  }
  if (onlyValues && values.length) return { key: 'validation.oneOf', vars: { values: [...new Set(values)].join(', ') } };
  const first = issue.errors[0]?.[0];
  return first ? describe({ ...first, path: issue.path } as z.core.$ZodIssue, data) : { key: 'validation.pattern' };
}

/** Turns one zod issue into a message key and its variables. */
function describe(issue: z.core.$ZodIssue, data: unknown): { key: MessageKey; vars?: MessageVars } {
  const value = valueAt(data, issue.path);
  // Whatever the rule, a value that is not there at all asks to be entered.
  if (issue.code !== 'unrecognized_keys' && (value === undefined || value === null || value === '')) return { key: 'validation.required' };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'validation.integer' };
      return { key: 'validation.type', vars: { type: typeNames.has(issue.expected) ? issue.expected : 'value' } };
    case 'invalid_union':
      return describeUnion(issue, data);
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required' }
          : { key: 'validation.tooShort', vars: { min: Number(issue.minimum) } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { key: 'validation.tooFewItems', vars: { min: Number(issue.minimum) } };
      }
      return { key: 'validation.tooSmall', vars: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.tooLong', vars: { max: Number(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { key: 'validation.tooManyItems', vars: { max: Number(issue.maximum) } };
      }
      return { key: 'validation.tooBig', vars: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.pattern' };
    case 'invalid_value':
      return { key: 'validation.oneOf', vars: { values: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    case 'custom': {
      const params = issue.params as { messageKey?: MessageKey; vars?: MessageVars } | undefined;
      if (params?.messageKey) return { key: params.messageKey, vars: params.vars };
      return { key: 'validation.pattern' };
    }
    default:
      return { key: 'validation.pattern' };
  }
}

/** Path of a field as reported to clients: `title`, `0.title`, `customContents.1.content`. */
export function fieldPath(part: string, path: readonly PropertyKey[]): string {
  if (path.length === 0) return part;
  return path.map(String).join('.');
}

/** One problem per field, the first zod reports: "not a URL" and "wrong pattern" say the same. */
export function issuesToProblems(part: string, issues: readonly z.core.$ZodIssue[], data: unknown): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = fieldPath(part, issue.path);
    if (issue.code !== 'unrecognized_keys' && seen.has(field)) continue;
    seen.add(field);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        problems.push({ field: fieldPath(part, path), key: 'validation.unknownField', labelField: key });
      }
      continue;
    }
    const { key, vars } = describe(issue, data);
    const lastNamed = [...issue.path].reverse().find((s) => typeof s === 'string');
    problems.push({
      field,
      key,
      ...(vars ? { vars } : {}),
      labelField: typeof lastNamed === 'string' ? lastNamed : part,
    });
  }
  return problems;
}

/**
 * Paths of the texts in a parsed value that hold a NUL character. PostgreSQL cannot store one in
 * text and no field has a use for it, so it is refused with the rest of the input on both
 * databases. Walks without recursion: a body may nest thousands of levels.
 */
function textsWithNul(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: [unknown, PropertyKey[]][] = [[value, []]];
  while (pending.length) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) found.push(path);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => pending.push([item, [...path, index]]));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) pending.push([item, [...path, key]]);
    }
  }
  return found.reverse();
}

function nulProblems(part: string, paths: PropertyKey[][]): FieldProblem[] {
  return paths.map((path) => {
    const lastNamed = [...path].reverse().find((s) => typeof s === 'string');
    return { field: fieldPath(part, path), key: 'validation.forbiddenCharacter', labelField: typeof lastNamed === 'string' ? lastNamed : part };
  });
}

/** Fastify's validator compiler for zod schemas. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = httpPart ?? 'body';
  return (received: unknown) => {
    const data = part === 'querystring' ? normaliseQuery(received) : received;
    const result = schema.safeParse(data);
    if (!result.success) return { error: new RequestValidationError(part, issuesToProblems(part, result.error.issues, data)) };
    const withNul = textsWithNul(result.data);
    if (withNul.length) return { error: new RequestValidationError(part, nulProblems(part, withNul)) };
    return { value: result.data };
  };
};
