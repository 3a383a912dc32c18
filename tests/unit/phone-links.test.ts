/** The one rule for dialling a number as the firm writes it: links, the vCard and the status page share it. */
import { describe, expect, it } from 'vitest';
import { phoneDigits, telHref } from '../../app/lib/urls.js';

describe('phone links', () => {
  it('keeps the digits and a leading plus, dropping spaces, dashes, dots and brackets', () => {
    expect(phoneDigits('+44 20 7946-0000')).toBe('+442079460000');
    expect(phoneDigits('(069) 555.01799')).toBe('06955501799');
    expect(telHref('+86 10 6505 0000')).toBe('tel:+861065050000');
  });

  it('leaves nothing to dial when the text has no digits', () => {
    expect(phoneDigits('on request')).toBe('');
  });
});
