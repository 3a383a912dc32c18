/**
 * Which language tab of an edit form is shown (LanguageTabs records it), for the actions that
 * work on the language in front of the editor, such as a preview (decision 0025).
 */
import type { FormInstance } from 'antd';
import type { Lang } from '../../contract/languages';

const shown = new WeakMap<FormInstance, Lang>();

export function setShownLanguage(form: FormInstance, lang: Lang): void {
  shown.set(form, lang);
}

export function shownLanguage(form: FormInstance): Lang | undefined {
  return shown.get(form);
}
