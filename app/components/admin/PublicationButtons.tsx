/**
 * The main buttons of a form whose item has drafts (usePublication): "Save draft", and for those
 * who may publish "Publish", which opens the publish panel (issue 46.1); and the note a reviewer
 * reads instead. Shared by the full-page edit screens (EditScreen) and the edit dialogs (banners).
 */
import { Button, type FormInstance, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contract/languages';
import type { LanguageStatus, Publication, ScheduleValues } from '../../admin/usePublication';
import { PublishPanel } from './PublishPanel';

/**
 * The buttons as separate elements, so a `Space` around them spaces and wraps each; none without
 * `publication`.
 */
export function usePublicationButtons(publication: Publication | undefined, form: FormInstance, saving: boolean): ReactNode[] {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<{ statuses: LanguageStatus[]; structureChanged: boolean; times: Partial<Record<Lang, string | null | undefined>> } | null>(null);
  if (!publication) return [];
  return [
    <Button
      key="draft"
      type="primary"
      loading={saving && publication.asked() === 'draft'}
      onClick={() => {
        publication.askDraft();
        form.submit();
      }}
    >
      {t('publication.saveDraft')}
    </Button>,
    publication.canPublish ? (
      // The panel is a dialog: only the button takes a place in the row.
      <span key="publish">
        <Button
          loading={saving && publication.asked() === 'published'}
          onClick={() => {
            const times = (form.getFieldValue('publication') ?? {}) as Partial<Record<Lang, ScheduleValues>>;
            const { langs, structureChanged } = publication.statuses();
            setPanel({ statuses: langs, structureChanged, times: Object.fromEntries(Object.entries(times).map(([lang, value]) => [lang, value?.publishTime])) });
          }}
        >
          {t('publication.publish')}
        </Button>
        {panel ? (
          <PublishPanel
            statuses={panel.statuses}
            structureChanged={panel.structureChanged}
            times={panel.times}
            onCancel={() => setPanel(null)}
            onConfirm={(plan) => {
              setPanel(null);
              publication.askPublish(plan);
              form.submit();
            }}
          />
        ) : null}
      </span>
    ) : null,
  ];
}

/** "You save drafts; an editor or administrator publishes them", for a reviewer only. */
export function ReviewerNote({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  return publication.canPublish ? null : (
    <Typography.Paragraph type="secondary" className="admin-reviewer-note">
      {t('publication.reviewerNote')}
    </Typography.Paragraph>
  );
}
