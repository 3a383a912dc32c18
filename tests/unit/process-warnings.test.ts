/** Node's process warnings as one JSON line each (issue 45.7), the AWS SDK's Node 20 notice among them. */
import { describe, expect, it } from 'vitest';
import { warningLogLine } from '../../server/process-warnings.js';

/** What @aws-sdk/core's emitWarningIfUnsupportedVersion passes to process.emitWarning on Node 20. */
const SDK_NOTICE = `NodeVersionSupportWarning: The AWS SDK for JavaScript (v3)
versions published after the first week of January 2027
will require node >=22. You are running node v20.20.2.

To continue receiving updates to AWS services, bug fixes,
and security updates please upgrade to node >=22.

More information can be found at: https://a.co/c895JFp`;

/** A warning as Node makes it from process.emitWarning's arguments. */
function warning(message: string, type = 'Warning', code?: string): Error {
  return Object.assign(new Error(message), { name: type }, code ? { code } : {});
}

describe('process warnings as log lines', () => {
  it("makes the AWS SDK's notice of eight lines one JSON line at level 40, its name as the code", () => {
    const line = warningLogLine(warning(SDK_NOTICE));
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd()).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({
      level: 40,
      time: expect.any(Number),
      pid: process.pid,
      warning: { type: 'Warning', code: 'NodeVersionSupportWarning' },
      msg: expect.stringMatching(/^The AWS SDK for JavaScript \(v3\) versions published .* will require node >=22\. .* https:\/\/a\.co\/c895JFp$/),
    });
  });

  it('keeps any other warning, with its type and code', () => {
    expect(JSON.parse(warningLogLine(warning('Buffer() is deprecated', 'DeprecationWarning', 'DEP0005')))).toMatchObject({
      level: 40,
      warning: { type: 'DeprecationWarning', code: 'DEP0005' },
      msg: 'Buffer() is deprecated',
    });
  });
});
