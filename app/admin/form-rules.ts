/**
 * The back office's form checks are the contract's: a field is checked by the zod schema of the
 * field the route reads, and refused in the words the API would use (contract/validation-words.ts)
 * in the admin's language, so a limit or a pattern lives in `contract/` only.
 *
 * Whether a field must be filled in stays with the form (`{ required }`): it often depends on the
 * screen (a language that is included, an account that has two-step sign-in). These rules check
 * what was entered and let an empty field pass.
 *
 * Free of React, so the unit tests run it on the real schemas; `useSchemaRules` (use-schema-rules.ts)
 * gives it the admin's language.
 */
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { isSpecLanguage, type Lang } from '../../contract/languages.js';
import { describeIssue, type ValidationKey, type ValidationVars } from '../../contract/validation-issues.js';
import { VALIDATION_WORDS } from '../../contract/validation-words.js';

/** Checks that words are about the value's length or size: a field's own hint would not explain them. */
const SIZE_KEYS: ReadonlySet<ValidationKey> = new Set(['validation.tooShort', 'validation.tooLong', 'validation.tooSmall', 'validation.tooBig']);

export interface SchemaRuleOptions {
  /** The form's own words for a value of the wrong form (a pattern, a link), e.g. a hint that shows an example. */
  invalid?: string;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function words(lang: Lang, key: ValidationKey, vars: ValidationVars = {}): string {
  // A type name would mean nothing to the reader: the value is "not valid".
  const name = (key === 'validation.type' ? 'pattern' : key.slice('validation.'.length)) as keyof (typeof VALIDATION_WORDS)['en_US'];
  // antd puts the field's label in for `${label}`.
  const all: ValidationVars = { ...vars, label: '${label}' };
  // The back office speaks the spec's three; any other language reads English.
  return (isSpecLanguage(lang) ? VALIDATION_WORDS[lang] : VALIDATION_WORDS.en_US)[name].replace(/\{\{(\w+)\}\}/g, (whole, variable: string) => String(all[variable] ?? whole));
}

/**
 * The message for a value the schema refuses, or null when it accepts it. Empty values are the
 * form's `required` rule's to judge.
 */
export function schemaMessage(schema: z.ZodType, value: unknown, lang: Lang, options: SchemaRuleOptions = {}): string | null {
  if (isEmpty(value)) return null;
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const { key, vars } = describeIssue(issue, value);
  if (options.invalid && !SIZE_KEYS.has(key)) return options.invalid;
  return words(lang, key, vars);
}

/** antd rules that check a field with the contract's schema of it, worded in `lang`. */
export function schemaRules(schema: z.ZodType, lang: Lang, options: SchemaRuleOptions = {}): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const message = schemaMessage(schema, value, lang, options);
        return message === null ? Promise.resolve() : Promise.reject(new Error(message));
      },
    },
  ];
}
