/**
 * The lawyer list filters as SQL: every condition runs in the database on the indexed relation
 * tables, so a page costs the same whether the firm has ten lawyers or ten thousand.
 */
import type { Lang } from '../../../contract/languages.js';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { visibleNow } from '../content/publication.js';

/** Letters that NFD does not split into a base letter and a mark. */
const LETTER_FOLDS: [RegExp, string][] = [
  [/ß/g, 'ss'],
  [/ø/g, 'o'],
  [/æ/g, 'ae'],
  [/œ/g, 'oe'],
  [/ł/g, 'l'],
  [/đ/g, 'd'],
];

/** `name_folded` is a varchar(200); folding ß to ss can lengthen a name. */
const FOLDED_MAX = 200;

/**
 * A name lower-cased and without accents, so that "jurgen" and "JÜRGEN" find "Jürgen". The
 * marks are stripped after NFD and the rest recomposed (NFC), so scripts without accents, such
 * as Hangul, keep their length.
 */
export function foldName(name: string): string {
  let folded = name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  for (const [letter, replacement] of LETTER_FOLDS) folded = folded.replace(letter, replacement);
  return folded.slice(0, FOLDED_MAX);
}

/** A LIKE pattern for "contains", with the wildcards of the keyword taken literally. */
function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface LawyerFilter {
  lang?: Lang | undefined;
  no?: string | undefined;
  /** Part of the name, matched case- and accent-insensitively. */
  name?: string | undefined;
  /** Version ids of offices; unknown ids match nothing. */
  officeIds?: number[] | undefined;
  /** A version id of a job; unknown ids match nothing. */
  jobId?: number | undefined;
  /** A version id of a professional field; unknown ids match nothing. */
  fieldId?: number | undefined;
  /** Only versions visitors see at this time (public reads, decision 0023). */
  visibleAt?: string | undefined;
}

type Eb = ExpressionBuilder<Database, 'lawyer_version' | 'lawyer'>;

/** The WHERE clause of a filtered lawyer list over `lawyer_version` joined with `lawyer`. */
export function lawyerWhere(filter: LawyerFilter) {
  return (eb: Eb): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.visibleAt !== undefined) conditions.push(visibleNow('lawyer_version', filter.visibleAt));
    if (filter.lang) conditions.push(eb('lawyer_version.lang', '=', filter.lang));
    if (filter.no) conditions.push(eb('lawyer_version.no', '=', filter.no));
    if (filter.name) {
      const pattern = containsPattern(foldName(filter.name));
      conditions.push(sql<SqlBool>`${eb.ref('lawyer_version.name_folded')} like ${pattern} escape '\\'`);
    }
    if (filter.officeIds?.length) {
      const officeNos = eb.selectFrom('office_version').select('office_version.no').where('office_version.id', 'in', filter.officeIds);
      conditions.push(eb('lawyer.office_no', 'in', officeNos));
    }
    if (filter.jobId !== undefined) {
      const jobNos = eb.selectFrom('job_version').select('job_version.no').where('job_version.id', '=', filter.jobId);
      conditions.push(
        eb.exists(
          eb.selectFrom('lawyer_job').select('lawyer_job.job_no').whereRef('lawyer_job.lawyer_no', '=', 'lawyer.no').where('lawyer_job.job_no', 'in', jobNos),
        ),
      );
    }
    if (filter.fieldId !== undefined) {
      const fieldNos = eb
        .selectFrom('professional_field_version')
        .select('professional_field_version.no')
        .where('professional_field_version.id', '=', filter.fieldId);
      conditions.push(
        eb.exists(
          eb
            .selectFrom('lawyer_practice_area')
            .select('lawyer_practice_area.field_no')
            .whereRef('lawyer_practice_area.lawyer_no', '=', 'lawyer.no')
            .where('lawyer_practice_area.field_no', 'in', fieldNos),
        ),
      );
    }
    return eb.and(conditions);
  };
}
