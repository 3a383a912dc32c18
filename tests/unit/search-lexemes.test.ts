/**
 * PostgreSQL's full-text lexemes (decision 0033): a word's tails make "anywhere in a word" a
 * prefix query, and a term says whether its lexemes match it exactly or only narrow.
 */
import { describe, expect, it } from 'vitest';
import { indexedText, lexemesOf, parseQuery, termLexemes } from '../../server/modules/search/text.js';

describe('search lexemes', () => {
  it('index every word of three or more characters with its tails of four or more, Chinese pairs and short words', () => {
    const lexemes = lexemesOf('Datenschutz EU Tax 跨境并购');
    expect(lexemes).toEqual(expect.arrayContaining(['datenschutz', 'atenschutz', 'schutz', 'hutz', 'tax', 'eu', '跨境', '境并', '并购', '并']));
    // Three letters ending a longer word add a lexeme each and nothing the issue asks for.
    expect(lexemes).not.toContain('utz');
    expect(lexemes).not.toContain('tz');
  });

  it('holds every tail of four or more of every word, however words share their endings', () => {
    const words = ['verhandlung', 'handlung', 'lung', 'Übernahme', 'nahme', 'ahme', 'Schadensersatz', 'ersatz', 'satz', 'tax', 'Gewährleistung'];
    const lexemes = new Set(lexemesOf(`${words.join(' ')} ${[...words].reverse().join(' ')}`));
    for (const word of words) {
      const folded = word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
      expect(lexemes).toContain(folded);
      for (let i = 1; folded.length - i >= 4; i++) expect(lexemes).toContain(folded.slice(i));
    }
  });

  it("give the title's lexemes its language, and mark its whole words, for suggestions in one language", () => {
    const { titleTerms, terms } = indexedText('Hannah Anna Müller-Lüdenscheidt 并购', 'Finance', 'en_US');
    expect(titleTerms).toEqual(expect.arrayContaining(['en_US^hannah', 'en_US^anna', 'en_US^muller', 'en_US^ludenscheidt', 'en_US:hannah', 'en_US:annah', 'en_US:muller']));
    // Two letters start one word here, though they start a tail of another.
    expect(titleTerms.filter((l) => l.startsWith('en_US^an'))).toEqual(['en_US^anna']);
    // Chinese has no words to start: its characters and pairs are matched anywhere.
    expect(titleTerms).toEqual(expect.arrayContaining(['en_US:并购', 'en_US:并']));
    expect(titleTerms.some((l) => l.startsWith('en_US^并'))).toBe(false);
    // The text's lexemes are matched in every language and anywhere in a word: unmarked.
    expect(terms).toContain('finance');
    expect(terms.some((l) => l.includes('^') || l.includes(':'))).toBe(false);
    // SQLite: no lexemes.
    expect(indexedText('Anna', 'Finance', null)).toMatchObject({ terms: [], titleTerms: [] });
  });

  it('adds the tails of a word met again only once', () => {
    const once = lexemesOf('Datenschutz');
    expect(lexemesOf('Datenschutz datenschutz DATENSCHUTZ')).toEqual(once);
  });

  it('index a very long word by its first sixty characters only', () => {
    const lexemes = lexemesOf('x'.repeat(500));
    expect(Math.max(...lexemes.map((l) => l.length))).toBe(60);
    expect(lexemes).toHaveLength(57);
  });

  it('match one word or a Chinese pair exactly, and narrow phrases and longer Chinese words', () => {
    const [schutz, pair, phrase, chinese, hyphen] = parseQuery('Schutz 并购 "cross border" 跨境交易 zeppelin-preis');
    expect(termLexemes(schutz!)).toEqual({ prefixes: ['schutz'], tokens: [], exact: true });
    expect(termLexemes(pair!)).toEqual({ prefixes: [], tokens: ['并购'], exact: true });
    expect(termLexemes(phrase!)).toEqual({ prefixes: ['cross', 'border'], tokens: [], exact: false });
    expect(termLexemes(chinese!)).toEqual({ prefixes: [], tokens: ['跨境', '境交', '交易'], exact: false });
    expect(termLexemes(hyphen!)).toEqual({ prefixes: ['zeppelin', 'preis'], tokens: [], exact: false });
  });
});
