/**
 * What the frame of every public page reads (issue 15.3): the firm's settings in the page's
 * language, the disclaimer and the version a visitor accepts, the site status. They change only
 * with the content version, so they are kept per version and language (kept-per-version.ts); a
 * page rendered afresh then pays one read of the version for its frame instead of six queries or
 * more, whichever of its loaders asks.
 */
import type { Lang } from '../../../contract/languages.js';
import type { KeptPerVersion } from '../content/kept-per-version.js';
import type { PortalConfigService } from './portal-config-service.js';
import type { SiteStatusService } from './site-status.js';

export function createSiteFrame(kept: KeptPerVersion, portalConfig: PortalConfigService, siteStatus: SiteStatusService) {
  return {
    /** The firm's settings for a visitor in `lang` (portalConfig.forVisitor). Shared: read, never change. */
    portalConfig: (lang: Lang) => kept.once(`config:${lang}`, () => portalConfig.forVisitor(lang)),
    /**
     * The same without the counted figures: what every page's frame shows. Counting reads every
     * person and office, and every page would depend on them all (decision 0080).
     */
    frameConfig: (lang: Lang) => kept.once(`frame-config:${lang}`, () => portalConfig.forVisitor(lang, false)),
    disclaimer: (lang: Lang) => kept.once(`disclaimer:${lang}`, () => portalConfig.document('disclaimer', lang)),
    disclaimerVersion: () => kept.once('disclaimer-version', () => portalConfig.siteDisclaimerVersion()),
    status: () => kept.once('status', () => siteStatus.get()),
  };
}

export type SiteFrame = ReturnType<typeof createSiteFrame>;
