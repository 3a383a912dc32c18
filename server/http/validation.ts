/**
 * Request validation with zod. The validator keeps zod's issues; the error handler words them in
 * the request's language ("Please enter ${label}" and the generic length, range, type and pattern
 * messages of the spec), naming each bad field in `result.fieldErrors`.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { normaliseQuery } from '../../contract/query-values.js';
import type { FieldProblem } from './errors.js';
import { describeIssue } from '../../contract/validation-issues.js';

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
    const { key, vars } = describeIssue(issue, data);
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
