/**
 * The text side of site search (decision 0026), the same on both databases: plain text from rich
 * text, folding (lower case, accents removed), the `grams` tokens that let queries shorter than
 * three characters match (Chinese characters and character pairs, short words), PostgreSQL's
 * full-text lexemes (decision 0033), reading a query into terms, and the snippets with the matched
 * words marked.
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Whitespace runs as one space, trimmed: phrases then match across line breaks. */
export function squeeze(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** The text a visitor reads in a piece of (sanitised) rich text. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // A block boundary separates words the way the page shows them.
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|figure|figcaption|section|article|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return squeeze(decodeEntities(text));
}

/**
 * Marks dropped when folding: accents on Latin, Greek and Cyrillic letters, Hebrew points and
 * Arabic vowel signs (tashkeel, Quranic marks), with the Arabic tatweel, which only stretches a
 * word. Other marks are parts of letters and stay: the vowel signs of Indic and Thai scripts, and
 * the kana voicing marks (が is not か), which composing puts back.
 */
const DROPPED_MARKS =
  // eslint-disable-next-line no-misleading-character-class -- a class of lone marks, each removed by itself
  /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed]/gu;

/**
 * Letters read as others, after lower case: Latin letters whose accent is part of the letter
 * (ø, ł) or that stand for two (ß, æ, œ: a Swiss "Strasse" is a German "Straße"), the Greek final
 * sigma, Arabic letters written interchangeably (alef wasla, alef maksura and the Persian yeh as
 * yeh, Persian keheh as kaf, teh marbuta as heh, which it is often typed as) and Arabic-Indic
 * digits as digits. Alef with hamza or madda (أ إ آ) loses its mark above and is alef already.
 */
const LETTERS: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', ħ: 'h', ı: 'i', ŧ: 't', þ: 'th', ς: 'σ',
  '\u0671': '\u0627', '\u0649': '\u064a', '\u06cc': '\u064a', '\u06a9': '\u0643', '\u0629': '\u0647',
};
for (let d = 0; d < 10; d++) LETTERS[String.fromCharCode(0x0660 + d)] = LETTERS[String.fromCharCode(0x06f0 + d)] = String(d);
const LETTER = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');
/** Nothing to fold but upper case: most of a Latin text, checked to skip the rest. */
const PLAIN = /^[\t\n\r -~]*$/;

/** Folds characters one by one, with no regard to words (`fold` adds the Arabic article). */
function foldChars(text: string): string {
  if (PLAIN.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(DROPPED_MARKS, '').normalize('NFC').toLowerCase().replace(LETTER, (c) => LETTERS[c]!);
}

const foldChar = foldChars;

/**
 * The Arabic definite article starting a word of two letters or more after it: "الكتاب" is
 * folded to "كتاب", so either finds the other, phrases too. After folding (أل is ال by then).
 */
const ARTICLE = /(?<![\p{L}\p{M}\p{N}])\u0627\u0644(?=\p{L}{2})/gu;

/**
 * What the indexes and queries compare, the same whatever the language: lower case, without
 * accents ("Schröder" → "schroder", "Straße" → "strasse"), Arabic without tashkeel, tatweel,
 * letter variants or a leading article ("الْكِتَابُ" → "كتاب"), kana and Hangul composed.
 */
export function fold(text: string): string {
  const folded = foldChars(text);
  return folded.includes('\u0627\u0644') ? folded.replace(ARTICLE, '') : folded;
}

/**
 * The folded text and, for each of its UTF-16 units, the index in `text` it came from: marks are
 * found in the folded text and placed in the original.
 */
function foldWithOffsets(text: string): { folded: string; origin: number[] } {
  let folded = '';
  let origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldChar(char);
    folded += f;
    for (let i = 0; i < f.length; i++) origin.push(index);
    index += char.length;
  }
  origin.push(index);
  if (folded.includes('\u0627\u0644')) {
    // The articles `fold` drops, dropped here with their origins.
    const kept: number[] = [];
    let next = '';
    let at = 0;
    for (const match of folded.matchAll(ARTICLE)) {
      next += folded.slice(at, match.index);
      kept.push(...origin.slice(at, match.index));
      at = match.index + match[0].length;
    }
    folded = next + folded.slice(at);
    origin = [...kept, ...origin.slice(at)];
  }
  return { folded, origin };
}

/**
 * Chinese, Japanese and Korean characters, which have no spaces between words; with the kana
 * prolonged sound mark (コーヒー), which Unicode counts as neither script.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+/gu;
/** Letters, digits and the marks folding keeps (an Indic vowel sign is part of its word). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** A surrogate pair: a character outside the Basic Multilingual Plane. */
const ASTRAL = /[\uD800-\uDBFF]/;

export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** The characters and neighbouring pairs of a run of Chinese (or Japanese, Korean) characters. */
function cjkGrams(run: string, into: Set<string>): void {
  const chars = [...run];
  for (let i = 0; i < chars.length; i++) {
    into.add(chars[i]!);
    if (i + 1 < chars.length) into.add(chars[i]! + chars[i + 1]!);
  }
}

/**
 * The tokens queries shorter than three characters match: every Chinese character and pair of
 * neighbouring characters, and every word of one or two letters or digits, folded. Longer queries
 * go to the trigram index, which holds everything else.
 */
export function gramsOf(text: string): string {
  return gramsOfFolded(fold(text)).join(' ');
}

function gramsOfFolded(folded: string): string[] {
  const tokens = new Set<string>();
  for (const match of folded.matchAll(CJK_RUN)) cjkGrams(match[0], tokens);
  for (const match of folded.replace(CJK_RUN, ' ').matchAll(WORD)) {
    if ([...match[0]].length <= 2) tokens.add(match[0]);
  }
  return [...tokens];
}

/** Words of three characters or more are indexed (a query word of three is a prefix of some lexeme). */
const MIN_TAIL = 3;
/**
 * Inside a word, tails of four characters or more: a part of four letters or more is found
 * wherever it is ("schutz" in "Datenschutz"), one of three wherever a letter follows it. A tail
 * of three would only add three letters ending a longer word ("utz"), at one lexeme per word.
 */
const MIN_INNER_TAIL = 4;
/**
 * Words are indexed by their first 60 characters: no language's words are longer, and the tails
 * of a pasted code or link would grow with the square of its length.
 */
const MAX_WORD = 60;
/** PostgreSQL refuses a tsvector of a megabyte: past this many bytes a word adds itself, not its tails. */
const TAIL_BUDGET = 600_000;
const LEXEME_BUDGET = 900_000;

/**
 * The full-text lexemes of a text (PostgreSQL's `terms`, decision 0033): the `grams` tokens, and
 * every word of three or more characters with each of its tails of four or more ("datenschutz",
 * "atenschutz", ..., "hutz"). A query word then matches as a prefix (`schutz:*`) of some tail, which
 * is the same as occurring anywhere in a word (the substring rule of the trigram index, from an
 * inverted index that never rereads the text), except three letters that end a longer word.
 */
export function lexemesOf(text: string): string[] {
  const folded = fold(text);
  return lexemesOfFolded(folded, gramsOfFolded(folded));
}

function lexemesOfFolded(folded: string, grams: readonly string[]): string[] {
  const lexemes = new Set(grams);
  let bytes = 0;
  for (const match of folded.replace(CJK_RUN, ' ').matchAll(WORD)) {
    if (bytes > LEXEME_BUDGET) break;
    const word = match[0];
    // Tails are cut by characters; a word with no surrogate pair has one unit per character.
    const chars = ASTRAL.test(word) ? [...word].slice(0, MAX_WORD) : null;
    const length = chars ? chars.length : Math.min(word.length, MAX_WORD);
    if (length < MIN_TAIL) continue;
    const whole = chars ? chars.join('') : word.slice(0, MAX_WORD);
    const tails = bytes > TAIL_BUDGET ? 1 : Math.max(1, length - MIN_INNER_TAIL + 1);
    for (let i = 0; i < tails; i++) {
      const tail = chars ? chars.slice(i).join('') : whole.slice(i);
      // A lexeme of four or more characters came with its own tails: the rest are there already
      // (a word met before, or a word ending like one met before).
      if (lexemes.has(tail)) break;
      lexemes.add(tail);
      // A lexeme's text (at most three bytes per UTF-16 unit) and its entry in the tsvector.
      bytes += tail.length * 3 + 8;
    }
  }
  return [...lexemes];
}

/**
 * PostgreSQL's title lexemes (`title_terms`, read by suggestions only) carry their row's language,
 * and a title's whole words are also there marked as words' starts: suggestions are asked in one
 * language, and one or two letters are the start of a word. Without the language a German title's
 * words answered an English visitor's letters, thousands of rows read to be dropped; without the
 * starts, "an" was a prefix of a tail in thousands of titles ("Hannah", "finance") for one word
 * starting with it. Lexemes are letters and digits, so neither mark is ever part of one.
 */
export function titleLexeme(lang: string, lexeme: string): string {
  return `${lang}:${lexeme}`;
}

export function wordStartLexeme(lang: string, start: string): string {
  return `${lang}^${start}`;
}

function titleLexemesOf(foldedTitle: string, lang: string): string[] {
  const lexemes = lexemesOfFolded(foldedTitle, gramsOfFolded(foldedTitle)).map((lexeme) => titleLexeme(lang, lexeme));
  const starts = new Set<string>();
  for (const match of foldedTitle.replace(CJK_RUN, ' ').matchAll(WORD)) {
    const word = ASTRAL.test(match[0]) ? [...match[0]].slice(0, MAX_WORD).join('') : match[0].slice(0, MAX_WORD);
    starts.add(wordStartLexeme(lang, word));
  }
  return [...lexemes, ...starts];
}

/**
 * What an index row holds of a title and text, folding them once: the folded text, its `grams`
 * tokens and, when `lexemesIn` names the row's language (PostgreSQL), the lexemes of the whole
 * and those of the title alone.
 */
export function indexedText(
  title: string,
  body: string,
  lexemesIn: string | null,
): { foldedTitle: string; folded: string; grams: string; terms: string[]; titleTerms: string[] } {
  const foldedTitle = fold(title);
  const folded = `${foldedTitle}\n${fold(body)}`;
  const grams = gramsOfFolded(folded);
  const text = { foldedTitle, folded, grams: grams.join(' ') };
  if (lexemesIn === null) return { ...text, terms: [], titleTerms: [] };
  return { ...text, terms: lexemesOfFolded(folded, grams), titleTerms: titleLexemesOf(foldedTitle, lexemesIn) };
}

/**
 * How a term reads in the full-text index (PostgreSQL): `prefixes` that some lexeme must start
 * with (its words of three or more characters, each a prefix of a tail), `tokens` that must be
 * lexemes (its Chinese characters and pairs), and whether these say exactly "contains the term".
 * They do for one word, or one or two Chinese characters; for a phrase, a longer Chinese word or a
 * word with punctuation in it they only narrow, and the folded text is compared as well.
 */
export function termLexemes(term: Term): { prefixes: string[]; tokens: string[]; exact: boolean } {
  if (term.tokens) return { prefixes: [], tokens: term.tokens, exact: true };
  const prefixes: string[] = [];
  const tokens: string[] = [];
  let pieces = 0;
  let loose = false;
  for (const match of term.text.matchAll(CJK_RUN)) {
    pieces++;
    const chars = [...match[0]];
    if (chars.length === 1) tokens.push(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
    if (chars.length > 2) loose = true;
  }
  for (const match of term.text.replace(CJK_RUN, ' ').matchAll(WORD)) {
    pieces++;
    const chars = [...match[0]];
    if (chars.length > MAX_WORD) loose = true;
    if (chars.length >= MIN_TAIL) prefixes.push(chars.slice(0, MAX_WORD).join(''));
  }
  const single = pieces === 1 && !loose && !/[^\p{L}\p{M}\p{N}]/u.test(term.text);
  return { prefixes: [...new Set(prefixes)], tokens: [...new Set(tokens)], exact: single && prefixes.length + tokens.length > 0 };
}

/** One thing the query asks for: every result must contain each term. */
export interface Term {
  /** Folded, whitespace squeezed. */
  text: string;
  /** Shorter than three characters: matched against the `grams` tokens, all of these required. */
  tokens: string[] | null;
}

const MAX_TERMS = 8;
const QUOTES = /["“”„«»「」『』]/u;
const SEPARATORS = /[\s,;，；、。！？!?()（）[\]【】،؛؟]+/u;

/** Trims characters that are neither letters nor digits from a term's ends ("(Müller)," → "Müller"). */
function trimPunctuation(text: string): string {
  return text.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');
}

function termOf(raw: string): Term | null {
  const text = squeeze(fold(raw));
  if (!text) return null;
  if ([...text].length >= 3) return { text, tokens: null };
  const tokens = new Set<string>();
  for (const match of text.matchAll(CJK_RUN)) {
    const chars = [...match[0]];
    // A pair of characters is one token; a single character its own.
    tokens.add(chars.length === 2 ? chars.join('') : chars[0]!);
  }
  for (const match of text.replace(CJK_RUN, ' ').matchAll(WORD)) tokens.add(match[0]);
  return tokens.size ? { text, tokens: [...tokens] } : null;
}

/**
 * The terms of a query: quoted phrases as they are, other words one by one (several words mean
 * all of them). Duplicates go; at most eight terms count.
 */
export function parseQuery(query: string): Term[] {
  const terms: Term[] = [];
  const parts = query.split(QUOTES);
  parts.forEach((part, index) => {
    // Odd parts were between quotes.
    const pieces = index % 2 === 1 ? [trimPunctuation(squeeze(part))] : part.split(SEPARATORS).map(trimPunctuation);
    for (const piece of pieces) {
      const term = termOf(piece);
      if (term && !terms.some((t) => t.text === term.text)) terms.push(term);
    }
  });
  return terms.slice(0, MAX_TERMS);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The ranges of `text` (UTF-16 offsets into the original) that match a term, merged and in order. */
function matchRanges(text: string, terms: readonly Term[]): [number, number][] {
  const { folded, origin } = foldWithOffsets(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    const needles = term.tokens ?? [term.text];
    for (const needle of needles) {
      if (!needle) continue;
      let at = folded.indexOf(needle);
      while (at !== -1) {
        ranges.push([origin[at]!, origin[at + needle.length]!]);
        at = folded.indexOf(needle, at + needle.length);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** `text` escaped as HTML, with the ranges in `<mark>`: the only markup in the answer. */
function markRanges(text: string, ranges: readonly [number, number][], from = 0, to = text.length): string {
  let html = '';
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    html += escapeHtml(text.slice(at, s)) + '<mark>' + escapeHtml(text.slice(s, e)) + '</mark>';
    at = e;
  }
  return html + escapeHtml(text.slice(at, to));
}

/** The whole text, escaped, with the matched words marked (titles). */
export function marked(text: string, terms: readonly Term[]): string {
  return markRanges(text, matchRanges(text, terms));
}

const SNIPPET_LENGTH = 200;
const SNIPPET_LEAD = 60;

/**
 * A passage of about 200 characters around the first match, escaped, with the matched words
 * marked; the text's beginning when nothing in it matches (the title did).
 */
export function snippet(text: string, terms: readonly Term[]): string {
  if (!text) return '';
  const ranges = matchRanges(text, terms);
  let start = 0;
  if (ranges.length && ranges[0]![0] > SNIPPET_LEAD) {
    start = ranges[0]![0] - SNIPPET_LEAD;
    // Start at a word where there are words (not inside Chinese text, which has no spaces).
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < ranges[0]![0]) start = space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + SNIPPET_LENGTH / 2) end = space;
  }
  // Never cut a surrogate pair in two.
  if (start > 0 && /[\uDC00-\uDFFF]/.test(text[start]!)) start -= 1;
  if (end < text.length && /[\uDC00-\uDFFF]/.test(text[end]!)) end += 1;
  return (start > 0 ? '… ' : '') + markRanges(text, ranges, start, end) + (end < text.length ? ' …' : '');
}
