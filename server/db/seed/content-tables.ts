/** Whether the database holds any content, and how to clear it for a reload of the demo. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export async function hasContent(db: Kysely<Database>): Promise<boolean> {
  for (const table of ['portal_config', 'article', 'lawyer', 'catalog', 'banner', 'professional_field'] as const) {
    if (await db.selectFrom(table).select(db.fn.countAll().as('n')).limit(1).executeTakeFirst().then((r) => Number(r?.n) > 0)) return true;
  }
  return false;
}

/** Removes every piece of content; staff accounts, sessions, uploaded files and the site status stay. */
export async function clearContent(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['lawyer_job', 'lawyer_practice_area', 'lawyer', 'article_practice_area', 'article'] as const) await trx.deleteFrom(table).execute();
    // Folders refer to their parents; cut the links first so the order of deletion does not matter.
    await trx.updateTable('catalog').set({ parent_no: null }).execute();
    for (const table of ['catalog', 'banner', 'professional_field', 'job', 'office', 'portal_config', 'firm', 'icon'] as const) {
      await trx.deleteFrom(table).execute();
    }
  });
}
