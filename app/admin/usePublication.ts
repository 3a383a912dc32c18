/**
 * Drafts, publishing and scheduling on an edit screen (issue 13.1, 13.3, 13.5; issue 46.1).
 * "Save draft" and the publish panel (PublishPanel) both save through `decorate`, which sends only
 * what the save is about:
 * - a language chosen in the panel, as 'published', now (no publish time) or from the time chosen;
 * - a language the editor changed but did not choose, as 'draft': a draft takes the new text, a
 *   live version keeps its live text and holds the edits as pending changes;
 * - a language neither chosen nor changed is left out of the body: the server leaves a version the
 *   body does not name as it is, while a 'draft' element for an unchanged live version would store
 *   its own text as "unpublished changes" (decision 0070).
 * Per language, "Unpublish" calls the item's /unpublish. A reviewer only saves drafts: no state
 * beyond 'draft', no times. The times live in the form as ISO strings under `publication.<lang>`.
 */
import { App as AntdApp, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang } from '../../contract/languages';
import { siteLanguageName, siteLanguages } from '../../contract/site-languages';
import type { PublicationView, WriteState } from '../../contract/publication';
import { mayPublish } from '../../contract/roles';
import { api, ApiError } from './api';
import { useAdminSession } from './context';
import { useEditConflictWarning } from './edit-conflict';
import type { EditReading } from './edit-reading';
import { useFirmTime } from './firm-time';
import { changedLanguages, formSnapshot, type FormSnapshot } from './publication-changes';
import { languageIncluded, versionsByLang, type VersionLike } from './translated';

export type PublishableVersion = VersionLike & PublicationView;

export interface ScheduleValues {
  publishTime?: string | null;
  unpublishTime?: string | null;
}

/** What the panel asks for one language: live now, live from `time`, or left as it is. */
export type LanguageChoice = { action: 'now' } | { action: 'at'; time: string } | { action: 'keep' };
export type PublishPlan = Partial<Record<Lang, LanguageChoice>>;

/** How one language takes part in a save, for the panel's words and the result message. */
export interface LanguageStatus {
  lang: Lang;
  version: PublishableVersion | undefined;
  /** Some field of it is filled in. */
  filled: boolean;
  /** Its fields or times differ from what was last loaded or saved. */
  changed: boolean;
}

export interface Publication<V extends PublishableVersion = PublishableVersion> {
  canPublish: boolean;
  busy: Lang | null;
  /**
   * The save's body as the last plan asks (see the file's comment); then back to "Save draft".
   * Null, after saying so, when nothing changed and nothing is to be published.
   */
  decorate: <E extends { lang: Lang }>(body: readonly E[]) => E[] | null;
  /** "Save draft": every language left as it is. */
  askDraft: () => void;
  /** The panel's choices, before `form.submit()`. */
  askPublish: (plan: PublishPlan) => void;
  /** The state the last save asked for (which button shows it is busy). */
  asked: () => WriteState;
  /** Every content language as the form holds it now, and whether the item's own fields changed. */
  statuses: () => { langs: LanguageStatus[]; structureChanged: boolean };
  /** The message after a save: "German: published · English: scheduled for … · Chinese: unchanged draft". */
  outcome: (saved: readonly PublishableVersion[]) => string;
  /**
   * The message after a save: after "Publish" the outcome per language, after "Save draft"
   * "Saved"; a new item's `created` ("Created in German and English.") first.
   */
  savedMessage: (saved: readonly PublishableVersion[], created: string | null) => string;
  setOne: (lang: Lang, action: 'unpublish') => Promise<void>;
  byLang: Partial<Record<Lang, V>>;
}

/** `onChanged` takes the answer of /unpublish: the versions (news) or the item with its `versions`. */
export function usePublication<V extends PublishableVersion, A = V[]>(
  form: FormInstance,
  path: string,
  versions: readonly V[],
  onChanged: (answer: A) => void,
  versionKeys: readonly string[],
  /** The screen's reading of its item (useEditReading): an unpublish over someone else's write is refused too. */
  reading?: EditReading,
): Publication<V> {
  const { t, i18n } = useTranslation();
  const { message } = AntdApp.useApp();
  const warnOfConflict = useEditConflictWarning();
  const { profile } = useAdminSession();
  const time = useFirmTime();
  const canPublish = mayPublish(profile.roleId);
  const plan = useRef<PublishPlan | null>(null);
  const lastSave = useRef<WriteState>('draft');
  /** What the last save sent per language: its choice, or 'keep' when sent as a draft; absent: left out. */
  const sent = useRef<PublishPlan>({});
  const baseline = useRef<FormSnapshot | null>(null);
  /** An unpublish answered: the versions are new, the form's unsaved edits are still unsaved. */
  const keepBaseline = useRef(false);
  const [busy, setBusy] = useState<Lang | null>(null);
  const byLang = versionsByLang(versions);

  // The saved times of each version, whenever the screen holds new versions; what the form holds
  // then is what "changed" is measured from.
  useEffect(() => {
    form.setFieldsValue({
      publication: Object.fromEntries(versions.map((v) => [v.lang, { publishTime: v.publishTime, unpublishTime: v.unpublishTime }])),
    });
    if (keepBaseline.current) keepBaseline.current = false;
    else baseline.current = versions.length ? formSnapshot(form.getFieldsValue(true) as Record<string, unknown>) : null;
  }, [form, versions]);

  function statuses() {
    const values = form.getFieldsValue(true) as { versions?: Partial<Record<Lang, Record<string, unknown>>> };
    const changed = changedLanguages(baseline.current, formSnapshot(values));
    const langs = siteLanguages().languages.map((lang) => ({
      lang,
      version: byLang[lang],
      filled: languageIncluded(lang, values.versions?.[lang], {}, versionKeys),
      changed: changed.langs.includes(lang),
    }));
    return { langs, structureChanged: changed.structure };
  }

  function decorate<E extends { lang: Lang }>(body: readonly E[]): E[] | null {
    const asked = canPublish ? plan.current : null;
    plan.current = null;
    lastSave.current = asked ? 'published' : 'draft';
    const times = (form.getFieldValue('publication') ?? {}) as Partial<Record<Lang, ScheduleValues>>;
    const changed = changedLanguages(baseline.current, formSnapshot(form.getFieldsValue(true) as Record<string, unknown>));
    const choiceOf = (lang: Lang): LanguageChoice | null => {
      const choice = asked?.[lang];
      if (choice && choice.action !== 'keep') return choice;
      return changed.langs.includes(lang) ? { action: 'keep' } : null;
    };
    let elements = body.filter((element) => choiceOf(element.lang) !== null);
    // Only the item's facts changed (folder, photo, ...): one element carries them, as a draft,
    // preferably a language that is a draft already.
    if (elements.length === 0 && changed.structure && body.length > 0) {
      elements = [body.find((element) => byLang[element.lang] && byLang[element.lang]!.state === 'draft') ?? body[0]!];
    }
    if (elements.length === 0 && body.length > 0) {
      void message.info(t('publishPanel.nothingToSave'));
      return null;
    }
    sent.current = Object.fromEntries(elements.map((element) => [element.lang, choiceOf(element.lang) ?? { action: 'keep' }]));
    return elements.map((element) => {
      const choice = choiceOf(element.lang) ?? { action: 'keep' };
      const own = times[element.lang];
      if (!canPublish) return { ...element, state: 'draft' };
      if (choice.action === 'keep') return { ...element, state: 'draft', publishTime: own?.publishTime ?? null, unpublishTime: own?.unpublishTime ?? null };
      return { ...element, state: 'published', publishTime: choice.action === 'at' ? choice.time : null, unpublishTime: own?.unpublishTime ?? null };
    });
  }

  function outcome(saved: readonly PublishableVersion[]): string {
    return siteLanguages().languages.flatMap((lang) => {
      const version = saved.find((v) => v.lang === lang);
      if (!version) return [];
      const choice = sent.current[lang];
      const result =
        version.state === 'scheduled' && version.publishTime
          ? t('publishPanel.result.scheduled', { time: time.format(version.publishTime) })
          : version.state === 'published'
            ? version.hasPendingChanges
              ? t('publishPanel.result.livePending')
              : choice && choice.action !== 'keep'
                ? t('publishPanel.result.published')
                : t('publishPanel.result.liveUnchanged')
            : version.state === 'expired'
              ? t('publishPanel.result.expired')
              : choice
                ? t('publishPanel.result.draftSaved')
                : t('publishPanel.result.draftUnchanged');
      return [t('publishPanel.line', { language: siteLanguageName(lang, i18n.language), outcome: result })];
    }).join(' · ');
  }

  async function setOne(lang: Lang, action: 'unpublish') {
    const no = versions[0]?.no;
    if (!no) return;
    setBusy(lang);
    try {
      const saved = await api.put<A>(`${path}/${action}`, undefined, { query: { no, lang }, quiet: true, ...(reading ? { reading } : {}) });
      keepBaseline.current = true;
      onChanged(saved);
      message.success(t('publication.unpublished'));
    } catch (error) {
      // A colleague wrote the item since the screen read it (decision 0100): said until read, as a save's refusal.
      if (warnOfConflict(error)) return;
      if (error instanceof ApiError && error.status !== 401) message.error(error.message);
    } finally {
      setBusy(null);
    }
  }

  return {
    canPublish,
    busy,
    decorate,
    askDraft: () => {
      plan.current = null;
    },
    askPublish: (chosen) => {
      plan.current = chosen;
      lastSave.current = 'published';
    },
    asked: () => lastSave.current,
    statuses,
    outcome,
    savedMessage: (saved, created) => {
      const said = lastSave.current === 'published' ? outcome(saved) : created ? '' : t('common.saved');
      return [created, said].filter(Boolean).join(' ');
    },
    setOne,
    byLang,
  };
}
