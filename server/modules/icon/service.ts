/** The icon library: a flat list editors pick practice-area icons from. */
import type { Kysely } from 'kysely';
import type { Icon, IconBody } from '../../../contract/icon.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { notFound } from '../../http/errors.js';
import { audited } from '../audit/record.js';
import { deleteIcon, type IconRow, insertIcon, listIcons } from './repository.js';

function toIcon(row: IconRow): Icon {
  return { id: row.id, name: row.name, url: row.url, createTime: row.create_time };
}

export function createIconService(db: Kysely<Database>) {
  return {
    async list(name?: string): Promise<Icon[]> {
      return (await listIcons(db, name)).map(toIcon);
    },

    async create(body: IconBody): Promise<Icon> {
      const row = await audited(db, { action: 'create', entity: 'icon', summary: body.name }, async (trx, note) => {
        const inserted = await insertIcon(trx, { name: body.name, url: body.url, create_time: nowIso() });
        note.no = String(inserted.id);
        return inserted;
      });
      return toIcon(row);
    },

    async remove(id: number): Promise<void> {
      await audited(db, { action: 'delete', entity: 'icon', no: String(id) }, async (trx, note) => {
        const icon = await trx.selectFrom('icon').select('name').where('id', '=', id).executeTakeFirst();
        note.summary = icon?.name ?? '';
        if (!(await deleteIcon(trx, id))) throw notFound();
      });
    },
  };
}

export type IconService = ReturnType<typeof createIconService>;
