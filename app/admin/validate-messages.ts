/**
 * The words antd's form checks use in each admin language, where antd's own would show a type
 * name or a regular expression ("电子邮箱不是一个有效的email", "does not match the pattern
 * /^https?:\/\//i"). antd fills in `${label}`; a rule with its own `message` keeps it.
 */
import type { FormProps } from 'antd';
import type { SpecLang } from '../../contract/languages';

type ValidateMessages = NonNullable<FormProps['validateMessages']>;

function messages(words: { invalid: string; email: string; url: string; integer: string; number: string }): ValidateMessages {
  const { invalid } = words;
  return {
    default: invalid,
    types: {
      string: invalid,
      method: invalid,
      array: invalid,
      object: invalid,
      number: words.number,
      date: invalid,
      boolean: invalid,
      integer: words.integer,
      float: words.number,
      regexp: invalid,
      email: words.email,
      url: words.url,
      hex: invalid,
    },
    pattern: { mismatch: invalid },
  };
}

export const VALIDATE_MESSAGES: Record<SpecLang, ValidateMessages> = {
  en_US: messages({
    invalid: '${label} is not valid',
    email: '${label} is not a valid e-mail address',
    url: '${label} is not a valid web address',
    integer: '${label} must be a whole number',
    number: '${label} must be a number',
  }),
  de_DE: messages({
    invalid: '${label} ist nicht gültig',
    email: '${label} ist keine gültige E-Mail-Adresse',
    url: '${label} ist keine gültige Webadresse',
    integer: '${label} muss eine ganze Zahl sein',
    number: '${label} muss eine Zahl sein',
  }),
  zh_CN: messages({
    invalid: '${label}无效',
    email: '${label}不是有效的邮箱地址',
    url: '${label}不是有效的网址',
    integer: '${label}必须是整数',
    number: '${label}必须是数字',
  }),
};
