/** The response envelope of every `/api` answer, errors included (PRODUCT section 3). */
export interface Envelope<T> {
  status: number;
  message: string;
  result: T;
}

export interface Pageable {
  pageNo: number;
  pageSize: number;
  totalCount: number;
  /**
   * Admin lists of translatable items: how many items (not language versions) match, what "select
   * all matching" selects. Equals `totalCount` when the list shows one language.
   */
  itemCount?: number;
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
