/**
 * Translation status on an edit screen (decision 0071): which of the item's versions may need
 * updating since another language's text changed, and the notice inside such a version's tab
 * with "Mark as current" (PUT /admin/translations/current). Every staff role may edit text, so
 * every one may mark it current.
 */
import { Alert, App as AntdApp, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang } from '../../../contract/languages';
import { languageInWords, siteLanguages } from '../../../contract/site-languages';
import type { RevisionEntity } from '../../../contract/revision';
import type { TranslationStatus } from '../../../contract/translation-status';
import { api } from '../../admin/api';
import type { VersionLike } from '../../admin/translated';

export interface TranslationStatusState {
  /** Languages whose version may need updating. */
  marked: Lang[];
  /** Languages the item has. */
  present: Lang[];
  markCurrent(lang: Lang): Promise<void>;
  busy: Lang | null;
}

const isMarked = (version: VersionLike | undefined) => (version as { mayNeedUpdate?: boolean } | undefined)?.mayNeedUpdate === true;

/** The status the versions were read with, updated by marks made here until the versions are read again (a save). */
export function useTranslationStatus(existing: Partial<Record<Lang, VersionLike>>, entity: RevisionEntity | undefined): TranslationStatusState {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const present = siteLanguages().languages.filter((lang) => existing[lang]);
  const fromVersions = entity ? present.filter((lang) => isMarked(existing[lang])) : [];
  const key = fromVersions.join(',');
  const [marked, setMarked] = useState<Lang[]>(fromVersions);
  const [busy, setBusy] = useState<Lang | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setMarked(fromVersions), [key]);
  const no = Object.values(existing).find(Boolean)?.no;

  async function markCurrent(lang: Lang) {
    if (!entity || !no) return;
    setBusy(lang);
    try {
      const status = await api.put<TranslationStatus>('/admin/translations/current', undefined, { query: { entity, no, lang } });
      setMarked(siteLanguages().languages.filter((code) => status.langsMayNeedUpdate.includes(code)));
      message.success(t('translationStatus.markedCurrent'));
    } finally {
      setBusy(null);
    }
  }
  return { marked, present, markCurrent, busy };
}

/** Inside a marked version's tab: what happened, and the button that says it is current. */
export function TranslationNotice({ lang, status }: { lang: Lang; status: TranslationStatusState }) {
  const { t, i18n } = useTranslation();
  // The languages not marked are the ones whose text changed last (or were checked since).
  const changed = status.present.filter((code) => code !== lang && !status.marked.includes(code));
  const tag = i18n.language.replace('_', '-');
  // The labels' own words for the spec's three; Intl's name for a language added later or one
  // with a variant beside it (zh_CN and zh_TW), as PublishPanel does.
  const wordOf = (code: Lang) => languageInWords(code, tag, (language) => t(`translationStatus.languages.${language}`, { defaultValue: '' }) || undefined);
  const names = new Intl.ListFormat(tag, { type: 'conjunction' }).format(changed.map(wordOf));
  return (
    <Alert
      type="warning"
      showIcon
      className="admin-translation-notice"
      style={{ marginBottom: 16 }}
      title={changed.length ? t('translationStatus.notice', { languages: names }) : t('translationStatus.noticeOther')}
      action={
        <Button size="small" loading={status.busy === lang} onClick={() => void status.markCurrent(lang)}>
          {t('translationStatus.markCurrent')}
        </Button>
      }
    />
  );
}
