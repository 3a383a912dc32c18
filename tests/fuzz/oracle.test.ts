/** The fuzz suite's judge refuses what it must, so a green run means something. */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { judge } from './oracle.js';
import type { Operation } from './operations.js';

const operation: Operation = {
  key: 'GET /api/user/latest-news/{id}',
  method: 'GET',
  path: '/api/user/latest-news/{id}',
  parameters: [],
  statuses: new Set([200, 400, 404, 503]),
  jsonStatuses: new Set([200, 400, 404, 503]),
  secured: false,
};

function answer(statusCode: number, body: unknown, type = 'application/json; charset=utf-8'): LightMyRequestResponse {
  return { statusCode, headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) } as unknown as LightMyRequestResponse;
}

describe('the fuzz judge', () => {
  it('accepts a documented answer in the envelope', () => {
    expect(judge(operation, answer(404, { status: 404, message: 'No such record', result: null }))).toBeNull();
  });

  it.each([
    ['a server error', answer(500, { status: 500, message: 'internal error', result: null }), /server error 500/],
    ['a 503 is still a server error', answer(503, { status: 503, message: 'offline', result: null }), /server error 503/],
    ['an undocumented status', answer(401, { status: 401, message: 'no', result: null }), /not among the documented/],
    ["Fastify's own error body", answer(400, { error: 'Bad Request', code: 'FST_ERR_BAD_URL', statusCode: 400 }), /envelope status/],
    ['an envelope without a message', answer(400, { status: 400, message: '', result: null }), /without a message/],
    ['an envelope without result', answer(400, { status: 400, message: 'x' }), /without result/],
    ['text where JSON is documented', answer(400, 'Bad Request', 'text/plain'), /documented as JSON/],
    ['JSON that does not parse', answer(400, '{"status":', 'application/json'), /not JSON/],
  ])('refuses %s', (_, response, problem) => {
    expect(judge(operation, response)).toMatch(problem);
  });
});
