/**
 * The firm's time zone (issue 46, decision 0070): the IANA zone in which the back office shows and
 * takes publish and unpublish times, named beside each of them. Times still travel as ISO 8601
 * with their offset; the zone only decides how people read and enter them.
 */
import { z } from 'zod';

export const DEFAULT_TIME_ZONE = 'Europe/London';

/** Whether `name` is a zone this runtime's Intl knows (`Europe/London`, `UTC`), not just any string. */
export function isKnownTimeZone(name: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** What the back office reads. */
export const firmTimeZone = z.object({ timeZone: z.string().describe('An IANA time zone name, such as Europe/London.') });
export type FirmTimeZone = z.infer<typeof firmTimeZone>;

/** What an administrator sets: a zone Intl knows, stored under its canonical name (`europe/berlin` → `Europe/Berlin`). */
export const firmTimeZoneBody = z.object({
  timeZone: z
    .string()
    .trim()
    .refine(isKnownTimeZone, { params: { messageKey: 'validation.timeZone' } })
    .transform((name) => new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone)
    .describe('An IANA time zone name, such as Europe/London, Europe/Berlin or Asia/Shanghai.'),
});
