/**
 * Translation status (issue 46, decision 0071): when one language's text of a publishable item
 * changes, the item's other language versions that the same save left alone "may need updating"
 * until their text is edited or an editor marks them current.
 */
import { z } from 'zod';
import { itemNo, lang } from './content.js';
import { revisionEntity } from './revision.js';

/** What the back office reads on each publishable version. */
export const translationStatusView = z.object({
  mayNeedUpdate: z
    .boolean()
    .describe(
      "Another language's text of the item changed in a save that left this version's text alone: this translation may need updating. Cleared when its text is edited or it is marked current (PUT /api/admin/translations/current).",
    ),
});

/** On admin list rows beside `langs`: which of the item's languages may need updating, read with the page. */
export const itemTranslationStatus = {
  langsMayNeedUpdate: z.array(z.string()).describe("The item's languages whose versions may need updating (see `mayNeedUpdate`)."),
};

/** `?entity=&no=&lang=`: mark one language version of an item current. Strict, as the publish query is. */
export const markCurrentQuery = z.strictObject({
  entity: revisionEntity.describe('The kind of item: news, case, honour, lawyer, practiceArea or banner.'),
  no: itemNo.describe('The item, by its `no`.'),
  lang: lang.describe('The language version to mark current.'),
});
export type MarkCurrentQuery = z.infer<typeof markCurrentQuery>;

/** The item's translation status after the call. */
export const translationStatus = z.object({
  no: z.string(),
  langsMayNeedUpdate: itemTranslationStatus.langsMayNeedUpdate,
});
export type TranslationStatus = z.infer<typeof translationStatus>;
