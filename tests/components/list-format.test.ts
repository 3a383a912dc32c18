/**
 * `formatList` (app/lib/format.ts): a list of names (a person's jobs) separated as the language
 * writes a list, with no word for "and". The spec's three languages are written out (no Intl on
 * hydration, decision 0049) and must be what Intl writes; any other catalogue language asks Intl.
 */
import { describe, expect, it } from 'vitest';
import { SPEC_LANGUAGES } from '../../contract/languages';
import { bcp47Of } from '../../contract/locale-catalogue';
import { formatList } from '../../app/lib/format';

/** What Intl writes between the first two of three items: the list's middle pattern. */
function intlSeparator(tag: string): string {
  const parts = new Intl.ListFormat(tag, { type: 'conjunction' }).formatToParts(['A', 'B', 'C']);
  expect(parts.map((part) => part.type)).toEqual(['element', 'literal', 'element', 'literal', 'element']);
  return parts[1]!.value;
}

describe('formatList', () => {
  it('writes the spec’s three languages as Intl does', () => {
    for (const lang of SPEC_LANGUAGES) expect(formatList(['A', 'B', 'C'], lang), lang).toBe(['A', 'B', 'C'].join(intlSeparator(bcp47Of(lang))));
  });

  it('separates as each language does, with no "and" before the last', () => {
    expect(formatList(['Partner', 'Counsel'], 'en_US')).toBe('Partner, Counsel');
    expect(formatList(['合伙人', '律师'], 'zh_CN')).toBe('合伙人、律师');
    expect(formatList(['パートナー', '弁護士'], 'ja_JP')).toBe('パートナー、弁護士');
    expect(formatList(['Associée', 'Avocate'], 'fr_FR')).toBe('Associée, Avocate');
    expect(formatList(['Socio', 'Abogado', 'Asesor'], 'es_ES')).toBe('Socio, Abogado, Asesor');
    expect(formatList(['شريك إداري', 'شريك'], 'ar_SA')).toBe('شريك إداري وشريك');
  });

  it('writes one item as it is and none as nothing', () => {
    expect(formatList(['Partner'], 'ja_JP')).toBe('Partner');
    expect(formatList([], 'ar_SA')).toBe('');
  });
});
