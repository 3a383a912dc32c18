/**
 * The main buttons of a form whose item has drafts (usePublication): "Save draft", and "Publish"
 * for those who may publish; and the note a reviewer reads instead. Shared by the full-page edit
 * screens (EditScreen) and the edit dialogs (banners).
 */
import { Button, type FormInstance, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Publication } from '../../admin/usePublication';

/**
 * The buttons as separate elements, so a `Space` around them spaces and wraps each; none without
 * `publication`.
 */
export function usePublicationButtons(publication: Publication | undefined, form: FormInstance, saving: boolean): ReactNode[] {
  const { t } = useTranslation();
  if (!publication) return [];
  return [
    <Button
      key="draft"
      type="primary"
      loading={saving && publication.asked() === 'draft'}
      onClick={() => {
        publication.ask('draft');
        form.submit();
      }}
    >
      {t('publication.saveDraft')}
    </Button>,
    publication.canPublish ? (
      <Button
        key="publish"
        loading={saving && publication.asked() === 'published'}
        onClick={() => {
          publication.ask('published');
          form.submit();
        }}
      >
        {t('publication.publish')}
      </Button>
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
