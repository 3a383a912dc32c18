/**
 * Every error becomes the envelope, in the request's language. Client mistakes keep their 4xx
 * status and say what was wrong; anything unexpected is a 500 that says only "internal error"
 * while the log keeps the cause under the request id.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope, FieldErrorsResult } from '../../contract/envelope.js';
import type { Lang } from '../../contract/languages.js';
import { isForeignKeyViolation } from '../db/foreign-key-violation.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/outage.js';
import { fieldLabel, type MessageKey, translate } from '../i18n/translate.js';
import { AppError, type FieldProblem } from './errors.js';
import { RequestValidationError } from './validation.js';

/** A message that starts with a field's label starts with a capital, as a sentence does. */
const sentence = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function fieldErrors(lang: Lang, problems: FieldProblem[]): FieldErrorsResult {
  return {
    fieldErrors: problems.map((p) => {
      // A type is named in words of the language ("whole number"), never as zod calls it.
      const type: Record<string, string> = p.vars?.type === undefined ? {} : { type: translate(lang, `types.${p.vars.type}` as MessageKey) };
      return { field: p.field, message: sentence(translate(lang, p.key, { label: fieldLabel(lang, p.labelField ?? p.field), ...p.vars, ...type })) };
    }),
  };
}

/** The top-level message names the first problem in words, and how many more there are. */
function firstProblem(lang: Lang, result: FieldErrorsResult): string {
  const [first, ...rest] = result.fieldErrors;
  if (!first) return translate(lang, 'invalidInput');
  return rest.length ? translate(lang, 'invalidInputMore', { first: first.message, count: rest.length }) : first.message;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Fastify's own client errors, by code, and what they mean to a user. */
const frameworkErrors: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedContentType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalidInput' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'fileTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'fileTooLarge' },
  FST_PARTS_LIMIT: { status: 413, key: 'fileTooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'fileTooLarge' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'unsupportedContentType' },
  FST_MP_PREMATURE_CLOSE: { status: 400, key: 'multipartMalformed' },
  FST_ERR_RATE_LIMIT_EXCEEDED: { status: 429, key: 'tooManyRequests' },
};

export function installErrorHandler(app: FastifyInstance, uploadMaxBytes: number): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    let status = 500;
    let message: string;
    let result: unknown = null;

    if (error instanceof RequestValidationError) {
      status = 400;
      const problems = fieldErrors(lang, error.fieldProblems);
      message = firstProblem(lang, problems);
      result = problems;
    } else if (error instanceof AppError) {
      status = error.statusCode;
      message = translate(lang, error.key, error.vars);
      if (error.details.fieldProblems) {
        const problems = fieldErrors(lang, error.details.fieldProblems);
        if (error.key === 'invalidInput') message = firstProblem(lang, problems);
        result = problems;
      } else if (error.details.result !== undefined) result = error.details.result;
      for (const [name, value] of Object.entries(error.details.headers ?? {})) reply.header(name, value);
    } else {
      const code = (error as FastifyError).code;
      const known = code ? frameworkErrors[code] : undefined;
      const statusCode = (error as FastifyError).statusCode;
      if (known) {
        status = known.status;
        message = translate(lang, known.key, { limit: formatBytes(uploadMaxBytes) });
      } else if (statusCode && statusCode >= 400 && statusCode < 500) {
        status = statusCode;
        message = translate(lang, 'invalidInput');
      } else if (isForeignKeyViolation(error)) {
        // Another request removed a record this one names, after it was checked: nothing was written.
        status = 409;
        message = translate(lang, 'recordGoneMeanwhile');
      } else if (isDatabaseUnavailable(error)) {
        // Passes when the database is back: no bug to log at error level, a time to try again.
        request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
        status = 503;
        message = translate(lang, 'databaseUnavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        // Says nothing about the content: no cache, ours (page-cache) or a shared one, may keep it.
        reply.header('cache-control', 'no-store');
      } else {
        request.log.error({ err: error, reqId: request.id }, 'request failed');
        message = translate(lang, 'internalError');
      }
    }

    if (status >= 400 && status < 500) request.log.info({ status, code: (error as FastifyError).code }, 'client error');
    const body: Envelope<unknown> = { status, message, result };
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: Envelope<null> = {
      status: 404,
      message: translate(request.lang, 'routeNotFound', { method: request.method, url: request.url.split('?')[0] ?? '' }),
      result: null,
    };
    return reply.status(404).send(body);
  });
}
