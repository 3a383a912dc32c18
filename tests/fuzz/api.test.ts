/**
 * Fuzzes every operation of `/api/openapi.json` with fast-check (issue 9, "A fuzz suite in CI"):
 * valid requests drawn from each operation's schemas and hostile ones (wrong types, missing and
 * extra fields, 100 KB strings, 5,000 levels of nesting, prototype keys, text that is not JSON,
 * bytes that are not UTF-8, wrong content types, malformed multipart), as an administrator, an
 * editor, nobody or a forged token. Every answer must be below 500, documented for its operation,
 * and the envelope when it is JSON.
 *
 * FUZZ_RUNS sets the number of requests (default 5,000; `npm run test:fuzz:long` sends 50,000),
 * FUZZ_SEED the seed, FUZZ_LOG a file that gets one line per request. A failure prints the request and the answer, and how to run only that
 * operation again with the same seed (FUZZ_ONLY, FUZZ_PATH).
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { knownFinding } from './known-findings.js';
import { judge } from './oracle.js';
import { readOperations } from './operations.js';
import { describeAnswer, describeRequest } from './report.js';
import { requestsFor } from './requests.js';
import { createWorld, type World } from './world.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_109);
const TOTAL_REQUESTS = Number(process.env.FUZZ_RUNS ?? 5000);
const ONLY = process.env.FUZZ_ONLY;
const PATH = process.env.FUZZ_PATH;
/** A file to write one line per request to (operation, input, caller, status), to see what a run covered. */
const LOG = process.env.FUZZ_LOG;
/** Generous: the machine may be shared; the run itself takes a few minutes for 5,000. */
const TIMEOUT_MS = Math.max(600_000, TOTAL_REQUESTS * 200);

/** Kinds of input every full run must have sent, so the generator cannot quietly lose one. */
const REQUIRED_INPUTS: Record<string, RegExp> = {
  valid: /^valid$/,
  'wrong type': /^body: wrong type/,
  'missing field': /^body: missing/,
  'extra field': /^body: extra field/,
  'prototype key': /"(__proto__|constructor|prototype)"|query: (__proto__|constructor|prototype) keys/,
  '100 KB string': /100 KB string/,
  '5,000 levels of nesting': /5,000 nested/,
  'text that is not JSON': /JSON cut short|not JSON|random text as JSON/,
  'bytes that are not UTF-8': /not UTF-8/,
  'wrong content type': /content type/,
  'odd parameter': /^(path|query): /,
  multipart: /^multipart: /,
};

describe.each(dialects)('fuzzing every documented operation on %s', (dialect) => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld(dialect);
  }, 300_000);
  afterAll(async () => world?.close());

  it(
    `answers ${TOTAL_REQUESTS} generated requests below 500, documented and in the envelope`,
    async () => {
      const operations = readOperations(world.document as Parameters<typeof readOperations>[0]);
      expect(operations.length).toBeGreaterThan(60);
      const runsPerOperation = Math.ceil(TOTAL_REQUESTS / operations.length);
      const failures: string[] = [];
      const tolerated = new Map<string, number>();
      const statuses = new Map<number, number>();
      const inputs = new Set<string>();
      let sent = 0;

      for (const [index, operation] of operations.entries()) {
        if (ONLY && operation.key !== ONLY) continue;
        const seed = SEED + index;
        const property = fc.asyncProperty(requestsFor(operation, world.sources), async (request) => {
          const response = await world.send(request);
          sent += 1;
          inputs.add(request.shape);
          if (LOG) fs.appendFileSync(LOG, `${JSON.stringify([operation.key, request.shape, request.caller, response.statusCode])}\n`);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problem = judge(operation, response);
          if (!problem) return;
          const known = knownFinding(request, response.statusCode);
          if (known) {
            const label = `${known.issue}: ${known.operation}, ${known.input} → ${known.status}`;
            tolerated.set(label, (tolerated.get(label) ?? 0) + 1);
            return;
          }
          throw new Error(`${problem}\n${describeRequest(request)}\n${describeAnswer(response)}`);
        });
        await fc.assert(property, {
          seed,
          numRuns: runsPerOperation,
          ...(PATH ? { path: PATH } : {}),
          // The default report prints the whole counterexample (100 KB strings included); this one
          // prints the request as sent, shortened, and how to replay it.
          reporter: (details) => {
            if (!details.failed) return;
            const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
            failures.push(
              `${operation.key}: ${cause}\n  replay:  FUZZ_SEED=${SEED} FUZZ_ONLY='${operation.key}' FUZZ_PATH='${details.counterexamplePath}' npm run test:fuzz  (fast-check seed ${seed})`,
            );
          },
        });
      }

      const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
      process.stdout.write(`${sent} requests on ${dialect}, seed ${SEED}; answers ${summary.join(', ')}\n`);
      for (const [label, count] of tolerated) process.stdout.write(`known finding (not failing the run) ×${count}: ${label}\n`);
      expect(failures, `\n${failures.join('\n\n')}\n`).toEqual([]);
      if (!ONLY) {
        expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
        const missing = Object.entries(REQUIRED_INPUTS).filter(([, shape]) => ![...inputs].some((s) => shape.test(s)));
        expect(missing.map(([kind]) => kind)).toEqual([]);
      }
    },
    TIMEOUT_MS,
  );
});
