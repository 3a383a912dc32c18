/**
 * The two bounds on how long a client may hold the server (decision 0103): the shutdown's grace
 * period (SHUTDOWN_GRACE_SECONDS, checked at start like every setting) and the request timeout
 * Fastify's server gets, long enough for the largest upload at 256 kbit/s.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { requestTimeoutFor } from '../../server/http/front-lane.js';
import { createTestContext } from '../helpers/app.js';

describe('SHUTDOWN_GRACE_SECONDS', () => {
  it('is 25 s unless set (under the 30 s Kubernetes waits before SIGKILL)', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '2' }).shutdownGraceMs).toBe(2_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '3600' }).shutdownGraceMs).toBe(3_600_000);
  });

  it.each(['0', '-1', '2.5', '10s', 'abc', '3601'])('refuses %s and names the variable', (value) => {
    let problems: { variable: string; message: string }[] = [];
    try {
      loadConfig({ SHUTDOWN_GRACE_SECONDS: value });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([{ variable: 'SHUTDOWN_GRACE_SECONDS', message: 'must be a whole number of seconds from 1 to 3600' }]);
  });
});

describe('request timeout', () => {
  it("is the largest upload's time at 256 kbit/s and a minute more, at least Node's 300 s", () => {
    // The default 10 MB: 320 s of body at 32 KiB/s, 380 s in all.
    expect(requestTimeoutFor(10 * 1024 * 1024)).toBe(380_000);
    expect(requestTimeoutFor(1024 * 1024)).toBe(300_000);
    expect(requestTimeoutFor(100 * 1024 * 1024)).toBe(3_260_000);
  });

  it('is what the HTTP server is given, following UPLOAD_MAX_BYTES', async () => {
    for (const [env, expected] of [[{}, 380_000], [{ UPLOAD_MAX_BYTES: String(100 * 1024 * 1024) }, 3_260_000]] as const) {
      const context = await createTestContext('sqlite', { env });
      try {
        expect(context.app.server.requestTimeout).toBe(expected);
      } finally {
        await context.close();
      }
    }
  });
});
