/**
 * Checks a real answer against the API description (issue 11): the operation that the request's
 * method and path name in `/api/openapi.json`, the status among its documented ones, and a JSON
 * body valid for that status's schema. `request()` of the API tests calls it on every answer, so
 * the description cannot drift from the code. It also notes which operations the run exercised;
 * the API project's global set-up lists those no test calls.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { siteLanguages } from '../../contract/site-languages.js';
import { apiDocument } from '../../server/http/openapi.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder where each test process notes the operations it exercised; empty when no set-up made one. */
    answersDir: string;
  }
}

/** On unless CHECK_ANSWERS=0 (for a run that explores something the description does not cover yet). */
export const checkingAnswers = process.env.CHECK_ANSWERS !== '0';

interface Response {
  $ref?: string;
  content?: Record<string, { schema?: object }>;
}

interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: { responses?: Record<string, Response>; schemas?: Record<string, object> };
}

interface OperationMatcher {
  key: string;
  method: string;
  pattern: RegExp;
  /** Fewer placeholders first, as the router prefers static segments. */
  placeholders: number;
  responses: Record<string, Response>;
}

interface Checker {
  operations: OperationMatcher[];
  validators: Map<string, ValidateFunction | null>;
  document: Document;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

/** Per app, for the language set its description was made with (the set changes at run time, decision 0083). */
const checkers = new WeakMap<FastifyInstance, Checker & { languages: string }>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matcherOf(template: string): RegExp {
  // `/api/upload/{path}` is the route `/api/upload/*`: the stored path spans folders.
  const parts = template.split(/(\{[^}]+\})/).map((part) => (part === '{path}' ? '.*' : part.startsWith('{') ? '[^/]+' : escapeRegExp(part)));
  return new RegExp(`^${parts.join('')}/?$`);
}

function checkerOf(app: FastifyInstance): Checker {
  const languages = siteLanguages().languages.join(',');
  const known = checkers.get(app);
  if (known?.languages === languages) return known;
  const document = apiDocument(app) as unknown as Document;
  const operations: OperationMatcher[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      operations.push({
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        pattern: matcherOf(template),
        placeholders: (template.match(/\{/g) ?? []).length,
        responses: operation.responses ?? {},
      });
    }
  }
  operations.sort((a, b) => a.placeholders - b.placeholders);
  const checker = { operations, validators: new Map(), document, languages };
  checkers.set(app, checker);
  noteOperations(operations.map((o) => o.key));
  return checker;
}

function resolve(document: Document, response: Response): Response {
  const name = response.$ref?.replace('#/components/responses/', '');
  return name ? (document.components?.responses?.[name] ?? {}) : response;
}

/** The documented operation a request names, if the description has one. */
export function operationOf(app: FastifyInstance, method: string, url: string): string | undefined {
  const pathname = url.split('?')[0] ?? url;
  const wanted = method === 'HEAD' ? 'GET' : method;
  return checkerOf(app).operations.find((o) => o.method === wanted && o.pattern.test(pathname))?.key;
}

/** What is wrong with the answer by the description, or null when it is as documented. */
export function answerProblem(app: FastifyInstance, response: LightMyRequestResponse): string | null {
  const checker = checkerOf(app);
  const method = String(response.raw.req.method);
  const url = String(response.raw.req.url);
  const pathname = url.split('?')[0] ?? url;
  const operation = checker.operations.find((o) => o.method === (method === 'HEAD' ? 'GET' : method) && o.pattern.test(pathname));
  // Not a documented call (a probe, the docs page, a route a test adds): nothing to hold it to.
  if (!operation) return null;
  noteExercised(operation.key);
  const status = String(response.statusCode);
  const documented = operation.responses[status];
  if (!documented) return `${operation.key} answered ${status}, which the description does not list (${Object.keys(operation.responses).join(', ')})`;
  if (method === 'HEAD') return null;
  const key = `${operation.key} ${status}`;
  let validate = checker.validators.get(key);
  if (validate === undefined) {
    const schema = resolve(checker.document, documented).content?.['application/json']?.schema;
    // Named schemas (`#/components/schemas/...`) resolve against the document's components.
    validate = schema ? ajv.compile({ ...schema, components: checker.document.components }) : null;
    checker.validators.set(key, validate);
  }
  if (!validate) return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${operation.key} answered ${status} documented as JSON with a body that is not JSON`;
  }
  if (validate(body)) return null;
  const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  return `${operation.key} answered ${status} not as documented:\n  ${problems.join('\n  ')}\nbody: ${response.body.slice(0, 500)}`;
}

// Noting what the run exercised: one file per test process, one line per operation.

const exercised = new Set<string>();

function answersFile(kind: 'exercised' | 'documented'): string | null {
  let dir: string;
  try {
    dir = inject('answersDir');
  } catch {
    return null;
  }
  if (!dir) return null;
  const testFile = path.basename(expect.getState().testPath ?? 'unknown');
  return path.join(dir, `${kind}-${process.pid}-${testFile}.txt`);
}

function noteExercised(key: string): void {
  const file = answersFile('exercised');
  if (!file) return;
  const line = `${key}`;
  if (exercised.has(`${file}\n${line}`)) return;
  exercised.add(`${file}\n${line}`);
  fs.appendFileSync(file, `${line}\n`);
}

function noteOperations(keys: string[]): void {
  const file = answersFile('documented');
  if (file) fs.writeFileSync(file, `${keys.join('\n')}\n`);
}
