/**
 * Server-side helpers of the people pages: reading ids and filters from an address (a malformed
 * value is ignored, never an error), answering 404 for records the services do not know, and
 * writing a lawyer's vCard (3.0, RFC 2426: what address books read best).
 */
import { data } from 'react-router';
import { typedWords } from './typed-words.js';
import { phoneDigits } from './urls.js';

/** Largest id the database's integer columns hold: anything above cannot name a record. */
const MAX_ID = 2_147_483_647;
/** Pages beyond this are not worth a query (offsets stay small). */
const MAX_PAGE = 10_000;
const KEYWORD_MAX = 200;

/** A record id written in decimal digits, else undefined. */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

export interface PeopleFilters {
  jobId?: number | undefined;
  officeId?: number | undefined;
  practiceAreaId?: number | undefined;
  keyword?: string | undefined;
  page: number;
}

/** The filters of the people list from its query string; what cannot be read is left out. */
export function peopleFilters(params: URLSearchParams): PeopleFilters {
  const keyword = typedWords(params.get('keyword'), KEYWORD_MAX);
  return {
    jobId: parseId(params.get('jobId')),
    officeId: parseId(params.get('officeId')),
    practiceAreaId: parseId(params.get('practiceAreaId')),
    keyword: keyword || undefined,
    page: Math.min(parseId(params.get('page')) ?? 1, MAX_PAGE),
  };
}

/** A service error that means "no such record" (the services throw an error with status 404). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 404;
}

/** Runs a service call, turning "no such record" into the page's 404. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}

/** Runs a service call, turning "no such record" into undefined. */
export async function orUndefined<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

// ---------------------------------------------------------------------------------- vCard

/** A text value escaped for a vCard (RFC 2426 section 4): backslash, comma, semicolon, newline. */
export function vcardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 2426 section 2.6, RFC 6350 section 3.2): CRLF and one
 * space before each continuation, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // The leading space of a continuation counts towards its 75 octets.
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Family and given name for `N`, from a full name written the way its language writes it. */
export function nameParts(fullName: string): { family: string; given: string } {
  const name = fullName.trim();
  // Transliterated names written with a middle dot: given names first, family name last.
  const dotted = name.split(/\s*[·・•]\s*/).filter(Boolean);
  if (dotted.length > 1) return { family: dotted.at(-1)!, given: dotted.slice(0, -1).join(' ') };
  // A Chinese, Japanese or Korean name without spaces: the family name comes first.
  if (!/\s/.test(name) && /^[\p{Script=Han}\p{Script=Hangul}]{2,4}$/u.test(name)) {
    return { family: name.slice(0, 1), given: name.slice(1) };
  }
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2) return { family: name, given: '' };
  return { family: words.at(-1)!, given: words.slice(0, -1).join(' ') };
}

/** A file name of plain ASCII letters, digits and dashes (`jose-ramirez`), or '' when nothing is left. */
export function asciiFileName(name: string): string {
  return name
    .replace(/ß/g, 'ss')
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Øø]/g, 'o')
    .replace(/[Œœ]/g, 'oe')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, '');
}

export interface VcardPerson {
  name: string;
  /** The jobs, joined the way the language writes lists. */
  title: string;
  org: string | null;
  email: string | null;
  phone: string | null;
  office: { name: string; address: string | null } | null;
  url: string;
  /** The portrait as JPEG bytes (embedded), or the address of a picture elsewhere. */
  photo: { jpeg: Buffer } | { uri: string } | null;
}

/**
 * A vCard 3.0 of a lawyer: CRLF line ends, text values escaped, long lines folded, the photo
 * embedded as a JPEG (address books read 4.0 and WebP poorly, and often do not fetch a URI).
 */
export function vcard(person: VcardPerson): string {
  const { family, given } = nameParts(person.name);
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `FN:${vcardText(person.name)}`, `N:${vcardText(family)};${vcardText(given)};;;`];
  if (person.title) lines.push(`TITLE:${vcardText(person.title)}`);
  if (person.org) lines.push(`ORG:${vcardText(person.org)}`);
  if (person.email) lines.push(`EMAIL;TYPE=INTERNET,WORK:${vcardText(person.email)}`);
  if (person.phone) {
    const digits = phoneDigits(person.phone);
    lines.push(`TEL;TYPE=WORK,VOICE:${digits || vcardText(person.phone)}`);
  }
  if (person.office) {
    const { name, address } = person.office;
    // Components: post office box; extended address; street address; locality; region; postal code; country.
    lines.push(`ADR;TYPE=WORK:;${vcardText(name)};${vcardText(address ?? '')};;;;`);
    lines.push(`LABEL;TYPE=WORK:${vcardText([name, address].filter(Boolean).join('\n'))}`);
  }
  // URIs are not text values: no escaping, but never a line break inside.
  lines.push(`URL:${person.url.replace(/\s/g, '')}`);
  if (person.photo && 'jpeg' in person.photo) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${person.photo.jpeg.toString('base64')}`);
  else if (person.photo) lines.push(`PHOTO;VALUE=uri:${person.photo.uri.replace(/\s/g, '')}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------- filters

interface NamedOption {
  id: number;
  no: string;
}

/**
 * The option of a filter that names the same item as `id` in the page's language: a link from
 * another language carries that language's version id, and the select should still show it.
 * Undefined when `id` names nothing the list offers (the filter is then ignored).
 */
export async function optionId(
  id: number | undefined,
  options: readonly NamedOption[],
  itemOf: (id: number) => Promise<{ no: string }>,
): Promise<number | undefined> {
  if (id === undefined) return undefined;
  if (options.some((o) => o.id === id)) return id;
  const item = await orUndefined(itemOf(id));
  return item ? options.find((o) => o.no === item.no)?.id : undefined;
}
