/**
 * A page whose scripts fail to load reloads itself once (issue 45.1). During a rolling deploy a
 * page of one release can ask an instance of another for a script it does not have; the page
 * then stays as the server rendered it, without its scripts. A reload fetches the page again,
 * with scripts that match it.
 *
 * Failures it sees: a module script or module preload that fails to load (an `error` event on the
 * element, caught on its way down to it: it does not bubble; for the page's inline module script,
 * a static import that failed), a dynamic import that fails (`unhandledrejection`: React Router's
 * `import()` of the entry, the browsers' three wordings), and a chunk loaded through Vite's
 * preload helper (`vite:preloadError`). React Router reloads by itself when a route module
 * fails during a move to another page.
 *
 * It never loops: the page reloads at most once per build, the build named by the address of its
 * route manifest (`/assets/manifest-<hash>.js`, decision 0047), and the builds it reloaded for are
 * kept in sessionStorage for the tab. Two releases each failing in turn cost two reloads, then
 * the page stays as it is. Without sessionStorage (refused by the browser) it never reloads.
 */

/** The sessionStorage key holding the builds the tab already reloaded for. */
export const RELOADED_BUILDS_KEY = 'reloaded-after-failed-script';

/** Builds remembered, the newest last: enough for every release a balancer could mix. */
const BUILDS_REMEMBERED = 10;

/** Classic script rendered before <Scripts> on every page, so it listens before any module loads. */
export const RELOAD_ONCE_ON_FAILED_SCRIPT = `(() => {
  const buildOf = () => {
    const link = document.querySelector('link[href*="/assets/manifest-"]');
    if (link) return link.getAttribute('href');
    for (const script of document.scripts) {
      const found = /\\/assets\\/manifest-[\\w-]+\\.js/.exec(script.textContent);
      if (found) return found[0];
    }
    return location.pathname;
  };
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    try {
      const build = buildOf();
      const reloaded = JSON.parse(sessionStorage.getItem('${RELOADED_BUILDS_KEY}') || '[]');
      if (!Array.isArray(reloaded) || reloaded.includes(build)) return;
      reloaded.push(build);
      sessionStorage.setItem('${RELOADED_BUILDS_KEY}', JSON.stringify(reloaded.slice(-${BUILDS_REMEMBERED})));
    } catch {
      return;
    }
    reloading = true;
    location.reload();
  };
  addEventListener('error', (event) => {
    const element = event.target;
    if (element instanceof HTMLScriptElement ? element.type === 'module' : element instanceof HTMLLinkElement && element.rel === 'modulepreload') reloadOnce();
  }, true);
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    if (reason instanceof TypeError && /dynamically imported module|module script/i.test(reason.message)) reloadOnce();
  });
  addEventListener('vite:preloadError', reloadOnce);
})();`;
