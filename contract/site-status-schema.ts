/** The path value of `POST /admin/portal-config/site-status/{value}`. */
import { z } from 'zod';
import { SITE_STATUSES } from './site-status.js';

export const siteStatusParams = z.object({
  value: z.coerce
    .number<unknown>()
    .int()
    .refine((v) => (SITE_STATUSES as readonly number[]).includes(v), {
      params: { messageKey: 'validation.oneOf', vars: { values: SITE_STATUSES.join(', ') } },
    })
    // For the API description, which cannot read the check above.
    .meta({ enum: [...SITE_STATUSES] }),
});

/** The site's status as the calls answer it. */
export const siteStatus = z.union(SITE_STATUSES.map((value) => z.literal(value)));
