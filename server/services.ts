/**
 * The service layer, built once per process around one database. Routes and page loaders use
 * these; nothing else talks to the repositories.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Database } from './db/schema.js';
import { createArticleService, SECTIONS } from './modules/article/service.js';
import { createAuditService } from './modules/audit/service.js';
import { createIdempotencyService } from './modules/idempotency/service.js';
import { createAuthService } from './modules/auth/service.js';
import { createBannerService } from './modules/banner/service.js';
import { createCatalogService } from './modules/catalog/service.js';
import { createContentVersionService } from './modules/content/content-version.js';
import { currentSequence } from './modules/content/edit-sequence.js';
import { createKeptPerVersion } from './modules/content/kept-per-version.js';
import { createPageImages } from './modules/content/page-images.js';
import { createPublicLists } from './modules/content/public-lists.js';
import { createRichTextSanitizer } from './modules/content/sanitize.js';
import { createViewCounter } from './modules/content/view-counter.js';
import { createLocalStorage } from './modules/files/local-storage.js';
import { createS3Storage } from './modules/files/s3-storage.js';
import { createFileService } from './modules/files/service.js';
import { createIconService } from './modules/icon/service.js';
import { JOBS, OFFICES } from './modules/job-office/kinds.js';
import { createJobOfficeService } from './modules/job-office/service.js';
import { createLawyerService } from './modules/lawyer/service.js';
import { createPeopleFinder } from './modules/lawyer/people-finder.js';
import { createMediaService } from './modules/media/service.js';
import { createPortalConfigService } from './modules/portal/portal-config-service.js';
import { createSiteStatusService } from './modules/portal/site-status.js';
import { createLanguageService } from './modules/languages/service.js';
import { createLabelService } from './modules/labels/service.js';
import { createTimeZoneService } from './modules/portal/time-zone.js';
import { createPreviewService } from './modules/preview/service.js';
import { createRevisionService } from './modules/revisions/service.js';
import { createTranslationStatusService } from './modules/translation-status/service.js';
import { createPracticeAreaService } from './modules/practice-area/service.js';
import { startSearchIndexMerging } from './modules/search/index-merging.js';
import { createSearchService } from './modules/search/service.js';
import { createSiteFrame } from './modules/portal/site-frame.js';
import { createReadinessCheck } from './modules/system/readiness.js';
import { createUserService } from './modules/users/service.js';

export interface ServicesOptions {
  /**
   * False for a one-off job on a transaction (the first start's setup, a demo reload): no view
   * count timer (views are written at once, in the transaction) and no index merging timer, so
   * nothing keeps running on the transaction once it is over.
   */
  timers?: boolean;
}

export function createServices(db: Kysely<Database>, config: AppConfig, options: ServicesOptions = {}) {
  const timers = options.timers !== false;
  const catalog = createCatalogService(db);
  const richText = createRichTextSanitizer({ publicOrigin: config.publicOrigin, remoteImageHosts: config.remoteImageHosts });
  const storage = config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadDir);
  const files = createFileService({
    db,
    storage,
    maxBytes: config.uploadMaxBytes,
    processing: { concurrency: config.uploadConcurrency },
  });
  // Before the services: their repositories count views through it (content/view-counter.ts).
  const views = createViewCounter(db, { timer: timers });
  const services = {
    /** Views counted in memory, written in batches; app.ts stops it before closing the database. */
    views,
    /** What the public site shows, as a version the page cache keys its answers by. */
    contentVersion: createContentVersionService(db),
    /** Whether the database and the object storage answer, for the readiness probe. */
    readiness: createReadinessCheck(db, storage),
    audit: createAuditService(db),
    idempotencyKeys: createIdempotencyService(db),
    editSequence: { current: () => currentSequence(db) },
    auth: createAuthService(db, { sessionIdleMs: config.sessionIdleMs, sessionMaxMs: config.sessionMaxMs }),
    users: createUserService(db),
    files,
    media: createMediaService(db, files, config.publicOrigin),
    siteStatus: createSiteStatusService(db),
    timeZone: createTimeZoneService(db),
    portalConfig: createPortalConfigService(db, { richText }),
    icons: createIconService(db),
    catalog,
    news: createArticleService(db, catalog, SECTIONS.news, richText),
    cases: createArticleService(db, catalog, SECTIONS.case, richText),
    honours: createArticleService(db, catalog, SECTIONS.honour, richText),
    lawyers: createLawyerService(db, richText),
    banner: createBannerService(db),
    practiceArea: createPracticeAreaService(db, richText),
    search: createSearchService(db),
    /** SQLite's full-text segments merged on a timer, off the write path; app.ts stops it. */
    searchMerging: startSearchIndexMerging(db, { timer: timers }),
    job: createJobOfficeService(db, JOBS),
    office: createJobOfficeService(db, OFFICES),
    /** The rich-text allow-list with this site's image policy, for saving and for rendering. */
    richText,
    /** Rich text as pages show it: images resized, sized and loaded lazily. */
    pageImages: createPageImages(db, richText),
  };
  /** The site's languages, stored (decision 0083); app.ts starts it after the migrations. */
  const languages = createLanguageService(db, services.contentVersion);
  /** Administrators' translations of the public labels (decision 0086); app.ts starts it with the languages. */
  const labels = createLabelService(db, services.contentVersion, languages);
  // One keeper for the frame and the lists, so a page reads the content version once for both.
  const kept = createKeptPerVersion(services.contentVersion);
  /** Signed preview links (decision 0025), laid over the other services' admin-level reads. */
  return {
    ...services,
    languages,
    labels,
    /** The public pages' frame (firm, disclaimer, status), read once per content version. */
    siteFrame: createSiteFrame(kept, services.portalConfig, services.siteStatus),
    /** Jobs, offices and practice areas as public pages list them, read once per content version. */
    publicLists: createPublicLists(kept, services),
    /** The people page's list: name and office searches answered from a directory kept per content version. */
    peopleFinder: createPeopleFinder(kept, services.lawyers),
    /** What public pages keep for the content version besides the frame and the lists (an item's page). */
    keptPerVersion: kept,
    previews: createPreviewService(db, services, { ttlMs: config.previewLinkTtlMs, richText }),
    /** Revisions of the publishable items (decision 0028). */
    revisions: createRevisionService(db, services, { kept: config.revisionsKept, publicOrigin: config.publicOrigin }),
    /** Marking a translation current (decision 0071). */
    translationStatus: createTranslationStatusService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
