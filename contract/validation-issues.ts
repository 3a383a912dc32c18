/**
 * Which message a value refused by a contract schema gets: the server words its 400 answers with
 * it, the back office its form checks (app/admin/form-rules.ts), so both say the same of the same
 * value. The words themselves are in validation-words.ts.
 */
import type { z } from 'zod';
import type { ValidationWords } from './validation-words.js';

/** A key of the message files' `validation` section, e.g. `validation.tooLong`. */
export type ValidationKey = `validation.${keyof ValidationWords}`;
export type ValidationVars = Record<string, string | number>;
type Described = { key: ValidationKey; vars?: ValidationVars };

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** zod's type names that have words in the message files (`types.*`); any other is a "value". */
const typeNames = new Set(['string', 'number', 'int', 'boolean', 'array', 'object']);

/**
 * A union whose branches are all fixed values (`0 | 1 | boolean`) is worded as "one of"; any
 * other union as its first branch's first problem, which is the form most values take.
 */
function describeUnion(issue: z.core.$ZodIssueInvalidUnion, data: unknown): Described {
  const values: string[] = [];
  let onlyValues = issue.errors.length > 0;
  for (const branch of issue.errors) {
    for (const inner of branch) {
      if (inner.code === 'invalid_value') values.push(...inner.values.map(String));
      else if (inner.code === 'invalid_type' && inner.expected === 'boolean') values.push('true', 'false');
      else onlyValues = false;
    }
  }
  if (onlyValues && values.length) return { key: 'validation.oneOf', vars: { values: [...new Set(values)].join(', ') } };
  const first = issue.errors[0]?.[0];
  return first ? describeIssue({ ...first, path: issue.path }, data) : { key: 'validation.pattern' };
}

/** Turns one zod issue into a message key and its variables. */
export function describeIssue(issue: z.core.$ZodIssue, data: unknown): Described {
  const value = valueAt(data, issue.path);
  // Whatever the rule, a value that is not there at all asks to be entered.
  if (issue.code !== 'unrecognized_keys' && (value === undefined || value === null || value === '')) return { key: 'validation.required' };
  switch (issue.code) {
    case 'invalid_type':
      if (Array.isArray(value) && issue.expected !== 'array') return { key: 'validation.single' };
      if (issue.expected === 'int') return { key: 'validation.integer' };
      return { key: 'validation.type', vars: { type: typeNames.has(issue.expected) ? issue.expected : 'value' } };
    case 'invalid_union':
      return describeUnion(issue, data);
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required' }
          : { key: 'validation.tooShort', vars: { min: Number(issue.minimum) } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { key: 'validation.tooFewItems', vars: { min: Number(issue.minimum) } };
      }
      return { key: 'validation.tooSmall', vars: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.tooLong', vars: { max: Number(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { key: 'validation.tooManyItems', vars: { max: Number(issue.maximum) } };
      }
      return { key: 'validation.tooBig', vars: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.pattern' };
    case 'invalid_value':
      return { key: 'validation.oneOf', vars: { values: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    case 'invalid_key': {
      // A record keyed by language: the key's own problem ("one of" the site's languages).
      const inner = issue.issues[0];
      return inner?.code === 'invalid_value' ? { key: 'validation.oneOf', vars: { values: inner.values.map(String).join(', ') } } : { key: 'validation.pattern' };
    }
    case 'custom': {
      const params = issue.params as { messageKey?: ValidationKey; vars?: ValidationVars } | undefined;
      if (params?.messageKey) return { key: params.messageKey, vars: params.vars };
      return { key: 'validation.pattern' };
    }
    default:
      return { key: 'validation.pattern' };
  }
}
