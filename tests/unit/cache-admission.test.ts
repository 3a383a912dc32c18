/** The page cache's admission (decision 0048): an address earns a place when asked for again, within a bounded memory. */
import { describe, expect, it } from 'vitest';
import { createCacheAdmission } from '../../server/http/cache-admission.js';

describe('cache admission', () => {
  it('admits a key the second time it is asked for, and every time after', () => {
    const admission = createCacheAdmission(1000);
    expect(admission.askedBefore('page|/home|en_US')).toBe(false);
    expect(admission.askedBefore('page|/home|de_DE')).toBe(false);
    expect(admission.askedBefore('page|/home|en_US')).toBe(true);
    expect(admission.askedBefore('page|/home|en_US')).toBe(true);
  });

  it('remembers no more characters than its limit, starting again when full', () => {
    const admission = createCacheAdmission(30);
    for (const key of ['a'.repeat(10), 'b'.repeat(10), 'c'.repeat(10)]) admission.askedBefore(key);
    expect(admission.size()).toBe(30);
    // One more key does not fit: the memory starts again with it alone.
    expect(admission.askedBefore('d'.repeat(10))).toBe(false);
    expect(admission.size()).toBe(10);
    expect(admission.askedBefore('a'.repeat(10))).toBe(false);
    expect(admission.askedBefore('d'.repeat(10))).toBe(true);
    // Long addresses, as a client may make them, stay within the bound too.
    for (let n = 0; n < 1000; n++) admission.askedBefore(`${n}`.padEnd(25, 'x'));
    expect(admission.size()).toBeLessThanOrEqual(30);
  });
});
