/** Timestamps are stored as ISO-8601 UTC text on both dialects. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(ms: number, from = Date.now()): string {
  return new Date(from + ms).toISOString();
}
