/**
 * Drafts, publishing and scheduling on an edit screen (issue 13.1, 13.3, 13.5): "Save draft" sends
 * every language as a draft, "Publish" sends every language published, each with the publish and
 * unpublish times of its tab; per language, "Publish" and "Unpublish" call the item's
 * /publish and /unpublish. A reviewer only saves drafts: no state beyond 'draft', no times.
 * The times live in the form as ISO strings under `publication.<lang>` (JSON-safe for the local copy).
 */
import { App as AntdApp, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/languages';
import type { PublicationView, WriteState } from '../../contract/publication';
import { mayPublish } from '../../contract/roles';
import { api, ApiError } from './api';
import { useAdminSession } from './context';
import { versionsByLang, type VersionLike } from './translated';

export type PublishableVersion = VersionLike & PublicationView;

export interface ScheduleValues {
  publishTime?: string | null;
  unpublishTime?: string | null;
}

export interface Publication<V extends PublishableVersion = PublishableVersion> {
  canPublish: boolean;
  busy: Lang | 'all' | null;
  /** Adds the state asked for (then back to 'draft') and each language's times to a save's body. */
  decorate: <E extends { lang: Lang }>(body: readonly E[]) => E[];
  /** What a main button asks for before `form.submit()`. */
  ask: (state: WriteState) => void;
  /** The state the last save asked for (which button shows it is busy). */
  asked: () => WriteState;
  setOne: (lang: Lang, action: 'publish' | 'unpublish') => Promise<void>;
  byLang: Partial<Record<Lang, V>>;
}

/** `onChanged` takes the answer of /publish and /unpublish: the versions (news) or the item with its `versions`. */
export function usePublication<V extends PublishableVersion, A = V[]>(form: FormInstance, path: string, versions: readonly V[], onChanged: (answer: A) => void): Publication<V> {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const { profile } = useAdminSession();
  const canPublish = mayPublish(profile.roleId);
  const intent = useRef<WriteState>('draft');
  const lastSave = useRef<WriteState>('draft');
  const [busy, setBusy] = useState<Lang | 'all' | null>(null);
  const byLang = versionsByLang(versions);

  // The saved times of each version, whenever the screen holds new versions.
  useEffect(() => {
    form.setFieldsValue({
      publication: Object.fromEntries(versions.map((v) => [v.lang, { publishTime: v.publishTime, unpublishTime: v.unpublishTime }])),
    });
  }, [form, versions]);

  function decorate<E extends { lang: Lang }>(body: readonly E[]): E[] {
    const state = canPublish ? intent.current : 'draft';
    intent.current = 'draft';
    lastSave.current = state;
    const times = (form.getFieldValue('publication') ?? {}) as Partial<Record<Lang, ScheduleValues>>;
    return body.map((element) => ({
      ...element,
      state,
      ...(canPublish ? { publishTime: times[element.lang]?.publishTime ?? null, unpublishTime: times[element.lang]?.unpublishTime ?? null } : {}),
    }));
  }

  async function setOne(lang: Lang, action: 'publish' | 'unpublish') {
    const no = versions[0]?.no;
    if (!no) return;
    setBusy(lang);
    try {
      const saved = await api.put<A>(`${path}/${action}`, undefined, { query: { no, lang }, quiet: true });
      onChanged(saved);
      message.success(t(action === 'publish' ? 'publication.published' : 'publication.unpublished'));
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401) message.error(error.message);
    } finally {
      setBusy(null);
    }
  }

  return {
    canPublish,
    busy,
    decorate,
    ask: (state) => {
      intent.current = state;
    },
    asked: () => lastSave.current,
    setOne,
    byLang,
  };
}
