/**
 * Errors of a translated form that may sit on a language tab the editor is not looking at. The
 * save (useTranslatedSave) reports them here, whether the browser's check or the server found
 * them; the form's LanguageTabs shows a count on each tab, opens the first tab with an error and
 * focuses its first field. Without this, Save with an error on a hidden tab did nothing visible.
 */
import { App as AntdApp, type FormInstance } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName, type Lang } from '../../contract/languages';
import { siteLanguages } from '../../contract/site-languages';

type NamePath = readonly (string | number)[];
interface FieldErrors {
  name: NamePath;
  errors: readonly string[];
}

export interface TabErrors {
  /** Fields with an error, per language tab. */
  counts: Partial<Record<Lang, number>>;
  /** Asks the tabs to open this language and focus its first field with an error. */
  open: { lang: Lang; request: number } | null;
}

type Listener = () => void;

/** One form's tab errors, kept outside React so the save and the tabs need no shared parent. */
class TabErrorChannel {
  state: TabErrors = { counts: {}, open: null };
  private readonly listeners = new Set<Listener>();
  private requests = 0;

  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly read = () => this.state;

  update(counts: TabErrors['counts'], open?: Lang) {
    const same = siteLanguages().languages.every((lang) => counts[lang] === this.state.counts[lang]);
    if (same && !open) return;
    this.state = { counts, open: open ? { lang: open, request: ++this.requests } : this.state.open };
    for (const listener of this.listeners) listener();
  }
}

const channels = new WeakMap<object, TabErrorChannel>();

export function tabErrorChannel(form: FormInstance): TabErrorChannel {
  let channel = channels.get(form);
  if (!channel) {
    channel = new TabErrorChannel();
    channels.set(form, channel);
  }
  return channel;
}

/** The language of a field of `['versions', lang, ...]` or `['publication', lang, ...]`, or null for the item's own fields. */
function languageOf(name: NamePath): Lang | null {
  const lang = name[0] === 'versions' || name[0] === 'publication' ? name[1] : undefined;
  return (siteLanguages().languages as readonly unknown[]).includes(lang) ? (lang as Lang) : null;
}

function countByLanguage(fields: readonly FieldErrors[]): { counts: TabErrors['counts']; general: number } {
  const counts: TabErrors['counts'] = {};
  let general = 0;
  for (const field of fields) {
    if (field.errors.length === 0) continue;
    const lang = languageOf(field.name);
    if (lang) counts[lang] = (counts[lang] ?? 0) + 1;
    else general += 1;
  }
  return { counts, general };
}

/** Focuses the first field with an error inside `container` (a tab's panel or the form). */
export function focusFirstError(container: ParentNode): void {
  const item = container.querySelector('.ant-form-item-has-error');
  if (!item) return;
  const field = item.querySelector<HTMLElement>('[contenteditable="true"], input:not([type="hidden"]):not([type="file"]), textarea, button');
  item.scrollIntoView({ block: 'center' });
  field?.focus({ preventScroll: true });
}

/**
 * What a translated form needs: `formProps` for antd's Form (the browser's check failed, a field
 * changed), and `report` for the server's field errors once they are set on the form.
 */
export function useFormErrorFeedback(form: FormInstance) {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const channel = tabErrorChannel(form);

  const recount = useCallback(() => {
    channel.update(countByLanguage(form.getFieldsError()).counts);
  }, [channel, form]);

  /** Marks the tabs, opens the first one with an error and says what to fix; `said` replaces the words. */
  const report = useCallback(
    (fields: readonly FieldErrors[], said?: string) => {
      const failing = fields.filter((field) => field.errors.length > 0);
      if (failing.length === 0) return;
      const { counts, general } = countByLanguage(form.getFieldsError());
      const first = failing[0]!;
      const firstLang = languageOf(first.name);
      channel.update(counts, firstLang ?? undefined);
      if (!firstLang) form.scrollToField(first.name, { focus: true, block: 'center' });
      const places = [
        ...(general ? [`${t('formCheck.general')}: ${general}`] : []),
        ...siteLanguages().languages.flatMap((lang) => (counts[lang] ? [`${languageName(lang)}: ${counts[lang]}`] : [])),
      ];
      void message.error(said ?? t('formCheck.fix', { places: places.join(', ') }));
    },
    [channel, form, message, t],
  );

  const formProps = useMemo(
    () => ({
      onFinishFailed: ({ errorFields }: { errorFields: FieldErrors[] }) => report(errorFields),
      onFieldsChange: recount,
    }),
    [recount, report],
  );

  return { formProps, report };
}
