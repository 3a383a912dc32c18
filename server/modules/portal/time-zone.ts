/**
 * The firm's time zone (issue 46, decision 0070), `site_state.time_zone`: every staff member's back
 * office reads it to show and take schedule times; administrators set it.
 */
import type { Kysely } from 'kysely';
import { timeZoneSummary } from '../../../contract/audit-summaries.js';
import { DEFAULT_TIME_ZONE } from '../../../contract/firm-time-zone.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { audited } from '../audit/record.js';

export function createTimeZoneService(db: Kysely<Database>) {
  return {
    async get(): Promise<string> {
      const row = await db.selectFrom('site_state').select('time_zone').where('id', '=', 1).executeTakeFirst();
      return row?.time_zone ?? DEFAULT_TIME_ZONE;
    },
    /** `timeZone` was checked against Intl's zones by the contract. */
    async set(timeZone: string): Promise<void> {
      await audited(db, { action: 'update', entity: 'portalConfig', summary: timeZoneSummary(timeZone) }, async (trx) => {
        await trx.updateTable('site_state').set({ time_zone: timeZone, update_time: nowIso() }).where('id', '=', 1).execute();
      });
    },
  };
}

export type TimeZoneService = ReturnType<typeof createTimeZoneService>;
