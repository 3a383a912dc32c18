/**
 * Errors that services and routes throw on purpose. Each carries the HTTP status and a message
 * key; the error handler turns it into the envelope, in the request's language.
 */
import type { MessageKey, MessageVars } from '../i18n/translate.js';

/** A problem with one field, as `result.fieldErrors` reports it. */
export interface FieldProblem {
  field: string;
  key: MessageKey;
  vars?: MessageVars;
  /** Field whose label names the problem when it differs from `field` (array elements). */
  labelField?: string;
}

export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly key: MessageKey,
    public readonly vars: MessageVars = {},
    public readonly details: {
      fieldProblems?: FieldProblem[];
      result?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: MessageKey, vars?: MessageVars, result?: unknown) =>
  new AppError(400, key, vars, { result });

export const invalidFields = (fieldProblems: FieldProblem[]) =>
  new AppError(400, 'invalidInput', {}, { fieldProblems });

export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = () => new AppError(403, 'forbidden');
export const notFound = (key: MessageKey = 'recordNotFound') => new AppError(404, key);
export const conflict = (key: MessageKey, vars?: MessageVars) => new AppError(409, key, vars);

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'tooManyAttempts',
    // `count`: the message says "1 minute" or "15 minutes" (i18next's plural forms).
    { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    { headers: { 'retry-after': String(retryAfterSeconds) } },
  );
