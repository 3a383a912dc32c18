/**
 * Public pages while the database cannot be reached: the status screen ("temporarily
 * unavailable") with 503 and a time to come back, rather than an error page with 500. The frame
 * reads the database for every page, so catching it there covers them all.
 */
import { data } from 'react-router';
import type { Lang } from '../../contract/languages';
import { SITE_CLOSED } from '../../contract/site-status';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../server/db/outage';

export async function unlessDatabaseUnavailable<T>(work: Promise<T>, lang: Lang): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // No-store: the page cache would otherwise keep the outage screen after the database is back.
    throw data(
      { siteStatus: SITE_CLOSED, firm: null, lang },
      { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } },
    );
  }
}

/**
 * Resource routes (sitemap, vCard) have no page to show: while the database cannot be reached
 * they answer a plain 503 with a time to come back, never a 500, and nothing keeps that answer.
 */
export async function resourceUnlessDatabaseUnavailable(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response('Service briefly unavailable; try again shortly.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
    });
  }
}
