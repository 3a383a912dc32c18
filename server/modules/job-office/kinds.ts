/**
 * What differs between job titles and offices. Offices add an address per language and a phone
 * number on the item (it is the same in every language); everything else is shared.
 */
import type { JobElement, JobVersion, OfficeElement, OfficeVersion } from '../../../contract/job-office.js';
import { structureValue } from '../content/items.js';
import type { NamedItemValues, NamedRow, NamedTables } from './repository.js';

export interface NamedKind<E extends JobElement, V extends JobVersion> extends NamedTables {
  /** Version columns beyond `name`; a field left out keeps its stored value, an empty one clears it. */
  versionValues(element: E): { address?: string | null | undefined };
  /** Item columns the elements set, with the same rule. */
  itemValues(elements: readonly E[]): NamedItemValues;
  toVersion(row: NamedRow): V;
}

const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

export const JOBS: NamedKind<JobElement, JobVersion> = {
  item: 'job',
  version: 'job_version',
  itemColumns: [],
  versionColumns: [],
  versionValues: () => ({}),
  itemValues: () => ({}),
  toVersion: (row) => ({ id: row.id, no: row.no, lang: row.lang, name: row.name, sort: row.sort }),
};

export const OFFICES: NamedKind<OfficeElement, OfficeVersion> = {
  item: 'office',
  version: 'office_version',
  itemColumns: ['tel'],
  versionColumns: ['address'],
  versionValues: (element) => ({ address: orNull(element.address) }),
  itemValues: (elements) => ({ tel: orNull(structureValue(elements, 'tel')) }),
  toVersion: (row) => ({
    id: row.id,
    no: row.no,
    lang: row.lang,
    name: row.name,
    address: row.address ?? null,
    tel: row.tel ?? null,
    sort: row.sort,
  }),
};
