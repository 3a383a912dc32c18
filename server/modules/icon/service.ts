/** The icon library: a flat list editors pick practice-area icons from. */
import type { Kysely } from 'kysely';
import type { Icon, IconBody } from '../../../contract/icon.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { notFound } from '../../http/errors.js';
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
      return toIcon(await insertIcon(db, { name: body.name, url: body.url, create_time: nowIso() }));
    },

    async remove(id: number): Promise<void> {
      if (!(await deleteIcon(db, id))) throw notFound();
    },
  };
}

export type IconService = ReturnType<typeof createIconService>;
