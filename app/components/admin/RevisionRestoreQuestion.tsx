/**
 * What "Restore #n" asks before it writes (decision 0099): what a restore does, and the uploads the
 * revision uses that have been deleted from the media library since, field by field, so that an
 * editor knows before restoring that those pictures or files will show as missing. Rendered when
 * the question opens, it reads the revision's copy once.
 */
import { Alert, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../contract/languages';
import { isLang } from '../../../contract/site-languages';
import type { MissingFile, RevisionDetail } from '../../../contract/revision';
import { api } from '../../admin/api';

export function RevisionRestoreQuestion({ id, fieldName }: { id: number; fieldName: (field: string) => string }) {
  const { t } = useTranslation();
  const [missing, setMissing] = useState<MissingFile[]>([]);
  useEffect(() => {
    let current = true;
    // A copy that cannot be read leaves the question as it was: the restore itself says what went wrong.
    api.get<RevisionDetail>(`/admin/revisions/${id}`).then(
      (detail) => current && setMissing(detail.missingFiles),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id]);
  const uses = (file: MissingFile) =>
    t('revisions.missingFileUse', {
      fields: file.fields.map(fieldName).join(', '),
      langs: file.langs.map((lang) => (isLang(lang) ? languageName(lang) : lang)).join(', '),
    });
  return (
    <div className="revisions__restore-question">
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('revisions.confirmText')}</Typography.Paragraph>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('revisions.missingFiles', { count: missing.length })}
          description={
            <ul className="revisions__missing-files">
              {missing.map((file) => (
                <li key={file.path}>
                  {uses(file)}: <Typography.Text code>{file.path}</Typography.Text>
                </li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
