/**
 * A required field's check in words that fit its control (issue 46.5): "Please enter the title"
 * for what is typed, "Please select a folder" for a choice, "Please upload the cover" for a
 * picture; "Bitte Ordner auswählen", "请选择文件夹". antd's own would say "Please enter Folder".
 */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export type RequiredControl = 'input' | 'select' | 'upload';

const KEY = { input: 'formCheck.requiredInput', select: 'formCheck.requiredSelect', upload: 'formCheck.requiredUpload' } as const;

/** The words for a required field left empty, naming it by its label. */
export function requiredMessage(t: TFunction, label: string, control: RequiredControl = 'input'): string {
  // "a folder", but "an office": the English words have a form for labels that start with a vowel.
  return t(KEY[control], { field: label, context: control === 'select' && /^[aeiou]/i.test(label) ? 'vowel' : undefined });
}

/** `required(label, control, when)`: the rule of a field that must be filled in (when `when`), in the admin's language. */
export function useRequired(): (label: string, control?: RequiredControl, when?: boolean) => FormRule {
  const { t } = useTranslation();
  return (label, control = 'input', when = true) => ({ required: when, message: requiredMessage(t, label, control) });
}
