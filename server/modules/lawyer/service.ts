/**
 * Lawyer team members: text per language version; office, jobs and practice areas on the item,
 * named in each version's language; photo, phone and e-mail on the item, the same in every
 * version (decision 0017). A page of members is built with a fixed number of queries.
 */
import { readingItem, readingLinked, readingNamed } from '../content/cache-tags.js';
import type { Kysely } from 'kysely';
import type { BulkResult, LawyerBulkBody } from '../../../contract/bulk.js';
import type {
  AdminLawyerQuery, AdminLawyerVersion, CustomContent, LawyerDetail, LawyerElement, LawyerVersion, PublicLawyerQuery,
} from '../../../contract/lawyer.js';
import type { Lang } from '../../../contract/languages.js';
import { resolvePaging } from '../../../contract/paging.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { type FieldProblem, invalidFields, notFound } from '../../http/errors.js';
import {
  assertOneVersionPerLanguage, bestVersions, type Db, deleteItem, existingItemNos, insertVersions, itemFact, itemNosOf, itemOfUpdate, newItemNo,
  nextSort, requireItemNo, resolveRelatedIds, structureValue, type VersionTable, writeVersions,
  publicFallback,
} from '../content/items.js';
import { assertAllWritten, resolveSelection, type SelectionLookups } from '../content/bulk.js';
import { publicationColumns, type PublishRights, resolveWriteState, setPublished as setVersionsPublished, storedPublication, withPending } from '../content/drafts.js';
import { factsWait, givenFacts, holdFacts, isLive, isVisibleNow, linksWithPending, pendingFactsOf, takePendingFacts } from '../content/pending-facts.js';
import { isVisible, publicationViewOf, refreshNextChangeTime } from '../content/publication.js';
import type { RichTextSanitizer } from '../content/sanitize.js';
import { foldName, type LawyerFilter } from './filters.js';
import { cardOf, type PeopleDirectory } from './people-finder.js';
import {
  addView, countLawyerItems, countLawyers, deleteLawyers, existingLawyerNos, fieldLinks, insertLawyerItem, jobLinks, type LawyerFacts,
  type LawyerLink, type LawyerRow, lawyerRowsOfItem, lawyerRowsOfItems, linkedLawyers, listLawyerPage, listLawyerRows, listVersionIndex, officeNosByVersionId, matchingLawyerNos, replaceFields, replaceJobs,
  setLawyersPinned, updateLawyerItem,
} from './repository.js';
import type { AuditAction } from '../../../contract/audit.js';
import { audited, noteOfElements, type UpdateAction } from '../audit/record.js';
import { reindexItem } from '../search/indexer.js';
import { trackLanguages, translationStatusOfItems } from '../content/translation-status.js';

type NameRow = { id: number; no: string; lang: string; name: string };
type Names = Map<string, NameRow>;

/** The item-level structure an array write names; undefined leaves that part as it is. */
interface Structure {
  jobNos?: string[] | undefined;
  fieldNos?: string[] | undefined;
  officeNo?: string | null | undefined;
}

/** A member's facts as `lawyer.pending_facts` holds them while they wait for publishing (decision 0023). */
type MemberFacts = {
  photoUrl: string | null;
  phoneNumber: string | null;
  email: string | null;
  officeNo: string | null;
  jobNos: string[];
  fieldNos: string[];
};
type PendingFacts = Map<string, Partial<MemberFacts>>;

/** A row with the member's waiting facts over its live ones: what the back office shows. */
function withPendingFacts(row: LawyerRow, facts: Partial<MemberFacts> | undefined): LawyerRow {
  if (!facts) return row;
  const pick = <V>(value: V | undefined, live: V) => (value !== undefined ? value : live);
  return {
    ...row,
    photo_url: pick(facts.photoUrl, row.photo_url),
    phone_number: pick(facts.phoneNumber, row.phone_number),
    email: pick(facts.email, row.email),
    office_no: pick(facts.officeNo, row.office_no),
  };
}

/** Version columns of an element; a field left out (undefined) keeps its stored value. */
function versionColumns(element: LawyerElement, now: string, richText: RichTextSanitizer) {
  return {
    name: element.name,
    name_folded: foldName(element.name),
    intro: element.intro === undefined ? undefined : richText.optional(element.intro),
    custom_content: element.customContent === undefined ? undefined : richText.optional(element.customContent),
    custom_contents:
      element.customContents === undefined
        ? undefined
        : JSON.stringify(element.customContents.map((c): CustomContent => ({ title: c.title, content: richText.optional(c.content) }))),
    update_time: now,
  };
}

/** The facts an array write gives: whichever element carries them, the first non-empty value (decision 0017). */
function factsOf(elements: LawyerElement[]): LawyerFacts {
  return { photoUrl: itemFact(elements, 'photoUrl'), phoneNumber: itemFact(elements, 'phoneNumber'), email: itemFact(elements, 'email') };
}

function groupLinks(links: LawyerLink[]): Map<string, string[]> {
  const byLawyer = new Map<string, string[]>();
  for (const link of links) byLawyer.set(link.lawyer_no, [...(byLawyer.get(link.lawyer_no) ?? []), link.related_no]);
  return byLawyer;
}

/**
 * Names of related items in each language the page shows: one query per relation and language.
 * With `visibleAt` (a publishable table), only the versions visitors see then are named.
 */
async function namesByLanguage(db: Kysely<Database>, table: VersionTable, nos: string[], langs: Lang[], visibleAt?: string): Promise<Map<string, Names>> {
  const entries = await Promise.all(langs.map(async (lang) => [lang, await bestVersions(db, table, nos, lang, ['id', 'name'], visibleAt)] as const));
  return new Map(entries);
}

/** Who writes: the answer's language and whether they may publish. */
type Writer = PublishRights & { lang: Lang };

export function createLawyerService(db: Kysely<Database>, richText: RichTextSanitizer) {
  /**
   * Response versions of rows, with their jobs, practice areas and office named in `namesIn`, else
   * in each row's language. `visibleAt` for the public's: only practice areas visitors see then are
   * named (a draft's wording is nobody's approved text); staff see every one.
   */
  async function present(
    rows: LawyerRow[],
    { namesIn, pending, visibleAt }: { namesIn?: Lang; pending?: PendingFacts; visibleAt?: string } = {},
  ): Promise<LawyerVersion[]> {
    const lawyerNos = [...new Set(rows.map((r) => r.no))];
    const [jobRows, fieldRows] = await Promise.all([jobLinks(db, lawyerNos), fieldLinks(db, lawyerNos)]);
    const link = (lawyer_no: string, related_no: string): LawyerLink => ({ lawyer_no, related_no });
    const [jobs, fields] = [
      groupLinks(linksWithPending(jobRows, (l) => l.lawyer_no, pending, 'jobNos', link)),
      groupLinks(linksWithPending(fieldRows, (l) => l.lawyer_no, pending, 'fieldNos', link)),
    ];
    const langs = namesIn ? [namesIn] : [...new Set(rows.map((r) => r.lang as Lang))];
    const officeNos = rows.flatMap((r) => (r.office_no ? [r.office_no] : []));
    const [jobNames, fieldNames, officeNames] = await Promise.all([
      namesByLanguage(db, 'job_version', [...jobs.values()].flat(), langs),
      namesByLanguage(db, 'professional_field_version', [...fields.values()].flat(), langs, visibleAt),
      namesByLanguage(db, 'office_version', officeNos, langs),
    ]);

    return rows.map((row) => {
      const named = (names: Map<string, Names>, nos: string[] | undefined) =>
        (nos ?? []).flatMap((no) => {
          const version = names.get(namesIn ?? row.lang)?.get(no);
          return version ? [version] : [];
        });
      const rowJobs = named(jobNames, jobs.get(row.no)).map((v) => ({ jobId: v.id, lawyerTeamId: row.id, name: v.name, lang: v.lang }));
      const rowFields = named(fieldNames, fields.get(row.no)).map((v) => ({ professionalFieldId: v.id, lawyerTeamId: row.id, name: v.name, lang: v.lang }));
      const [office] = named(officeNames, row.office_no ? [row.office_no] : []);
      return {
        id: row.id,
        no: row.no,
        lang: row.lang,
        top: row.top,
        sort: row.sort,
        name: row.name,
        photoUrl: row.photo_url,
        phoneNumber: row.phone_number,
        email: row.email,
        intro: row.intro,
        customContent: row.custom_content,
        customContents: JSON.parse(row.custom_contents) as CustomContent[],
        jobIds: rowJobs.map((j) => j.jobId),
        jobs: rowJobs,
        proFieldIds: rowFields.map((f) => f.professionalFieldId),
        proFields: rowFields,
        officeId: office?.id ?? null,
        office: office ? { officeId: office.id, lawyerTeamId: row.id, name: office.name, lang: office.lang } : null,
        views: row.views,
        createTime: row.create_time,
        updateTime: row.update_time,
      };
    });
  }

  /**
   * Resolves the related ids of an array write to items. Ids of any language version are
   * accepted; an unknown id is a 400 naming the element and field it came from.
   */
  async function resolveStructure(elements: LawyerElement[]): Promise<Structure> {
    const problems: FieldProblem[] = [];
    const jobNos = await resolveRelatedIds(db, elements, 'jobIds', 'job_version', problems);
    const fieldNos = await resolveRelatedIds(db, elements, 'proFieldIds', 'professional_field_version', problems);
    const officeId = structureValue(elements, 'officeId');
    let officeNo: string | null | undefined = officeId === null ? null : undefined;
    if (officeId) {
      officeNo = (await itemNosOf(db, 'office_version', [officeId])).get(officeId);
      if (!officeNo) {
        problems.push({ field: `${elements.findIndex((e) => e.officeId !== undefined)}.officeId`, key: 'validation.relatedNotFound', labelField: 'officeId' });
      }
    }
    if (problems.length) throw invalidFields(problems);
    return { jobNos, fieldNos, officeNo };
  }

  async function writeRelations(trx: Db, no: string, structure: Structure): Promise<void> {
    if (structure.jobNos) await replaceJobs(trx, no, structure.jobNos);
    if (structure.fieldNos) await replaceFields(trx, no, structure.fieldNos);
  }

  /**
   * Writes facts onto the member and their relations. Facts that waited may name an office, job
   * or practice area removed since: those are left out.
   */
  async function applyFacts(trx: Db, no: string, facts: Partial<MemberFacts>, now: string): Promise<void> {
    const [offices, jobs, fields] = await Promise.all([
      existingItemNos(trx, 'office', facts.officeNo ? [facts.officeNo] : []),
      existingItemNos(trx, 'job', facts.jobNos ?? []),
      existingItemNos(trx, 'professional_field', facts.fieldNos ?? []),
    ]);
    const officeNo = facts.officeNo === null || (facts.officeNo !== undefined && offices.has(facts.officeNo)) ? facts.officeNo : undefined;
    await updateLawyerItem(trx, no, { officeNo, facts: { photoUrl: facts.photoUrl, phoneNumber: facts.phoneNumber, email: facts.email }, now });
    await writeRelations(trx, no, { jobNos: facts.jobNos?.filter((n) => jobs.has(n)), fieldNos: facts.fieldNos?.filter((n) => fields.has(n)) });
  }

  /** The member's live facts and those waiting for publishing. */
  async function storedFacts(trx: Db, no: string): Promise<{ live: MemberFacts; waiting: Partial<MemberFacts> }> {
    const item = await trx
      .selectFrom('lawyer')
      .select(['photo_url', 'phone_number', 'email', 'office_no', 'pending_facts'])
      .where('no', '=', no)
      .executeTakeFirstOrThrow();
    const [jobs, fields] = [await jobLinks(trx, [no]), await fieldLinks(trx, [no])];
    const live: MemberFacts = {
      photoUrl: item.photo_url, phoneNumber: item.phone_number, email: item.email, officeNo: item.office_no,
      jobNos: jobs.map((l) => l.related_no), fieldNos: fields.map((l) => l.related_no),
    };
    return { live, waiting: item.pending_facts === null ? {} : (JSON.parse(item.pending_facts) as Partial<MemberFacts>) };
  }

  /** The member's facts as the back office shows them (waiting ones over the live ones): what a save compares (decision 0071). */
  async function factsOfMember(trx: Db, no: string): Promise<MemberFacts> {
    const { live, waiting } = await storedFacts(trx, no);
    return { ...live, ...waiting };
  }

  /** Versions as the back office edits them: pending changes and facts over the live ones, with their state. */
  /** The version of the member `id` belongs to in `lang` that visitors see, else that version; 404 when they see neither. */
  async function publicVersion(id: number, lang: Lang): Promise<LawyerVersion> {
    return readingItem('lawyer', () => readPublicVersion(id, lang), (version) => version.no);
  }

  async function readPublicVersion(id: number, lang: Lang): Promise<LawyerVersion> {
    const now = nowIso();
    const rows = (await lawyerRowsOfItem(db, await requireItemNo(db, 'lawyer_version', id))).filter((r) => isVisible(r, now));
    const chosen = await publicFallback(
      rows.find((r) => r.id === id),
      lang,
      (other) => Promise.resolve(rows.find((r) => r.lang === other)),
    );
    if (!chosen) throw notFound();
    return (await present([chosen], { namesIn: lang, visibleAt: now }))[0]!;
  }

  async function presentForStaff(rows: LawyerRow[]): Promise<AdminLawyerVersion[]> {
    const pending = await pendingFactsOf<MemberFacts>(db, 'lawyer', rows.map((r) => r.no));
    const edited = rows.map((row) => withPendingFacts(withPending(row), pending.get(row.no)));
    const now = nowIso();
    const versions = await present(edited, { pending });
    return versions.map((version, index) => {
      const row = edited[index]!;
      const view = publicationViewOf(row, now);
      // Facts waiting for publishing are unpublished changes of every published version.
      return {
        ...version,
        ...view,
        hasPendingChanges: view.hasPendingChanges || (pending.has(row.no) && row.published === 1),
        mayNeedUpdate: row.may_need_update === 1,
      };
    });
  }

  /** Every version of the item, the one `chooseId` names (else the request language's) in front. */
  async function detailOfItem(no: string, lang: Lang, chooseId?: number): Promise<LawyerDetail> {
    const versions = await presentForStaff(await lawyerRowsOfItem(db, no));
    const chosen = versions.find((v) => v.id === chooseId) ?? versions.find((v) => v.lang === lang) ?? versions[0]!;
    return { ...chosen, versions };
  }

  /**
   * One bulk call: resolves the selection and writes, in one transaction, or throws and writes
   * nothing (decision 0018). `write` answers how many members it reached.
   */
  async function bulk(selection: LawyerBulkBody, write: (trx: Db, nos: string[]) => Promise<bigint>, action: AuditAction): Promise<BulkResult> {
    const { matching } = selection;
    return audited(db, { action, entity: 'lawyer' }, async (trx, note) => {
      const lookups: SelectionLookups = {
        existing: (nos) => existingLawyerNos(trx, nos),
        matching: () => matchingLawyerNos(trx, { lang: matching?.lang, name: matching?.name, officeIds: matching?.officeIds }),
      };
      const nos = await resolveSelection(selection, lookups);
      note.nos = nos;
      await assertAllWritten(await write(trx, nos), nos, lookups);
      return { count: nos.length };
    });
  }

  async function page<V>(filter: LawyerFilter, query: AdminLawyerQuery | PublicLawyerQuery, toVersions: (rows: LawyerRow[]) => Promise<V[]>) {
    const paging = resolvePaging(query);
    const rows = await listLawyerPage(db, filter, paging);
    // The rows carry the count; a first page without rows means none, a later one asks.
    const totalCount = rows[0] ? Number(rows[0].total_count) : paging.offset === 0 ? 0 : await countLawyers(db, filter);
    return { items: await toVersions(rows), pageable: { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount } };
  }

  return {
    /** Admin list: versions in any language unless `lang` narrows it. */
    async adminList(query: AdminLawyerQuery) {
      const filter: LawyerFilter = { lang: query.lang, no: query.no, name: query.name, officeIds: query.officeIds };
      const [result, itemCount] = await Promise.all([
        page(filter, query, presentForStaff),
        // One version per language: in one language, versions are members.
        filter.lang ? undefined : countLawyerItems(db, filter),
      ]);
      const status = await translationStatusOfItems(db, 'lawyer_version', result.items.map((item) => item.no));
      return {
        items: result.items.map((item) => ({ ...item, langs: status.get(item.no)?.langs ?? [], langsMayNeedUpdate: status.get(item.no)?.mayNeedUpdate ?? [] })),
        pageable: { ...result.pageable, itemCount: itemCount ?? result.pageable.totalCount },
      };
    },

    /** Public list: the request language's versions; every filter narrows it. */
    async publicList(query: PublicLawyerQuery, lang: Lang) {
      const now = nowIso();
      const read = () =>
        page({ lang, name: query.keyword, officeIds: query.officeIds, jobId: query.jobId, fieldId: query.practiceAreaId, visibleAt: now }, query, (rows) => present(rows, { visibleAt: now }));
      // A practice area's or a position's people: every one listed is linked to it (cache-tags.ts);
      // with both filters, the area's links hold every one listed.
      const linkedId = query.practiceAreaId ?? query.jobId;
      if (linkedId === undefined) return read();
      return readingLinked('lawyer', () => linkedLawyers(db, query.practiceAreaId !== undefined ? 'field' : 'job', linkedId), read);
    },

    /**
     * Everyone visitors see in `lang`, in the list's order, as the people page's cards, with what
     * its name and office filters match (people-finder.ts keeps it per content version).
     */
    async publicDirectory(lang: Lang): Promise<PeopleDirectory> {
      const now = nowIso();
      const [rows, officeNos] = await Promise.all([listLawyerRows(db, { lang, visibleAt: now }), officeNosByVersionId(db)]);
      const versions = await present(rows, { visibleAt: now });
      const entries = versions.map((version, index) => ({
        card: cardOf(version),
        nameFolded: rows[index]!.name_folded,
        officeNo: rows[index]!.office_no,
      }));
      return { entries, officeNos };
    },

    async detail(id: number, lang: Lang): Promise<LawyerDetail> {
      return detailOfItem(await requireItemNo(db, 'lawyer_version', id), lang, id);
    },

    /**
     * The request language's version of the member `id` belongs to, else that version; counts a
     * view. Jobs, office and practice areas are named in the request's language either way.
     */
    async publicDetail(id: number, lang: Lang): Promise<LawyerVersion> {
      const version = await publicVersion(id, lang);
      await addView(db, version.id);
      return { ...version, views: version.views + 1 };
    },

    /**
     * What `publicDetail` finds, without counting a view: what a profile page keeps for the
     * content version (decision 0058), counting each request's view with `countPublicView`.
     */
    publicVersion,

    /** Counts a visitor's view of version `id` (written with the next batch, view-counter.ts). */
    async countPublicView(id: number): Promise<void> {
      await addView(db, id);
    },

    /**
     * Members named by the id of any of their versions (an article's key contacts), each in the
     * request language's version, else in one they have, in the order asked; unknown ids are left
     * out. A fixed number of queries, however many.
     */
    async publicCards(ids: readonly number[], lang: Lang): Promise<LawyerVersion[]> {
      // The cards depend on the people named (shown or not), not on every person.
      const { cards } = await readingNamed(
        'lawyer',
        async () => {
          const nos = await itemNosOf(db, 'lawyer_version', [...ids]);
          const ordered = [...new Set(ids.flatMap((id) => nos.get(id) ?? []))];
          const now = nowIso();
          const rows = (await lawyerRowsOfItems(db, ordered)).filter((r) => isVisible(r, now));
          const chosen = ordered.flatMap((no) => {
            const versions = rows.filter((r) => r.no === no);
            const row = versions.find((r) => r.lang === lang) ?? versions[0];
            return row ? [row] : [];
          });
          return { named: ids.every((id) => nos.has(id)) ? ordered : null, cards: await present(chosen, { namesIn: lang, visibleAt: now }) };
        },
        ({ named }) => named,
      );
      return cards;
    },

    /** Every version's id, item, language and update time, in one query: what the sitemap lists. */
    async versionIndex(): Promise<{ id: number; no: string; lang: string; updateTime: string }[]> {
      const rows = await listVersionIndex(db, nowIso());
      return rows.map((r) => ({ id: r.id, no: r.no, lang: r.lang, updateTime: r.update_time }));
    },

    async create(elements: LawyerElement[], writer: Writer): Promise<LawyerDetail> {
      assertOneVersionPerLanguage(elements);
      const structure = await resolveStructure(elements);
      const no = newItemNo();
      const now = nowIso();
      await audited(db, { action: 'create', entity: 'lawyer', no, ...noteOfElements(elements) }, async (trx) => {
        await insertLawyerItem(trx, { no, sort: await nextSort(trx, 'lawyer'), officeNo: structure.officeNo ?? null, facts: factsOf(elements), now });
        await insertVersions(trx, 'lawyer_version', no, elements, (e) => ({ ...publicationColumns(versionColumns(e, now, richText), e, writer, undefined), create_time: now }));
        await writeRelations(trx, no, structure);
        await refreshNextChangeTime(trx, now);
        await reindexItem(trx, 'lawyer', no);
      });
      return detailOfItem(no, writer.lang);
    },

    async update(elements: LawyerElement[], writer: Writer, action: UpdateAction = 'update'): Promise<LawyerDetail> {
      assertOneVersionPerLanguage(elements);
      const no = await itemOfUpdate(db, 'lawyer_version', elements);
      const structure = await resolveStructure(elements);
      const now = nowIso();
      await audited(db, { action, entity: 'lawyer', no, summary: noteOfElements(elements).summary }, async (trx, note) => {
        note.langs = await trackLanguages(trx, 'lawyer_version', no, (t) => factsOfMember(t, no), async () => {
          const stored = await storedPublication(trx, 'lawyer_version', no);
          const facts = { ...factsOf(elements), ...structure };
          // Each element's state, and the publish time it will have (a time left out keeps the stored one).
          const publishing = elements.map((e) => {
            const before = e.id ? stored.get(e.id) : undefined;
            return { state: resolveWriteState(e, writer, before), publishTime: e.publishTime !== undefined ? e.publishTime : (before?.publish_time ?? null) };
          });
          const seen = { live: await isLive(trx, 'lawyer', no), visibleNow: await isVisibleNow(trx, 'lawyer', no, now) };
          if (factsWait(seen, publishing, now)) await holdFacts(trx, 'lawyer', no, facts, { ...(await storedFacts(trx, no)).live });
          else await applyFacts(trx, no, await takePendingFacts<MemberFacts>(trx, 'lawyer', no, givenFacts(facts)), now);
          await writeVersions(trx, 'lawyer_version', no, elements, (e) => ({
            ...publicationColumns(versionColumns(e, now, richText), e, writer, e.id ? stored.get(e.id) : undefined),
            ...(e.id ? {} : { create_time: now }),
          }));
        });
        await refreshNextChangeTime(trx, now);
        await reindexItem(trx, 'lawyer', no);
      });
      return detailOfItem(no, writer.lang, elements.find((e) => e.id)?.id);
    },

    /** Publishes (1) or unpublishes (0) the member in one language or all (decision 0023); answers its detail. */
    async setPublished(no: string, lang: Lang | undefined, published: 0 | 1, answerLang: Lang): Promise<LawyerDetail> {
      await audited(db, { action: published === 1 ? 'publish' : 'unpublish', entity: 'lawyer', no, ...(lang ? { langs: [lang] } : {}) }, async (trx) => {
        const now = nowIso();
        const count = await setVersionsPublished(trx, 'lawyer_version', no, lang, published, now);
        // Facts that waited go live with the text; unpublishing keeps them waiting.
        if (published === 1) await applyFacts(trx, no, await takePendingFacts<MemberFacts>(trx, 'lawyer', no), now);
        // Pending changes became the live text: what search finds.
        await reindexItem(trx, 'lawyer', no);
        // Nothing to publish: no entry either.
        if (count === 0) throw notFound();
        return count;
      });
      return detailOfItem(no, answerLang);
    },

    /** Removes the member in every language, with its relations. */
    async remove(id: number): Promise<void> {
      const no = await requireItemNo(db, 'lawyer_version', id);
      await audited(db, { action: 'delete', entity: 'lawyer', no }, (trx) => deleteItem(trx, 'lawyer', no));
    },

    /** Pins the member: 0 is not pinned, higher shows first. */
    async setTop(id: number, top: number): Promise<void> {
      const no = await requireItemNo(db, 'lawyer_version', id);
      await audited(db, { action: top > 0 ? 'pin' : 'unpin', entity: 'lawyer', no }, (trx) => updateLawyerItem(trx, no, { top, now: nowIso() }));
    },

    /** Pins (priority 1, a higher one stays) or unpins several members: all of them or none. */
    async bulkSetPinned(selection: LawyerBulkBody, pinned: boolean): Promise<BulkResult> {
      const now = nowIso();
      return bulk(selection, (trx, nos) => setLawyersPinned(trx, nos, pinned, now), pinned ? 'pin' : 'unpin');
    },

    /** Removes several members in every language: all of them or none. */
    async bulkRemove(selection: LawyerBulkBody): Promise<BulkResult> {
      return bulk(selection, (trx, nos) => deleteLawyers(trx, nos), 'delete');
    },
  };
}

export type LawyerService = ReturnType<typeof createLawyerService>;
