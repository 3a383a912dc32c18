/**
 * Stored rich text as a public page shows it: sanitised again by the site's allow-list
 * (contract/rich-text-policy, through services.pageImages, which remembers the results), with its
 * own images made responsive and its tables reachable by keyboard. Loaders run this on the server,
 * so the browser receives clean HTML and no sanitiser in its bundle. Every `dangerouslySetInnerHTML`
 * of stored rich text on a public page shows what this returned.
 */
import type { AppLoadContext } from 'react-router';
import { pageRichText } from './articles.server';

/** The width of a page's text column (see public.css): what its pictures are shown at. */
export const TEXT_COLUMN_SIZES = '(min-width: 48rem) 46rem, 100vw';

/** Each piece of rich text as the page shows it; an absent one stays null. */
export async function pageHtml(
  context: AppLoadContext,
  htmls: readonly (string | null | undefined)[],
  sizes: string = TEXT_COLUMN_SIZES,
): Promise<(string | null)[]> {
  const rendered = await context.services.pageImages.render(
    htmls.map((html) => html ?? null),
    sizes,
  );
  return rendered.map((html) => (html === null ? null : pageRichText(html)));
}
