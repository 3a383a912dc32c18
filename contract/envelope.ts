/**
 * The response envelope of every `/api` answer, errors included (PRODUCT section 3), as zod
 * schemas: routes declare `response: { 200: envelopeOf(result) }` (or `listEnvelopeOf(item)`), the
 * API description shows it, and the API tests check every real answer against it.
 */
import { z } from 'zod';

export const pageable = z.object({
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  /**
   * Admin lists of translatable items: how many items (not language versions) match, what "select
   * all matching" selects. Equals `totalCount` when the list shows one language.
   */
  itemCount: z.number().int().optional(),
});
export type Pageable = z.infer<typeof pageable>;

const status = z.number().int().meta({ description: 'The HTTP status' });
const message = z.string().meta({ description: "In the request's language" });

/** `{ status, message, result }` with `result` of the given schema. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({ status, message, result });
}

/** A page of a list: `result` is the items, `pageable` says which page of how many. */
export function listEnvelopeOf<T extends z.ZodType>(item: T) {
  return z.object({ status, message, result: z.array(item), pageable });
}

/** The answer of a write that has nothing to give back but that it was done. */
export const doneEnvelope = envelopeOf(z.literal(true));

/** The answer of a call whose `result` is always null (signing out). */
export const nullEnvelope = envelopeOf(z.null());

export interface Envelope<T> {
  status: number;
  message: string;
  result: T;
}

export interface ListEnvelope<T> extends Envelope<T[]> {
  pageable: Pageable;
}

export interface FieldError {
  field: string;
  message: string;
}

/** `result` of a 400 answer for invalid input. */
export interface FieldErrorsResult {
  fieldErrors: FieldError[];
}
