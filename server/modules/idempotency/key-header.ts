/**
 * The `Idempotency-Key` request header (IETF httpapi draft "The Idempotency-Key HTTP Header
 * Field"): 1 to 255 printable ASCII characters. The draft spells it as a structured-field string
 * (`"…"`); either spelling is taken as it is sent, so a client must send one key the same way.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const PRINTABLE_ASCII = /^[\x20-\x7E]{1,255}$/;

/** The key, undefined when none was sent, or null when the header is not a valid key. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null | undefined {
  const value = headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !PRINTABLE_ASCII.test(value)) return null;
  return value;
}
