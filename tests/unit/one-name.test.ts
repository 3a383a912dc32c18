/**
 * One name per concept (issue 16.3): inside the code a practice area is a "practice area"
 * (`practiceArea`, `practice-area`, `practice_area`). The other names survive only where the spec
 * or a stored record fixes them (decision 0036): the API's paths and fields, the back office's and
 * the site's addresses, the spec's labels "Expertise" and "All Expertise", the database's table
 * names and the audit log's entity name. Migrations are history and are not read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['server', 'app', 'contract', 'tests', 'bench', 'scripts'];
const THIS_FILE = 'tests/unit/one-name.test.ts';

/** Any spelling of the other names. */
const OTHER_NAMES = /professional[-_]?field|pro[-_]?field|expertise/gi;

/** Where the spec or a stored record fixes the other name, each with why. */
const KEPT: { why: string; pattern: RegExp }[] = [
  { why: 'the API paths /admin/professionalField and /user/professionalField', pattern: /\/professionalField\b/g },
  { why: "the API's fields and query parameters", pattern: /\b(?:proFieldIds|proFieldId|proFields|professionalFieldId)\b/g },
  { why: "the database's tables and indexes", pattern: /\bprofessional_field\w*/g },
  { why: "the audit log's entity name, as a value or a filter, and the API's tag (stored entries cannot change)", pattern: /'professionalField'|\bentity=professionalField\b/g },
  { why: 'the site address /expertises and the back office addresses /admin/expertise/*', pattern: /(?:\/|'|\(|\|)expertises?\b(?!\.)/g },
  { why: 'the spec\'s labels "Expertise" and "All Expertise"', pattern: /\b(?:nav|menu)\.expertise\b|\ballExpertise\b|^\s+expertise: '[^']*',|'(?:All )?Expertise'/gm },
  { why: 'a stock picture and prose', pattern: /banner[-:]expertise|sound expertise/g },
  { why: 'the French labels, where a practice area is a "domaine d’expertise"', pattern: /d’expertise|Toutes les expertises/g },
];

/** Files where the audit entity is an object key, and the revisions' table keyed by API path. */
const KEYED_BY_STORED_NAME = new Set(['server/modules/audit/record.ts', 'server/modules/audit/item-titles.ts', 'server/modules/audit/entry-revisions.ts', 'server/modules/revisions/routes.ts', 'app/i18n/admin/en_US.ts', 'app/i18n/admin/de_DE.ts', 'app/i18n/admin/zh_CN.ts']);

function sources(): string[] {
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|css)$/.test(file))
      .map((file) => path.join(folder, file).split(path.sep).join('/')),
  ).filter((file) => !file.includes('/migrations/') && file !== THIS_FILE);
}

function otherNamesIn(file: string): string[] {
  let text = fs.readFileSync(path.join(root, file), 'utf8');
  for (const { pattern } of KEPT) text = text.replace(pattern, '');
  if (KEYED_BY_STORED_NAME.has(file)) text = text.replace(/\bprofessionalField:/g, '');
  return (text.match(OTHER_NAMES) ?? []).map((name) => `${file}: ${name}`);
}

describe('one name for a practice area', () => {
  it('calls it a practice area everywhere the spec leaves the name free', () => {
    expect(sources().flatMap(otherNamesIn)).toEqual([]);
  });

  it('finds the other names where they are not kept', () => {
    const file = 'server/modules/practice-area/service.ts';
    expect(fs.existsSync(path.join(root, file))).toBe(true);
    const planted = 'const professionalFieldService = createExpertise(proFieldIdsOf);';
    let text = planted;
    for (const { pattern } of KEPT) text = text.replace(pattern, '');
    expect(text.match(OTHER_NAMES)).toEqual(['professionalField', 'Expertise', 'proField']);
  });
});
