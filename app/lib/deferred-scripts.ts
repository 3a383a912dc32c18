/**
 * The script that starts a public page's held-back scripts once the page has loaded: the other
 * half of deferred-scripts.server.ts (decision 0043), rendered after <Scripts> by root.tsx. The
 * names the server writes them under are here, so both halves read the same ones.
 */

/** The `rel` a module preload is held back under: not one a browser fetches. */
export const DEFERRED_PRELOAD_REL = 'deferred-modulepreload';
/** The `type` the module script is held back under: not one a browser runs. */
export const DEFERRED_MODULE_TYPE = 'deferred-module';

/**
 * Classic script rendered after <Scripts> on public pages. A script whose type was not runnable
 * when it was parsed is run when it is inserted again, so the module script is put back where it
 * was and the document stays as React rendered it.
 */
export const START_AFTER_LOAD = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]')) link.rel = 'modulepreload';
    for (const script of document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]')) {
      const parent = script.parentNode;
      const next = script.nextSibling;
      script.remove();
      script.type = 'module';
      parent.insertBefore(script, next);
    }
  };
  addEventListener('load', () => requestAnimationFrame(() => setTimeout(start)), { once: true });
  setTimeout(start, 4000);
})();`;
