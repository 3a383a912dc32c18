/**
 * The people page's list (issue 47): a search by name or office is answered from a directory of
 * everyone visitors see in the page's language, read once per content version
 * (kept-per-version.ts) and filtered in memory, instead of a query per search. A search for a
 * name never asked before is a page nothing can cache; its query (with building and compiling it)
 * was about a fifth of the page's CPU (performance log, decision 0097). The directory holds the
 * cards the page shows, not the people's texts or view counts, so it stays small and nothing in it
 * goes stale between two content versions (a scheduled publication passing moves the version).
 *
 * Filters by position or practice area read their links in the database as before
 * (service.publicList): their pages record only the linked people's tags, so an edit of anyone
 * else leaves them cached (cache-tags.ts, readingLinked).
 */
import type { Lang } from '../../../contract/languages.js';
import type { PublicLawyerQuery } from '../../../contract/lawyer.js';
import { resolvePaging } from '../../../contract/paging.js';
import type { LawyerVersion } from '../../../contract/lawyer.js';
import type { KeptPerVersion } from '../content/kept-per-version.js';
import { foldName } from './filters.js';

/** What a tile of the people list shows. */
export interface PersonCard {
  id: number;
  name: string;
  photoUrl: string | null;
  /** The positions' names, in the member's order. */
  jobs: string[];
  office: string | null;
  /** The practice areas' names visitors see, in the member's order. */
  fields: string[];
}

export interface DirectoryEntry {
  card: PersonCard;
  /** The name as the name filter compares it (filters.ts, foldName), as stored. */
  nameFolded: string;
  officeNo: string | null;
}

export interface PeopleDirectory {
  /** Everyone visitors see in one language, in the list's order (pinned, sort, name, id). */
  entries: DirectoryEntry[];
  /** The office of every office version id, of any language: what an office filter names. */
  officeNos: Map<number, string>;
}

export interface PeoplePage {
  items: PersonCard[];
  totalCount: number;
}

interface PeopleSources {
  publicDirectory(lang: Lang): Promise<PeopleDirectory>;
  publicList(query: PublicLawyerQuery, lang: Lang): Promise<{ items: LawyerVersion[]; pageable: { totalCount: number } }>;
}

/** The card of a member as the public list presents them. */
export function cardOf(lawyer: LawyerVersion): PersonCard {
  return {
    id: lawyer.id,
    name: lawyer.name,
    photoUrl: lawyer.photoUrl,
    jobs: lawyer.jobs.map((job) => job.name),
    office: lawyer.office?.name ?? null,
    fields: lawyer.proFields.map((field) => field.name),
  };
}

/**
 * The entries a name and office search keeps: the same as the database's filter (filters.ts,
 * lawyerWhere): the folded keyword anywhere in the folded name, wildcards taken literally; any of
 * the offices named, by a version id of any language (unknown ids match nothing).
 */
export function matchingEntries(directory: PeopleDirectory, query: Pick<PublicLawyerQuery, 'keyword' | 'officeIds'>): DirectoryEntry[] {
  const folded = query.keyword ? foldName(query.keyword) : undefined;
  const offices = query.officeIds?.length ? new Set(query.officeIds.flatMap((id) => directory.officeNos.get(id) ?? [])) : undefined;
  if (folded === undefined && offices === undefined) return directory.entries;
  return directory.entries.filter(
    (entry) => (folded === undefined || entry.nameFolded.includes(folded)) && (offices === undefined || (entry.officeNo !== null && offices.has(entry.officeNo))),
  );
}

export function createPeopleFinder(kept: KeptPerVersion, lawyers: PeopleSources) {
  const directoryOf = (lang: Lang) => kept.once(`people:${lang}`, () => lawyers.publicDirectory(lang));
  return {
    /**
     * The people list of `lang`, then each `page` of it. The directory is read at once unless the
     * address filters by a position or a practice area (`byLinks`): read together with the page's
     * other kept values, one read of the content state serves them all; not read for a filter by
     * links, so that page depends on the linked people only. Shared cards: read, never change.
     */
    async in(lang: Lang, { byLinks }: { byLinks: boolean }) {
      const ahead = byLinks ? undefined : await directoryOf(lang);
      return {
        /** One page of the public people list for `query`, as cards, with the number matched: what lawyers.publicList finds. */
        async page(query: PublicLawyerQuery): Promise<PeoplePage> {
          if (query.jobId !== undefined || query.practiceAreaId !== undefined) {
            const list = await lawyers.publicList(query, lang);
            return { items: list.items.map(cardOf), totalCount: list.pageable.totalCount };
          }
          // A position or practice area the address named and no one knows: its filter is ignored.
          const matching = matchingEntries(ahead ?? (await directoryOf(lang)), query);
          const { offset, pageSize } = resolvePaging(query);
          return { items: matching.slice(offset, offset + pageSize).map((entry) => entry.card), totalCount: matching.length };
        },
      };
    },
  };
}
