/**
 * Every migration, in order. Listed here rather than read from the folder so that the compiled
 * server and the tests run exactly the same set.
 */
import type { Migration } from 'kysely';
import * as contentModel from './0001-content-model.js';
import * as articleListColumns from './0002-article-list-columns.js';
import * as contentChangeCounter from './0003-content-change-counter.js';
import * as articlePracticeAreas from './0004-article-practice-areas.js';
import * as totpLastStep from './0005-totp-last-step.js';
import * as totpPendingSecret from './0006-totp-pending-secret.js';
import * as factsOnTheItem from './0007-facts-on-the-item.js';
import * as mediaLibrary from './0008-media-library.js';
import * as keyContactsAndCountedFigures from './0010-key-contacts-and-counted-figures.js';
import * as publicationStates from './0011-publication-states.js';
import * as auditLog from './0012-audit-log.js';
import * as previews from './0013-previews.js';
import * as searchIndex from './0014-search-index.js';
import * as revisions from './0015-revisions.js';
import * as searchRankingColumns from './0016-search-ranking-columns.js';
import * as searchMergingOffTheWritePath from './0017-search-merging-off-the-write-path.js';
import * as pendingFacts from './0018-pending-facts.js';
import * as searchFullText from './0019-search-full-text.js';
import * as searchTitleWordStarts from './0020-search-title-word-starts.js';
import * as searchCopiesFollowChangesOnly from './0021-search-copies-follow-changes-only.js';
import * as idempotencyKeys from './0022-idempotency-keys.js';
import * as translationStatus from './0023-translation-status.js';
import * as firmTimeZone from './0024-firm-time-zone.js';
import * as cacheTags from './0025-cache-tags.js';
import * as linkTags from './0026-link-tags.js';
import * as searchFoldsEveryScript from './0027-search-folds-every-script.js';
import * as siteLanguages from './0028-site-languages.js';
import * as siteLabels from './0029-site-labels.js';
import * as searchMatchesLookedUp from './0030-search-matches-looked-up.js';
import * as lawyerLinkTags from './0031-lawyer-link-tags.js';
import * as searchEntriesNumberedByLanguage from './0032-search-entries-numbered-by-language.js';
import * as searchRowsGroupedByLanguage from './0033-search-rows-grouped-by-language.js';
import * as auditLanguagesUnbounded from './0034-audit-languages-unbounded.js';
import * as editSequence from './0035-edit-sequence.js';
import * as editSequenceNamesSettings from './0036-edit-sequence-names-settings.js';
import * as idempotencyKeepsEditSequence from './0037-idempotency-keeps-edit-sequence.js';

export const migrations: Record<string, Migration> = {
  '0001-content-model': contentModel,
  '0002-article-list-columns': articleListColumns,
  '0003-content-change-counter': contentChangeCounter,
  '0004-article-practice-areas': articlePracticeAreas,
  '0005-totp-last-step': totpLastStep,
  '0006-totp-pending-secret': totpPendingSecret,
  '0007-facts-on-the-item': factsOnTheItem,
  '0008-media-library': mediaLibrary,
  '0010-key-contacts-and-counted-figures': keyContactsAndCountedFigures,
  '0011-publication-states': publicationStates,
  '0012-audit-log': auditLog,
  '0013-previews': previews,
  '0014-search-index': searchIndex,
  '0015-revisions': revisions,
  '0016-search-ranking-columns': searchRankingColumns,
  '0017-search-merging-off-the-write-path': searchMergingOffTheWritePath,
  '0018-pending-facts': pendingFacts,
  '0019-search-full-text': searchFullText,
  '0020-search-title-word-starts': searchTitleWordStarts,
  '0021-search-copies-follow-changes-only': searchCopiesFollowChangesOnly,
  '0022-idempotency-keys': idempotencyKeys,
  '0023-translation-status': translationStatus,
  '0024-firm-time-zone': firmTimeZone,
  '0025-cache-tags': cacheTags,
  '0026-link-tags': linkTags,
  '0027-search-folds-every-script': searchFoldsEveryScript,
  '0028-site-languages': siteLanguages,
  '0029-site-labels': siteLabels,
  '0030-search-matches-looked-up': searchMatchesLookedUp,
  '0031-lawyer-link-tags': lawyerLinkTags,
  '0032-search-entries-numbered-by-language': searchEntriesNumberedByLanguage,
  '0033-search-rows-grouped-by-language': searchRowsGroupedByLanguage,
  '0034-audit-languages-unbounded': auditLanguagesUnbounded,
  '0035-edit-sequence': editSequence,
  '0036-edit-sequence-names-settings': editSequenceNamesSettings,
  '0037-idempotency-keeps-edit-sequence': idempotencyKeepsEditSequence,
};
