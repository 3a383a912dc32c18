/**
 * Search folds text by the characters it finds, never by the item's language (issue 48 point 6,
 * decision 0081): Latin accents, ligatures and ß; Arabic tashkeel, tatweel, letter variants and a
 * leading article; Japanese kana kept apart by their voicing marks and found by pairs, as Chinese.
 * The indexes and the query are folded by the same function, so each pair here finds the other.
 */
import { describe, expect, it } from 'vitest';
import { fold, gramsOf, indexedText, lexemesOf, marked, parseQuery, snippet, termLexemes } from '../../server/modules/search/text.js';

const same = (...forms: string[]) => {
  const folded = forms.map(fold);
  for (const f of folded) expect(f, forms.join(' | ')).toBe(folded[0]);
  return folded[0];
};

describe('search folding', () => {
  it('folds Latin accents, letters with strokes, ligatures and ß both ways', () => {
    expect(same('Société Générale', 'societe generale', 'SOCIÉTÉ GÉNÉRALE')).toBe('societe generale');
    expect(same('Müller', 'muller', 'MÜLLER')).toBe('muller');
    // ß is "ss" (a Swiss Strasse is a German Straße), the capital ẞ too.
    expect(same('Straße', 'Strasse', 'STRASSE', 'STRAẞE')).toBe('strasse');
    expect(same('Œuvre', 'oeuvre')).toBe('oeuvre');
    expect(same('Ærø', 'aero')).toBe('aero');
    expect(same('Łódź', 'lodz')).toBe('lodz');
    expect(same('Þingvellir', 'thingvellir')).toBe('thingvellir');
    // Greek: accents go, and a final sigma is a sigma.
    expect(same('ΟΔΌΣ', 'οδος', 'οδοσ')).toBe('οδοσ');
  });

  it('folds Arabic: tashkeel and tatweel go, alef, yeh and teh marbuta variants are one letter', () => {
    expect(same('مَحْكَمَة', 'محكمة', 'محكـــمة', 'محكمه')).toBe('محكمه');
    for (const alef of ['أ', 'إ', 'آ', 'ٱ']) expect(fold(`${alef}حمد`)).toBe('احمد');
    expect(same('مستشفى', 'مستشفي', 'مستشفی')).toBe('مستشفي');
    // Persian keheh and Arabic-Indic digits.
    expect(same('کتاب', 'كتاب')).toBe('كتاب');
    expect(fold('المادة ١٢ و ۳۴')).toBe('ماده 12 و 34');
    // Presentation forms (a lam-alef ligature) are their letters.
    expect(fold('\ufefb')).toBe('لا');
  });

  it('makes a leading Arabic article optional, on words of two letters or more after it', () => {
    expect(same('الكتاب', 'كتاب', 'الْكِتَابُ', 'ٱلكتاب')).toBe('كتاب');
    expect(fold('المحكمة العليا')).toBe('محكمه عليا');
    // "ألم" (pain) is not al- and one letter; inside a word "ال" stays.
    expect(fold('ألم')).toBe('الم');
    expect(fold('والكتاب')).toBe('والكتاب');
    const [term] = parseQuery('الكتاب');
    expect(term).toEqual({ text: 'كتاب', tokens: null });
    expect(lexemesOf('الكتاب')).toContain('كتاب');
    expect(termLexemes(term!)).toEqual({ prefixes: ['كتاب'], tokens: [], exact: true });
    // Arabic punctuation separates the words of a query.
    expect(parseQuery('كتاب،قانون؟').map((t) => t.text)).toEqual(['كتاب', 'قانون']);
  });

  it('keeps kana voicing marks and Hangul syllables, and folds half-width kana to full width', () => {
    // が is not か: "school" is not "cuckoo".
    expect(fold('がっこう')).toBe('がっこう');
    expect(fold('がっこう')).not.toBe(fold('かっこう'));
    expect(same('ｶﾞｲﾄﾞ', 'ガイド')).toBe('ガイド');
    expect(fold('한국 법률')).toBe('한국 법률');
  });

  it('finds Japanese by characters and pairs, as Chinese: kanji, kana and the prolonged sound mark', () => {
    const grams = gramsOf('データ保護のガイドライン');
    expect(grams.split(' ')).toEqual(expect.arrayContaining(['保護', 'ガイ', 'デー', 'ータ', 'ー', 'の']));
    expect(parseQuery('デー')).toEqual([{ text: 'デー', tokens: ['デー'] }]);
    expect(termLexemes(parseQuery('ガイドライン')[0]!)).toEqual({ prefixes: [], tokens: ['ガイ', 'イド', 'ドラ', 'ライ', 'イン'], exact: false });
  });

  it('marks the matched words in the text as written', () => {
    expect(marked('Straße', parseQuery('strasse'))).toBe('<mark>Straße</mark>');
    expect(marked('Strasse', parseQuery('Straße'))).toBe('<mark>Strasse</mark>');
    // The article is not part of the match; the marks stay with their letters.
    expect(marked('الْكِتَابُ الجديد', parseQuery('كتاب'))).toBe('الْ<mark>كِتَابُ</mark> الجديد');
    expect(snippet('قرار المحكمة العليا', parseQuery('المحكمه'))).toBe('قرار ال<mark>محكمة</mark> العليا');
    expect(marked('ガイドライン', parseQuery('ｶﾞｲﾄﾞ'))).toBe('<mark>ガイド</mark>ライン');
  });

  it('indexes the folded title and text for both databases', () => {
    const text = indexedText('الْمَحْكَمَةُ', 'Straße', null);
    expect(text.foldedTitle).toBe('محكمه');
    expect(text.folded).toBe('محكمه\nstrasse');
  });
});
