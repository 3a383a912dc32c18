/**
 * A lawyer's vCard as address books read it best (issue 12.10): version 3.0 (RFC 2426) with the
 * photo embedded as a JPEG of a sane size, lines folded at 75 octets, `\`, `,` and `;` escaped.
 * Checked by parsing the card back.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, type WebApp } from '../helpers/web.js';

interface Property {
  name: string;
  params: Record<string, string[]>;
  value: string;
}

/** Unescapes a text value (RFC 2426 section 4): `\\`, `\,`, `\;` and `\n`. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** Splits at `separator` where it is not escaped by a backslash. */
function splitUnescaped(value: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    if (char === '\\' && i + 1 < value.length) {
      current += char + value[i + 1];
      i++;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** A vCard 3.0 parsed into its properties, checking the line rules on the way. */
function parseVcard(card: string): Property[] {
  expect(card.endsWith('\r\n')).toBe(true);
  const physical = card.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8'), line.slice(0, 30)).toBeLessThanOrEqual(75);
  const logical = card.slice(0, -2).replace(/\r\n[ \t]/g, '').split('\r\n');
  return logical.map((line) => {
    // The value starts after the first colon outside a quoted parameter value.
    let quoted = false;
    let colon = -1;
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '"') quoted = !quoted;
      else if (line[i] === ':' && !quoted) {
        colon = i;
        break;
      }
    }
    expect(colon, line).toBeGreaterThan(0);
    const [name, ...rawParams] = line.slice(0, colon).split(';');
    const params: Record<string, string[]> = {};
    for (const param of rawParams) {
      const [key, value = ''] = param.split('=');
      params[key!.toUpperCase()] = [...(params[key!.toUpperCase()] ?? []), ...value.split(',').map((v) => v.toUpperCase())];
    }
    return { name: name!.toUpperCase(), params, value: line.slice(colon + 1) };
  });
}

const one = (properties: Property[], name: string) => {
  const found = properties.filter((p) => p.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};

describe('the vCard, parsed back', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  let eleanorId: number;

  beforeAll(async () => {
    web = await createWebApp();
    app = web.app;
    token = await web.adminToken();
    const lawyers = (await app.inject({ method: 'GET', url: '/api/user/lawyerTeam?pageSize=100', headers: { lang: 'en_US' } })).json().result as { id: number; name: string }[];
    eleanorId = lawyers.find((l) => l.name === 'Eleanor Marlowe')!.id;
  });
  afterAll(async () => web?.close());

  it('is a vCard 3.0 with the contact details and an embedded JPEG photo of at most 480 px', async () => {
    const response = await app.inject({ method: 'GET', url: `/people/detail/${eleanorId}/vcard?lang=en_US` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    const card = parseVcard(response.body);
    expect(card[0]).toMatchObject({ name: 'BEGIN', value: 'VCARD' });
    expect(card[1]).toMatchObject({ name: 'VERSION', value: '3.0' });
    expect(card.at(-1)).toMatchObject({ name: 'END', value: 'VCARD' });
    // Properties vCard 3.0 does not know are not written.
    expect(card.map((p) => p.name)).not.toContain('KIND');

    expect(unescapeText(one(card, 'FN').value)).toBe('Eleanor Marlowe');
    expect(splitUnescaped(one(card, 'N').value, ';').map(unescapeText)).toEqual(['Marlowe', 'Eleanor', '', '', '']);
    expect(unescapeText(one(card, 'TITLE').value)).toBe('Managing Partner, Partner');
    expect(unescapeText(one(card, 'ORG').value)).toBe('Marlowe Kessler & Shen');
    const email = one(card, 'EMAIL');
    expect(email.params.TYPE).toEqual(expect.arrayContaining(['INTERNET', 'WORK']));
    expect(email.value).toMatch(/^[^@\s]+@[^@\s]+$/);
    const tel = one(card, 'TEL');
    expect(tel.params.TYPE).toEqual(expect.arrayContaining(['WORK', 'VOICE']));
    expect(tel.value).toBe('+442079460101');
    const adr = one(card, 'ADR');
    expect(adr.params.TYPE).toEqual(['WORK']);
    expect(splitUnescaped(adr.value, ';').map(unescapeText)).toEqual([
      '', 'London (Headquarters)', '4th Floor, 18 Ravensbourne Court, London EC2V 8AY, United Kingdom', '', '', '', '',
    ]);
    expect(one(card, 'URL').value).toBe(`http://127.0.0.1:3000/people/detail/${eleanorId}?lang=en_US`);

    const photo = one(card, 'PHOTO');
    expect(photo.params).toEqual({ ENCODING: ['B'], TYPE: ['JPEG'] });
    const jpeg = Buffer.from(photo.value, 'base64');
    expect(jpeg.toString('base64')).toBe(photo.value);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThanOrEqual(480);
    expect(jpeg.length).toBeLessThan(100_000);
  });

  it('escapes backslashes, commas and semicolons so that they read back as written', async () => {
    const name = 'Anne-Marie O’Neil, KC; Back\\slash';
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/lawyerTeam',
      headers: { authorization: token, lang: 'en_US' },
      payload: [{ lang: 'en_US', name, email: 'anne@example.com', phoneNumber: '+44 (20) 7946-0999' }],
    });
    expect(created.statusCode).toBe(200);
    const id = (created.json().result as { id: number }).id;
    const response = await app.inject({ method: 'GET', url: `/people/detail/${id}/vcard?lang=en_US` });
    const card = parseVcard(response.body);
    expect(card[1]).toMatchObject({ name: 'VERSION', value: '3.0' });
    expect(unescapeText(one(card, 'FN').value)).toBe(name);
    expect(splitUnescaped(one(card, 'N').value, ';').map(unescapeText).slice(0, 2)).toEqual(['Back\\slash', 'Anne-Marie O’Neil, KC;']);
    expect(card.map((p) => p.name)).not.toContain('PHOTO');
  });

  it('folds a long Chinese card at 75 octets without splitting a character', async () => {
    const response = await app.inject({ method: 'GET', url: `/people/detail/${eleanorId}/vcard?lang=zh_CN` });
    const card = parseVcard(response.body);
    expect(unescapeText(one(card, 'FN').value)).toBe('埃莉诺·马洛');
    expect(unescapeText(one(card, 'TITLE').value)).toBe('管理合伙人、合伙人');
    expect(response.body).not.toContain('\uFFFD');
  });
});
