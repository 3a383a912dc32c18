/** Job titles and offices: a name per language, ordered by `sort`; offices add an address and a phone number. */
import { z } from 'zod';
import { itemNo, lang, NOTE_MAX, recordId, title, versionArray } from './content.js';

const versionKeys = { id: recordId.optional(), no: itemNo.optional(), lang, name: title };

export const jobElement = z.object(versionKeys);
export const jobBody = versionArray(jobElement);
export type JobElement = z.infer<typeof jobElement>;

export const officeElement = z.object({
  ...versionKeys,
  address: z.string().trim().max(NOTE_MAX).nullish(),
  /** Belongs to the office itself, shared by every language version. */
  tel: z.string().trim().max(64).nullish(),
});
export const officeBody = versionArray(officeElement);
export type OfficeElement = z.infer<typeof officeElement>;

/** `GET /admin/job` and `/admin/office`; without `lang` the request's language applies. */
export const jobOfficeListQuery = z.object({ lang: lang.optional() });

export const jobVersion = z.object({ id: z.number().int(), no: z.string(), lang, name: z.string(), sort: z.number().int() });
export type JobVersion = z.infer<typeof jobVersion>;

export const officeVersion = jobVersion.extend({ address: z.string().nullable(), tel: z.string().nullable() });
export type OfficeVersion = z.infer<typeof officeVersion>;

export const jobDetail = jobVersion.extend({ versions: z.array(jobVersion) });
export type JobDetail = z.infer<typeof jobDetail>;
export const officeDetail = officeVersion.extend({ versions: z.array(officeVersion) });
export type OfficeDetail = z.infer<typeof officeDetail>;
