/**
 * What the frame of every public page reads (issue 15.3): the firm's settings in the page's
 * language, the disclaimer and the version a visitor accepts, the site status. They change only
 * with the content version, so they are read once per version and language and kept until the
 * version moves; a page rendered afresh then pays one read of the version for its frame instead
 * of six queries or more, whichever of its loaders asks.
 *
 * The version is read before what is kept under it, so a value is never older than its version.
 * Loaders of one request (and of requests arriving together) share one read of the version, as
 * the page cache's requests do.
 */
import type { Lang } from '../../../contract/languages.js';
import type { ContentVersionService } from '../content/content-version.js';
import type { PortalConfigService } from './portal-config-service.js';
import type { SiteStatusService } from './site-status.js';

export function createSiteFrame(contentVersion: ContentVersionService, portalConfig: PortalConfigService, siteStatus: SiteStatusService) {
  let version: string | null = null;
  let kept = new Map<string, Promise<unknown>>();
  let reading: Promise<string> | null = null;

  function currentVersion(): Promise<string> {
    reading ??= contentVersion.current().finally(() => {
      reading = null;
    });
    return reading;
  }

  async function once<T>(key: string, read: () => Promise<T>): Promise<T> {
    const now = await currentVersion();
    if (now !== version) {
      version = now;
      kept = new Map();
    }
    let value = kept.get(key) as Promise<T> | undefined;
    if (!value) {
      const reading = read();
      value = reading;
      kept.set(key, reading);
      // A failed read (the database briefly away) is not kept: the next page asks again.
      reading.catch(() => {
        if (kept.get(key) === reading) kept.delete(key);
      });
    }
    return value;
  }

  return {
    /** The firm's settings for a visitor in `lang` (portalConfig.forVisitor). Shared: read, never change. */
    portalConfig: (lang: Lang) => once(`config:${lang}`, () => portalConfig.forVisitor(lang)),
    disclaimer: (lang: Lang) => once(`disclaimer:${lang}`, () => portalConfig.document('disclaimer', lang)),
    disclaimerVersion: () => once('disclaimer-version', () => portalConfig.siteDisclaimerVersion()),
    status: () => once('status', () => siteStatus.get()),
  };
}

export type SiteFrame = ReturnType<typeof createSiteFrame>;
