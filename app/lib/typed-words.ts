/**
 * Words a visitor typed, read from an address's query: control characters (a NUL byte included,
 * which no keyboard types and the databases refuse) read as spaces, runs of spaces as one, trimmed
 * and cut to `max` characters.
 */
export function typedWords(value: string | null, max: number): string {
  return (value ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim().slice(0, max).trim();
}
