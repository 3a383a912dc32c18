/**
 * The back office's form checks are the contract's schemas (issue 16, point 1): a limit or a
 * pattern changed in `contract/` changes what the form refuses, worded in the admin's language,
 * and no admin form keeps a copy of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaMessage, schemaRules } from '../../app/admin/form-rules.js';
import { newsElement } from '../../contract/article.js';
import { createUserBody } from '../../contract/users.js';
import { bannerElement } from '../../contract/banner.js';
import { lawyerElement } from '../../contract/lawyer.js';
import { mediaAltBody } from '../../contract/media.js';
import { portalConfigBody } from '../../contract/portal-config.js';
import { TITLE_MAX } from '../../contract/content.js';
import { PASSWORD_MIN_LENGTH } from '../../contract/auth.js';

/** What antd shows: the rule's message with the field's label put in for `${label}`. */
function shown(message: string | null, label: string): string | null {
  return message === null ? null : message.replaceAll('${label}', label);
}

describe('form rules from the contract', () => {
  const title = newsElement.shape.title;

  it('refuses a title one character over the contract limit, in each admin language', () => {
    const tooLong = 'x'.repeat(TITLE_MAX + 1);
    expect(shown(schemaMessage(title, tooLong, 'en_US'), 'Title')).toBe(`Title cannot be longer than ${TITLE_MAX} characters`);
    expect(shown(schemaMessage(title, tooLong, 'de_DE'), 'Titel')).toBe(`Titel darf höchstens ${TITLE_MAX} Zeichen lang sein`);
    expect(shown(schemaMessage(title, tooLong, 'zh_CN'), '标题')).toBe(`标题不能超过 ${TITLE_MAX} 个字符`);
    expect(schemaMessage(title, 'x'.repeat(TITLE_MAX), 'en_US')).toBeNull();
  });

  it('follows the schema it is given: another limit, another rule', () => {
    const shorter = z.string().trim().max(5);
    expect(schemaMessage(shorter, 'abcdef', 'en_US')).toBe('${label} cannot be longer than 5 characters');
    expect(schemaMessage(shorter, 'abcde', 'en_US')).toBeNull();
  });

  it('checks a banner link as the server does, and words it with the form\'s hint', () => {
    const link = bannerElement.shape.linkUrl;
    for (const bad of ['//evil.example/x', 'ftp://files.example.com/a', 'javascript:alert(1)', 'www.example.com']) {
      expect(bannerElement.shape.linkUrl.safeParse(bad).success).toBe(false);
      expect(schemaMessage(link, bad, 'en_US', { invalid: 'Enter a page of this site' })).toBe('Enter a page of this site');
    }
    for (const good of ['/people', 'https://example.com/path?q=1', 'http://example.com']) expect(schemaMessage(link, good, 'en_US')).toBeNull();
    // A length is worded as a length even where the form has its own hint.
    expect(schemaMessage(link, `https://example.com/${'a'.repeat(2048)}`, 'en_US', { invalid: 'hint' })).toBe('${label} cannot be longer than 2048 characters');
  });

  it('checks an account name with the contract pattern', () => {
    const account = createUserBody.shape.loginAccount;
    expect(shown(schemaMessage(account, 'ab', 'en_US'), 'Account')).toBe('Account must be 3 to 64 letters, digits or . _ @ -');
    expect(schemaMessage(account, 'has space', 'de_DE', { invalid: 'Hinweis' })).toBe('Hinweis');
    expect(schemaMessage(account, 'anna.berg@firm', 'en_US')).toBeNull();
  });

  it('asks for the contract password length', () => {
    const password = createUserBody.shape.password;
    expect(shown(schemaMessage(password, 'too short', 'en_US'), 'Password')).toBe(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
    expect(schemaMessage(password, 'x'.repeat(PASSWORD_MIN_LENGTH), 'en_US')).toBeNull();
  });

  it('words e-mail, phone, whole numbers and alternative texts without a type name or a pattern', () => {
    const messages = [
      schemaMessage(lawyerElement.shape.email, 'not-an-email', 'en_US'),
      schemaMessage(lawyerElement.shape.phoneNumber, 'call me', 'zh_CN'),
      schemaMessage(portalConfigBody.shape.lawyerCount, 1.5, 'de_DE'),
      schemaMessage(portalConfigBody.shape.lawyerCount, -1, 'de_DE'),
      schemaMessage(mediaAltBody.shape.alt.valueType, 'a'.repeat(301), 'en_US'),
    ];
    expect(messages).toEqual([
      '${label} is not a valid email address',
      '${label}只能包含数字、空格和 + - ( ) / .',
      '${label} muss eine ganze Zahl sein',
      '${label} darf nicht kleiner als 0 sein',
      'A text alternative cannot be longer than 300 characters',
    ]);
  });

  it('leaves an empty field to the form\'s required rule', async () => {
    for (const empty of [undefined, null, '', '   ']) expect(schemaMessage(title, empty, 'en_US')).toBeNull();
    const [rule] = schemaRules(title, 'en_US');
    const validator = (rule as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator;
    await expect(validator({}, 'x'.repeat(TITLE_MAX + 1))).rejects.toThrow(`\${label} cannot be longer than ${TITLE_MAX} characters`);
    await expect(validator({}, 'A title')).resolves.toBeUndefined();
  });
});

describe('admin forms keep no copy of a limit', () => {
  const roots = ['app/admin', 'app/routes/admin', 'app/components/admin'];
  const files = roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => path.join(root, name)),
  );

  it('finds the admin forms', () => {
    expect(files).toContain(path.join('app/routes/admin', 'users.tsx'));
    expect(files.length).toBeGreaterThan(20);
  });

  it('has no length, range or pattern written into an antd rule, and no pattern constant of its own', () => {
    const copies: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // An antd rule object (`{ max: 200 }`, `{ required: true, pattern: /…/ }`); a message's
          // variables (`t('key', { max })`) are not one.
          const rule = /(?<!['"]\s*,\s*)\{\s*(?:[a-z]+:\s*[^,{}]+,\s*)*(?:max|min|len|pattern)\s*:/.test(line);
          const typeCheck = /\btype:\s*'(?:email|url|integer|number|float)'/.test(line);
          const copy = rule || typeCheck || /const [A-Z_]+_PATTERN\s*=/.test(line);
          if (copy) copies.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(copies).toEqual([]);
  });
});
