/** Field schemas used across the API contract. */
import { z } from 'zod';
import { uploadPathOfAddress } from './upload-address.js';

/**
 * The stored path of a file uploaded here (`2026/11/5f0c3e2a9b.webp`), optionally written as its
 * public address path (`/api/upload/...`).
 */
export const UPLOAD_PATH_PATTERN = /^(?:\/?api\/upload\/)?\d{4}\/\d{2}\/[a-f0-9]{20,64}\.(?:jpg|png|webp|gif|avif|ico|pdf|svg)$/;

export const PHONE_MAX = 64;

/** A telephone number as people write it: digits, spaces and + - ( ) / . (a lawyer's, the firm's). */
export const phoneNumber = z
  .string()
  .trim()
  .max(PHONE_MAX)
  .refine((v) => /^[0-9 +\-()/.]+$/.test(v), { params: { messageKey: 'validation.phone' } });

const ABSOLUTE_HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** An absolute http(s) URL, as required for external links. */
export const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => ABSOLUTE_HTTP_URL.test(v) && URL.canParse(v), { params: { messageKey: 'validation.url' } });

/**
 * This site's own origins (its PUBLIC_ORIGIN) and the hosts REMOTE_IMAGE_HOSTS names, set once by
 * the server at start: the full address of one of its uploads is stored as the upload's path, and
 * a picture from elsewhere is taken only from a named host, as rich text's images are (decision
 * 0014). Not set in the browser, where the server alone decides which hosts are named.
 */
const ownOrigins = new Set<string>();
let remoteImageHosts: readonly string[] | undefined;

export function setOwnOrigins(origins: readonly string[]): void {
  ownOrigins.clear();
  for (const origin of origins) if (URL.canParse(origin)) ownOrigins.add(new URL(origin).origin);
}

export function setRemoteImageHosts(hosts: readonly string[]): void {
  remoteImageHosts = [...hosts];
}

/**
 * What a media field stores: an upload of this site as its bare path, however it was written
 * (`2026/11/x.webp`, `/api/upload/2026/11/x.webp`, `https://this.site/api/upload/2026%2F11/x.webp?w=640`,
 * any spelling the upload route serves: contract/upload-address.ts), so the public address is
 * built once (`/api/upload/` + path); any other address as it is.
 */
export function storedMediaPath(value: string): string {
  return uploadPathOfAddress(value, [...ownOrigins], { bare: true }) ?? value;
}

/**
 * Whether a page may show a picture from this address: an upload of this site, or https from a
 * host REMOTE_IMAGE_HOSTS names (the Content-Security-Policy's `img-src` allows no other).
 */
function showableImage(value: string): boolean {
  if (uploadPathOfAddress(value, [...ownOrigins], { bare: true })) return true;
  if (remoteImageHosts === undefined || !URL.canParse(value)) return true;
  const url = new URL(value);
  return !ownOrigins.has(url.origin) && url.protocol === 'https:' && remoteImageHosts.includes(url.host);
}

/** The uploads a picture field may show: every image type the upload takes, not a document. */
const UPLOADED_IMAGE = /\.(?:jpg|png|webp|gif|avif|ico|svg)$/;

/**
 * A media field (a cover, a photo, an icon, a banner: every one shows a picture): the path of an
 * image uploaded here in any spelling the upload route serves, or an https URL on a host
 * REMOTE_IMAGE_HOSTS names. An uploaded PDF is refused: pages showed it as a broken image.
 */
export const mediaUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((v) => uploadPathOfAddress(v, [...ownOrigins], { bare: true }) !== undefined || (ABSOLUTE_HTTP_URL.test(v) && URL.canParse(v)), {
    params: { messageKey: 'validation.mediaUrl' },
    abort: true,
  })
  .refine(showableImage, { params: { messageKey: 'validation.imageHost' }, abort: true })
  .transform(storedMediaPath)
  .refine((v) => !UPLOAD_PATH_PATTERN.test(v) || UPLOADED_IMAGE.test(v), { params: { messageKey: 'validation.imageFile' } });

/** Edit forms send '' for a field left empty: it means "none", so it is checked as null. */
export function blankAsNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish());
}
