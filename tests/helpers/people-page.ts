/** What a rendered people page (/people) shows, read from its HTML. */

/** The names the page offers in its job filter, in the order shown. */
export function jobOptions(html: string): string[] {
  const select = /<select[^>]*name="jobId"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="\d+"[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]!);
}
