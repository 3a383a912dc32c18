/**
 * What a browser test file adds to its server's environment (tests/setup/e2e-server.ts), e.g.
 * `SITE_LANGUAGES`: called at the top of the file, before the server starts in `beforeAll`. Each
 * file runs in its own process, so one file's choice never reaches another's server.
 */
const SLOT = Symbol.for('lawfirm.e2eServerEnvironment');
type Holder = { [SLOT]?: Record<string, string> };

export function e2eServerEnvironment(env: Record<string, string>): void {
  (globalThis as Holder)[SLOT] = { ...env };
}

/** The variables the running file asked for; none unless it called `e2eServerEnvironment`. */
export function requestedServerEnvironment(): Record<string, string> {
  return (globalThis as Holder)[SLOT] ?? {};
}
