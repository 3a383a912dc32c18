/**
 * The short lists public pages show beside their content (issue 15.3): the people list's filters,
 * the practice areas of the home page and their own page, the offices of the about page. Like the
 * frame, they change only with the content version, so they are kept per version and language
 * (kept-per-version.ts) instead of read by every page rendered afresh. A practice area's view count
 * in a kept list may lag; no page shows it from a list.
 */
import type { Lang } from '../../../contract/languages.js';
import type { KeptPerVersion } from './kept-per-version.js';

/** What a list is read from: the job, office and practice area services. */
interface ListSources<Job, Office, PracticeArea> {
  job: { list(lang: Lang): Promise<Job[]> };
  office: { list(lang: Lang): Promise<Office[]> };
  practiceArea: { listIn(lang: Lang): Promise<PracticeArea[]> };
}

export function createPublicLists<Job, Office, PracticeArea>(kept: KeptPerVersion, sources: ListSources<Job, Office, PracticeArea>) {
  return {
    /** Every job title, in `lang` where it has that language (job.list). Shared: read, never change. */
    jobs: (lang: Lang) => kept.once(`jobs:${lang}`, () => sources.job.list(lang)),
    /** Every office, in `lang` where it has that language (office.list). Shared: read, never change. */
    offices: (lang: Lang) => kept.once(`offices:${lang}`, () => sources.office.list(lang)),
    /** The practice areas visitors see in `lang` (practiceArea.listIn). Shared: read, never change. */
    practiceAreas: (lang: Lang) => kept.once(`practice-areas:${lang}`, () => sources.practiceArea.listIn(lang)),
  };
}
