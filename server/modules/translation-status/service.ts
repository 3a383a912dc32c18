/**
 * Translation status (issue 46, decision 0071): an editor marks one language version of an item
 * current, clearing the "may need updating" a save of another language's text left on it. Saves
 * set and clear the status themselves (content/translation-status.ts).
 */
import type { Kysely } from 'kysely';
import type { AuditEntity } from '../../../contract/audit.js';
import type { RevisionEntity } from '../../../contract/revision.js';
import type { MarkCurrentQuery, TranslationStatus } from '../../../contract/translation-status.js';
import type { ArticleKind, Database } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { audited } from '../audit/record.js';
import { markCurrent, translationStatusOfItems } from '../content/translation-status.js';
import type { PublishableVersionTable } from '../content/publication.js';
import { itemInSection } from './repository.js';

/** Where each kind of item keeps its versions, how the audit log names it, and its section for articles. */
const TARGETS: Record<RevisionEntity, { table: PublishableVersionTable; audit: AuditEntity; kind?: ArticleKind }> = {
  news: { table: 'article_version', audit: 'news', kind: 'news' },
  case: { table: 'article_version', audit: 'case', kind: 'case' },
  honour: { table: 'article_version', audit: 'honour', kind: 'honour' },
  lawyer: { table: 'lawyer_version', audit: 'lawyer' },
  practiceArea: { table: 'professional_field_version', audit: 'professionalField' },
  banner: { table: 'banner_version', audit: 'banner' },
};

export function createTranslationStatusService(db: Kysely<Database>) {
  return {
    /** Marks the item's version in `lang` current (404 when the item has none); answers the languages still marked. */
    async markCurrent({ entity, no, lang }: MarkCurrentQuery): Promise<TranslationStatus> {
      const target = TARGETS[entity];
      // News, cases and honours share one table: an item of another section is not found here.
      if (target.kind && !(await itemInSection(db, no, target.kind))) throw notFound();
      await audited(db, { action: 'markCurrent', entity: target.audit, no, langs: [lang] }, async (trx) => {
        // Nothing to mark: no entry either.
        if (!(await markCurrent(trx, target.table, no, lang))) throw notFound();
      });
      const status = (await translationStatusOfItems(db, target.table, [no])).get(no);
      return { no, langsMayNeedUpdate: status?.mayNeedUpdate ?? [] };
    },
  };
}

export type TranslationStatusService = ReturnType<typeof createTranslationStatusService>;
