/** Site status (PRODUCT section 3): 0 online, 1 maintenance, 2 closed. Free of zod: pages import it. */
export const SITE_ONLINE = 0;
export const SITE_MAINTENANCE = 1;
export const SITE_CLOSED = 2;
export const SITE_STATUSES = [SITE_ONLINE, SITE_MAINTENANCE, SITE_CLOSED] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];
