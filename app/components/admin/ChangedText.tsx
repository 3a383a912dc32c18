/**
 * One side of a compared field (revision compare, issue 46): its paragraphs with the changed words
 * marked, struck through on the older side (`del`) and underlined on the newer (`ins`), so the mark
 * does not rest on colour alone; a screen reader hears where each mark starts and ends (the
 * visually hidden words of ::before and ::after in admin-changes.css).
 */
import { useTranslation } from 'react-i18next';
import type { MarkedParagraphs } from '../../admin/word-marks';
import '../../styles/admin-changes.css';

export function ChangedText({ paragraphs, side }: { paragraphs: MarkedParagraphs; side: 'older' | 'newer' }) {
  const { t } = useTranslation();
  if (paragraphs.length === 0) return <span className="changed-text__empty">{t('revisions.empty')}</span>;
  const Mark = side === 'older' ? 'del' : 'ins';
  const [start, end] = side === 'older' ? [t('revisions.removedStart'), t('revisions.removedEnd')] : [t('revisions.addedStart'), t('revisions.addedEnd')];
  return (
    <div className="changed-text">
      {paragraphs.map((runs, index) => (
        <p key={index}>
          {runs.map((run, at) =>
            run.changed ? (
              <Mark key={at} className="changed-text__mark" data-start={start} data-end={end}>
                {run.text}
              </Mark>
            ) : (
              run.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
