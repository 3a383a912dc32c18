/**
 * The script every page carries so that one whose scripts fail to load (a rolling deploy) reloads
 * itself (app/lib/reload-on-failed-script.ts): once per build, never in a loop, and not for
 * failures that a reload would not mend. Run in jsdom as the page runs it; `location` is handed
 * in, since jsdom's cannot be stubbed and does not navigate.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_ONCE_ON_FAILED_SCRIPT, RELOADED_BUILDS_KEY } from '../../app/lib/reload-on-failed-script';

const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];

/** A page of the build whose manifest is `manifest`, with the guard running and a module script. */
function loadPage(manifest: string): { reload: ReturnType<typeof vi.fn>; moduleScript: HTMLScriptElement } {
  document.head.innerHTML = `<link rel="deferred-modulepreload" href="/assets/${manifest}.js">`;
  document.body.innerHTML = '<script type="module">import "/assets/root-1.js";</script><img src="/x.png">';
  const reload = vi.fn();
  const listen = (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    added.push([type, listener, options]);
    window.addEventListener(type, listener, options);
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script's own text, run as the page runs it
  new Function('location', 'addEventListener', RELOAD_ONCE_ON_FAILED_SCRIPT)({ reload, pathname: '/home' }, listen);
  return { reload, moduleScript: document.querySelector('script[type="module"]')! };
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  for (const [type, listener, options] of added.splice(0)) window.removeEventListener(type, listener, options);
  vi.restoreAllMocks();
});

describe('a page whose scripts fail to load', () => {
  it('reloads once when its module script fails, and not again when the reloaded page of the same build fails too', () => {
    const first = loadPage('manifest-aaaa1111');
    first.moduleScript.dispatchEvent(new Event('error'));
    first.moduleScript.dispatchEvent(new Event('error'));
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(RELOADED_BUILDS_KEY)!)).toEqual(['/assets/manifest-aaaa1111.js']);

    const again = loadPage('manifest-aaaa1111');
    again.moduleScript.dispatchEvent(new Event('error'));
    expect(again.reload).not.toHaveBeenCalled();
  });

  it('reloads once per build, so pages of two releases failing in turn stop after two reloads', () => {
    const reloads = ['manifest-aaaa1111', 'manifest-bbbb2222', 'manifest-aaaa1111', 'manifest-bbbb2222'].map((manifest) => {
      const page = loadPage(manifest);
      page.moduleScript.dispatchEvent(new Event('error'));
      for (const [type, listener, options] of added.splice(0)) window.removeEventListener(type, listener, options);
      return page.reload.mock.calls.length;
    });
    expect(reloads).toEqual([1, 1, 0, 0]);
  });

  it('reloads when a module preload, a dynamic import or a chunk of Vite\'s preload helper fails', () => {
    const preload = loadPage('manifest-cccc3333');
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    document.head.append(link);
    link.dispatchEvent(new Event('error'));
    expect(preload.reload).toHaveBeenCalledTimes(1);

    for (const message of ['Failed to fetch dynamically imported module: http://x/assets/entry.client-1.js', 'error loading dynamically imported module: http://x/a.js', 'Importing a module script failed.']) {
      sessionStorage.clear();
      const page = loadPage('manifest-dddd4444');
      window.dispatchEvent(rejection(new TypeError(message)));
      expect(page.reload, message).toHaveBeenCalledTimes(1);
    }

    sessionStorage.clear();
    const chunk = loadPage('manifest-eeee5555');
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(chunk.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for failures a reload would not mend: an image, a classic script, another error', () => {
    const page = loadPage('manifest-ffff6666');
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    const classic = document.createElement('script');
    document.body.append(classic);
    classic.dispatchEvent(new Event('error'));
    window.dispatchEvent(rejection(new TypeError('Cannot read properties of undefined')));
    window.dispatchEvent(rejection(new Error('Failed to fetch dynamically imported module')));
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('never reloads when sessionStorage is refused, since nothing could then stop a loop', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const page = loadPage('manifest-abab7777');
    page.moduleScript.dispatchEvent(new Event('error'));
    expect(page.reload).not.toHaveBeenCalled();
  });
});
