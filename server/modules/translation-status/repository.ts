/** SQL of the translation status that is not shared with the saves (content/translation-status.ts). */
import type { ArticleKind } from '../../db/schema.js';
import type { Db } from '../content/items.js';

/** Whether the article item `no` exists in the section `kind`. */
export async function itemInSection(db: Db, no: string, kind: ArticleKind): Promise<boolean> {
  return (await db.selectFrom('article').select('no').where('no', '=', no).where('kind', '=', kind).executeTakeFirst()) !== undefined;
}
