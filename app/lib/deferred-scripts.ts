/**
 * The script that starts a public page's held-back scripts once the page has loaded: the other
 * half of deferred-scripts.server.ts (decision 0043), rendered after <Scripts> by root.tsx.
 */

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
    for (const link of document.querySelectorAll('link[rel="deferred-modulepreload"]')) link.rel = 'modulepreload';
    for (const script of document.querySelectorAll('script[type="deferred-module"]')) {
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
