/** The library of practice-area icons (PRODUCT section 3): `{ id, name, url, createTime }`. */
import { z } from 'zod';
import { title, TITLE_MAX } from './content.js';
import { mediaUrl } from './fields.js';

export const iconBody = z.object({ name: title, url: mediaUrl });
export type IconBody = z.infer<typeof iconBody>;

/** `name` keeps the icons whose name contains it, ignoring case. */
export const iconListQuery = z.object({ name: z.string().trim().max(TITLE_MAX).optional() });

export const icon = z.object({ id: z.number().int(), name: z.string(), url: z.string(), createTime: z.string() });
export type Icon = z.infer<typeof icon>;
