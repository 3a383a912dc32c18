/** Field schemas shared by the content calls (PRODUCT section 3, "Validation"). */
import { z } from 'zod';
import type { Lang } from './languages.js';
import { CATALOGUE_CODES } from './locale-catalogue.js';
import { isLang, siteLanguages } from './site-languages.js';

export const TITLE_MAX = 200;
export const NOTE_MAX = 1000;
export const RICH_TEXT_MAX = 1_000_000;

/**
 * One of the site's languages now (contract/site-languages.ts): checked when a value is parsed,
 * not when the schema is made, since the set is configured at start. A code outside the set is
 * refused as "one of" the set's codes, like any enum. The catalogue's codes are the enum the API
 * description starts from; it narrows them to the site's (server/http/openapi-languages.ts).
 */
export const lang = z
  .string()
  .superRefine((value, context) => {
    if (!isLang(value)) context.addIssue({ code: 'invalid_value', values: [...siteLanguages().languages], input: value });
  })
  .meta({ enum: [...CATALOGUE_CODES] }) as unknown as z.ZodType<Lang, string>;

/** A language code in an answer: any catalogue code, since stored rows keep a language switched off. */
export const storedLang = z.string().meta({ enum: [...CATALOGUE_CODES] }) as unknown as z.ZodType<Lang, string>;

/** The mark of a record keyed by language, which the API description lists one property per language for. */
export const LANGUAGE_KEYS = 'x-keyed-by-language';

/** Values by language, any left out: the keys are site languages (an unknown or disabled one is a 400). */
export function byLanguage<T extends z.ZodType>(value: T) {
  return z.partialRecord(lang, value).meta({ [LANGUAGE_KEYS]: true });
}

/** Ids are 32-bit integer columns (PostgreSQL `integer`): a larger id can name no record. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id as JSON number or numeric string. */
export const recordId = z.coerce.number<unknown>().int().positive().max(MAX_RECORD_ID);

/** Path parameter `{id}`. */
export const idParams = z.object({ id: recordId });

export const MAX_RELATED_IDS = 100;
/** Ids of related records (jobs, practice areas), in the order they should be shown. */
export const relatedIds = z.array(recordId).max(MAX_RELATED_IDS);

/** A required single-line text: titles and names. */
export const title = z.string().trim().min(1).max(TITLE_MAX);
export const optionalTitle = z.string().trim().max(TITLE_MAX).nullish();
export const note = z.string().trim().max(NOTE_MAX).nullish();

/** Rich text from the admin editor; sanitised by the server when saved. */
export const richText = z.string().max(RICH_TEXT_MAX);

/** `top` of news, cases and honours: 0, 1 or a boolean, stored as 0 or 1. */
export const pinFlag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0));

/** `top` set through the path: 0 (not pinned) to 9999; higher shows first. */
export const topValue = z.coerce.number<unknown>().int().min(0).max(9999);

export const sortBody = z.object({ sourceId: recordId, targetId: recordId });
export type SortBody = z.infer<typeof sortBody>;

/** `?no=` naming one item. */
export const itemNo = z.string().trim().min(1).max(64);
export const noQuery = z.object({ no: itemNo });

/**
 * Array bodies carry one element per language of one item. A version given both schedule times
 * must end after it starts: the other way round it would never show, yet read as scheduled.
 */
export function versionArray<T extends z.ZodType>(element: T) {
  return z
    .array(element)
    .min(1)
    .max(CATALOGUE_CODES.length)
    .superRefine((elements, context) => {
      // One version per language: no more elements than the site has languages.
      const most = siteLanguages().languages.length;
      if (elements.length > most) context.addIssue({ code: 'too_big', origin: 'array', maximum: most, inclusive: true, input: elements });
      elements.forEach((value, index) => {
        const { publishTime, unpublishTime } = (value ?? {}) as { publishTime?: unknown; unpublishTime?: unknown };
        // Both are ISO 8601 in UTC here (contract/publication.ts), so they compare as text.
        if (typeof publishTime === 'string' && typeof unpublishTime === 'string' && unpublishTime <= publishTime) {
          context.addIssue({ code: 'custom', path: [index, 'unpublishTime'], params: { messageKey: 'validation.unpublishBeforePublish' } });
        }
      });
    })
    .describe(
      'One element per language of one item. On an update, an element with `id` rewrites that version and one without adds its language to the item its `no` names; every `id` and `no` of the array must name the same item, else the call answers 409 and writes nothing.',
    );
}
