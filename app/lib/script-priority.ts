/**
 * The public pages arrive whole from the server (content and inline styles), so their scripts
 * only make them interactive: nothing on screen waits for them. React Router preloads them with
 * `<link rel="modulepreload">`, which browsers fetch at high priority, ahead of the images below
 * (the hero or cover, usually the largest paint) and counted as holding up the first paint by
 * Lighthouse's simulation. `fetchpriority="low"` lets the images and the document go first; the
 * scripts still start at once and run as soon as they arrive. Decision 0037.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" /g;

/** `html` with every module preload asking for low priority (React Router's <Scripts> has no prop for it). */
export function lowPriorityModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" ');
}
