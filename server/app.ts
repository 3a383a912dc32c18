/**
 * buildApp(): the Fastify instance with everything registered, used by the entry point and by the
 * tests. Opens (and migrates) the database unless one is handed in.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { connectDatabase, type DatabaseHandle } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { SMALLEST_COMPRESSED } from './http/compressed-body.js';
import { installErrorHandler } from './http/error-handler.js';
import { installFastLane } from './http/fast-lane.js';
import { createFrontLane, requestTimeoutFor } from './http/front-lane.js';
import { AppError } from './http/errors.js';
import type { RegisteredRoute } from './http/fastify-types.js';
import { resolveRequestLanguage } from './http/language.js';
import { installRequestLog, loggerOptions, requestIdGenerator } from './http/logging.js';
import { installJsonBodyParser } from './http/json-body.js';
import { installOpenApi } from './http/openapi.js';
import { trustFunction } from './http/trusted-proxy.js';
import { installRenderedPageCompression } from './http/rendered-page-compression.js';
import { installPageCache } from './http/page-cache.js';
import { installWriteInvalidation } from './http/write-invalidation.js';
import { createCachePurger } from './http/cache-purge.js';
import { PRIVATE_NO_STORE, sharedCacheHeaders } from './http/shared-cache.js';
import { installWeb, type WebMode } from './http/web.js';
import { contentSecurityPolicy, installSecurityHeaders } from './http/security-headers.js';
import { malformedRequestHandler } from './http/malformed-request.js';
import { readablePageAddress, unreadableAddressHandler } from './http/unreadable-address.js';
import { zodValidatorCompiler } from './http/validation.js';
import { staffGuard } from './modules/auth/guard.js';
import { enterActor } from './modules/audit/actor.js';
import { installIdempotencyKeys } from './modules/idempotency/hooks.js';
import { adminAuditRoutes } from './modules/audit/routes.js';
import { adminArticleRoutes, publicArticleRoutes } from './modules/article/routes.js';
import { installEditSequence } from './modules/content/edit-sequence-hooks.js';
import { authRoutes } from './modules/auth/routes.js';
import { adminBannerRoutes, publicBannerRoutes } from './modules/banner/routes.js';
import { adminCatalogRoutes, publicCatalogRoutes } from './modules/catalog/routes.js';
import { uploadRoutes, uploadServingRoutes } from './modules/files/routes.js';
import { adminIconRoutes } from './modules/icon/routes.js';
import { adminJobRoutes, adminOfficeRoutes } from './modules/job-office/routes.js';
import { adminLawyerRoutes, publicLawyerRoutes } from './modules/lawyer/routes.js';
import { adminMediaRoutes } from './modules/media/routes.js';
import { adminPortalConfigRoutes, publicPortalConfigRoutes } from './modules/portal/portal-config-routes.js';
import { siteGate } from './modules/portal/site-status.js';
import { adminLanguageRoutes } from './modules/languages/routes.js';
import { adminLabelRoutes } from './modules/labels/routes.js';
import { adminSiteStatusRoutes, publicSiteStatusRoutes } from './modules/portal/site-status-routes.js';
import { installPreviewPageHeaders } from './modules/preview/page-headers.js';
import { adminPreviewRoutes } from './modules/preview/routes.js';
import { adminRevisionRoutes, installRevisionRecording } from './modules/revisions/routes.js';
import { adminTranslationStatusRoutes } from './modules/translation-status/routes.js';
import { adminPracticeAreaRoutes, publicPracticeAreaRoutes } from './modules/practice-area/routes.js';
import { healthRoutes } from './modules/system/health.js';
import { createMetrics, installRequestMetrics } from './metrics/metrics.js';
import { commonRoutes } from './modules/system/routes.js';
import { publicSearchRoutes } from './modules/search/routes.js';
import { adminTimeZoneRoutes } from './modules/portal/time-zone-routes.js';
import { userRoutes } from './modules/users/routes.js';
import { createServices } from './services.js';
import { setOwnOrigins, setRemoteImageHosts } from '../contract/fields.js';

export interface BuildAppOptions {
  config: AppConfig;
  /** Serve the pages: through Vite (development) or from the build (production); off for API-only tests. */
  web?: WebMode | false;
  /** An open database; when absent one is opened from the configuration and closed with the app. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const trustsProxy = trustFunction(config.trustProxy);
  const genReqId = requestIdGenerator(trustsProxy);
  // For the answers Fastify gives before any hook has run (unreadable addresses, malformed requests),
  // in the default language of the moment: the stored set is read after Fastify is made (decision 0083).
  const defaultLanguageNow = () => config.defaultLocale;
  const policyWithoutScripts = contentSecurityPolicy(options.web === 'development', config.remoteImageHosts)('');
  // Only with METRICS_PORT: without it nothing is counted (decision 0067).
  const metrics = config.metricsPort ? createMetrics() : undefined;
  // Answers that are the same bytes for everyone are written in front of Fastify (front-lane.ts).
  const frontLane = createFrontLane({ genReqId, trustProxy: config.trustProxy === false ? undefined : trustsProxy, observe: metrics?.observeRequest });
  const app = Fastify({
    serverFactory: frontLane.serverFactory,
    logger: options.logger ?? loggerOptions(config.logLevel, config.env === 'development' && process.stdout.isTTY),
    genReqId,
    // Our own one-line request log replaces Fastify's two lines (installRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    // The same function decides whose x-request-id is kept; false keeps Fastify's faster plain path.
    trustProxy: config.trustProxy === false ? false : trustsProxy,
    bodyLimit: 4 * 1024 * 1024,
    // A client sending its body slowly, or not at all, may not hold its connection for ever (decision 0103).
    requestTimeout: requestTimeoutFor(config.uploadMaxBytes),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    rewriteUrl: readablePageAddress,
    frameworkErrors: unreadableAddressHandler(defaultLanguageNow, policyWithoutScripts),
    clientErrorHandler: malformedRequestHandler(defaultLanguageNow, policyWithoutScripts),
  });

  // Opened once the logger exists, so that a lost connection is logged like everything else.
  const database =
    options.database ??
    connectDatabase({
      databaseUrl: config.databaseUrl,
      sqliteFile: config.sqliteFile,
      onPoolError: (error) => app.log.error({ err: error }, 'database connection lost'),
    });
  await migrateToLatest(database.db);

  const routeList: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    routeList.push({ method: route.method, url: route.url, config: route.config });
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('services', createServices(database.db, config));
  // The languages this process publishes in: the stored set, with what SITE_LANGUAGES and
  // DEFAULT_LOCALE ask of it, read by everything through siteLanguages() (decisions 0082, 0083).
  const stopFollowingLanguages = await app.services.languages.start(config.languagesAtStart, config.pageCacheRefresh.pollMs);
  // The public labels administrators translated (decision 0086), followed the same way.
  const stopFollowingLabels = await app.services.labels.start(config.pageCacheRefresh.pollMs);
  app.decorate('routeList', routeList);
  app.decorateRequest('lang', config.defaultLocale);
  app.decorateRequest('staff', null);
  // Pending view counts are written before the database closes (graceful stop, issue 15.2).
  app.addHook('onClose', async () => {
    stopFollowingLanguages();
    stopFollowingLabels();
    const dropped = await app.services.views.stop();
    // What the database still did not take after a few seconds' tries is gone: said, not silent.
    if (dropped.views > 0) {
      const views = `${dropped.views} view${dropped.views === 1 ? '' : 's'}`;
      app.log.error(dropped, `view counts not written at stop: ${views} of ${dropped.items} item${dropped.items === 1 ? '' : 's'} dropped`);
    }
    await app.services.searchMerging.stop();
    if (!options.database) await database.db.destroy();
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  installJsonBodyParser(app);
  setOwnOrigins([config.publicOrigin]);
  setRemoteImageHosts(config.remoteImageHosts);
  // Responses are plain data built by the handlers; the zod response schemas serve the API description.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // First: /healthz and the build's files are answered before the hooks below (fast-lane.ts).
  frontLane.install(app);
  installFastLane(app);
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = resolveRequestLanguage(request, config.defaultLocale);
    done();
  });
  installRequestLog(app);
  if (metrics) installRequestMetrics(app, metrics.observeRequest);
  installErrorHandler(app, config.uploadMaxBytes);
  const securityHeaders = installSecurityHeaders(app, { development: options.web === 'development' });
  // What a CDN may keep (decision 0074): worked out for the answers the page cache stores, when it
  // stores them, and for every other answer by the hook after the preview pages' below.
  const applySharedCacheHeaders = sharedCacheHeaders(config.sharedCache);
  // Before compression, so pages are kept uncompressed and compressed per request.
  const pageCacheLookUp = options.web === 'production' ? installPageCache(
          app,
          {
            maxBytes: config.pageCacheMaxBytes,
            staleWindowMs: config.pageCacheRefresh.staleWindowMs,
            pollMs: config.pageCacheRefresh.pollMs,
            refreshConcurrency: config.pageCacheRefresh.concurrency,
          },
          securityHeaders,
          applySharedCacheHeaders,
        ) : undefined;
  // Before the answer of a write goes, the caches drop what it changed (write-invalidation.ts).
  const purger = createCachePurger({ url: config.cachePurgeUrl, log: app.log });
  installWriteInvalidation(app, purger);
  // A publish or unpublish time passing changes pages too: whichever instance finds it passed tells the proxy.
  app.services.contentVersion.onScheduledChange((tags) => void purger.purge({ hard: tags, soft: [] }));
  // And the search index: a practice area's people are found by the names visitors see (search/indexer.ts).
  app.services.contentVersion.onScheduledChange((tags) => {
    app.services.search.followScheduledChanges(tags).catch((error: unknown) => app.log.warn({ err: error }, 'search not updated after a scheduled change'));
  });
  // After the page cache (whose stored pages come compressed), before @fastify/compress.
  const renderedPageCompression = options.web === 'production' ? installRenderedPageCompression(app) : undefined;
  installPreviewPageHeaders(app);
  // A callback hook: it runs on every answer (after the page cache's, which may have set them already).
  app.addHook('onSend', (request, reply, payload, done) => {
    applySharedCacheHeaders(request, reply);
    done(null, payload);
  });
  await app.register(cookie);
  await app.register(compress, { threshold: SMALLEST_COMPRESSED });

  await installOpenApi(app);
  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(commonRoutes);
      // Unknown API paths keep the envelope; without this the page router would answer them.
      api.all('/*', { schema: { hide: true } }, (request) => {
        throw new AppError(404, 'routeNotFound', { method: request.method, url: request.url.split('?')[0] ?? '' });
      });
      await api.register(uploadServingRoutes);
      await api.register(
        async (user) => {
          user.addHook('onRequest', siteGate(app.services.siteStatus));
          await user.register(publicSiteStatusRoutes);
          await user.register(publicPortalConfigRoutes);
          await user.register(publicCatalogRoutes);
          await user.register(publicArticleRoutes);
          await user.register(publicLawyerRoutes);
          await user.register(publicBannerRoutes);
          await user.register(publicPracticeAreaRoutes);
          await user.register(publicSearchRoutes);
        },
        { prefix: '/user' },
      );
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', staffGuard(app.services.auth));
          // A session, an account, a draft: no browser or proxy cache keeps a back-office answer.
          admin.addHook('onSend', (_request, reply, payload, done) => {
            if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_NO_STORE);
            done(null, payload);
          });
          // Who is acting, for the audit entries the request's writes record (decision 0024).
          admin.addHook('preValidation', enterActor);
          // What a save was read from, and what a read answers (decision 0100).
          installEditSequence(admin);
          installIdempotencyKeys(admin);
          installRevisionRecording(admin);
          await admin.register(authRoutes);
          await admin.register(uploadRoutes);
          await admin.register(adminMediaRoutes);
          await admin.register(userRoutes);
          await admin.register(adminSiteStatusRoutes);
          await admin.register(adminTimeZoneRoutes);
          await admin.register(adminLanguageRoutes);
          await admin.register(adminLabelRoutes);
          await admin.register(adminPortalConfigRoutes);
          await admin.register(adminIconRoutes);
          await admin.register(adminCatalogRoutes);
          await admin.register(adminArticleRoutes);
          await admin.register(adminLawyerRoutes);
          await admin.register(adminBannerRoutes);
          await admin.register(adminPracticeAreaRoutes);
          await admin.register(adminPreviewRoutes);
          await admin.register(adminRevisionRoutes);
          await admin.register(adminTranslationStatusRoutes);
          await admin.register(adminJobRoutes);
          await admin.register(adminOfficeRoutes);
          await admin.register(adminAuditRoutes);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  if (options.web) await installWeb(app, options.web, renderedPageCompression);
  frontLane.open({ policy: securityHeaders.policyWithoutScripts, ...(pageCacheLookUp ? { lookUp: pageCacheLookUp } : {}) });
  app.decorate('frontLane', { answered: () => frontLane.answered() });
  metrics?.watch(app, database.pool);
  app.decorate('metrics', metrics);

  return app;
}
