/**
 * Messages with the plural forms a language needs beyond English's. English writes a counted label
 * as `key_one` and `key_other` (or `key` and `key_one`); French and Spanish also have `many`
 * ("1 000 000 de résultats"), Arabic `zero`, `two`, `few` and `many`. Both translators pick
 * `key_<category>` by `Intl.PluralRules` and fall back to `key_other`, then `key`, so a language
 * adds only the forms it uses. The result still has every key of `T`, so it can stand where `T`
 * is expected.
 */
export type WithPluralForms<T, Category extends 'zero' | 'two' | 'few' | 'many'> = {
  [K in keyof T]: T[K] extends string ? string : WithPluralForms<T[K], Category>;
} & { [K in keyof T & string as K extends `${infer Base}_one` ? `${Base}_${Category}` : never]?: string };
