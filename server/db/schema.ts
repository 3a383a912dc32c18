/**
 * Row types of every table, as Kysely sees them. Timestamps are ISO-8601 UTC strings and booleans
 * are 0/1 integers on both dialects, so that the same queries and the same results hold on SQLite
 * and PostgreSQL (docs/decisions/0002-portable-column-types.md).
 *
 * Translatable records are an item table (structure: order, pin state, relations) plus a version
 * table (one row per language: text and media). `no` names the item; `id` names a version.
 */
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Lang } from '../../contract/languages.js';

export interface CatalogTable {
  no: string;
  type: number;
  parent_no: string | null;
  sort: number;
  create_time: string;
  update_time: string;
}
export interface CatalogVersionTable {
  id: Generated<number>;
  no: string;
  lang: Lang;
  name: string;
}

/**
 * A version's publication state (migration 0011, decision 0023): a draft (`published` 0) or
 * published, shown only between its publish and unpublish times where given; `pending` holds the
 * JSON of a published version's unpublished changes.
 */
export interface PublicationColumns {
  published: Generated<number>;
  publish_time: string | null;
  unpublish_time: string | null;
  pending: string | null;
  /** 1: another language's text changed after this version's last edit (migration 0023, decision 0071). */
  may_need_update: Generated<number>;
}

/** News items, case analyses and honours share one shape, told apart by `kind`. */
export type ArticleKind = 'news' | 'case' | 'honour';
export interface ArticleTable {
  no: string;
  kind: ArticleKind;
  cata_no: string | null;
  top: number;
  /** The cover every version shows unless it has its own (migration 0007). */
  cover_url: string;
  create_time: string;
  update_time: string;
  /** JSON of the item's facts a draft save changed while visitors see the item (migration 0017); null: none. */
  pending_facts: string | null;
}
export interface ArticleVersionTable extends PublicationColumns {
  id: Generated<number>;
  no: string;
  lang: Lang;
  title: string;
  content: string;
  content_url: string | null;
  /** The cover this version shows: its own, else the item's; a copy kept in step, for lists. */
  cover_url: string;
  /** A cover of this language's own, null when it shows the item's (migration 0007). */
  own_cover_url: string | null;
  is_link: number;
  note: string | null;
  views: number;
  operator_name: string | null;
  create_time: string;
  update_time: string;
  /** Copies of the item's section, folder, pin state and time, for lists (migration 0002). */
  kind: ArticleKind;
  cata_no: string | null;
  top: number;
  item_time: string;
}

/** The practice areas a news item or case is about, in the order the editor gave them. */
export interface ArticlePracticeAreaTable {
  article_no: string;
  field_no: string;
  position: number;
}

/** The lawyers a news item or case concerns (its key contacts), in the order given. */
export interface ArticleLawyerTable {
  article_no: string;
  lawyer_no: string;
  position: number;
}

export interface BannerTable {
  no: string;
  top: number;
  sort: number;
  create_time: string;
  update_time: string;
}
export interface BannerVersionTable extends PublicationColumns {
  id: Generated<number>;
  no: string;
  lang: Lang;
  img_path: string;
  title: string | null;
  sub_title: string | null;
  link_url: string | null;
}

export interface PracticeAreaTable {
  no: string;
  sort: number;
  create_time: string;
  update_time: string;
}
export interface PracticeAreaVersionTable extends PublicationColumns {
  id: Generated<number>;
  no: string;
  lang: Lang;
  name: string;
  introduce: string | null;
  icon_url: string | null;
  views: number;
  update_time: string;
}

/** Job titles and offices: a sortable item with a name per language. */
export interface JobTable {
  no: string;
  sort: number;
  create_time: string;
  update_time: string;
}
export interface JobVersionTable {
  id: Generated<number>;
  no: string;
  lang: Lang;
  name: string;
}
export interface OfficeTable {
  no: string;
  sort: number;
  tel: string | null;
  create_time: string;
  update_time: string;
}
export interface OfficeVersionTable {
  id: Generated<number>;
  no: string;
  lang: Lang;
  name: string;
  address: string | null;
}

export interface LawyerTable {
  no: string;
  top: number;
  sort: number;
  office_no: string | null;
  /** The same in every language (migration 0007). */
  photo_url: string | null;
  phone_number: string | null;
  email: string | null;
  create_time: string;
  update_time: string;
  /** JSON of the member's facts a draft save changed while visitors see them (migration 0017); null: none. */
  pending_facts: string | null;
}
export interface LawyerVersionTable extends PublicationColumns {
  id: Generated<number>;
  no: string;
  lang: Lang;
  name: string;
  /** The name lower-cased and without accents, for the keyword filter. */
  name_folded: string;
  intro: string | null;
  custom_content: string | null;
  /** JSON array of { title, content }. */
  custom_contents: string;
  views: number;
  create_time: string;
  update_time: string;
}
export interface LawyerJobTable {
  lawyer_no: string;
  job_no: string;
  position: number;
}
export interface LawyerPracticeAreaTable {
  lawyer_no: string;
  field_no: string;
  position: number;
}

export interface PortalConfigTable {
  lang: Lang;
  name: string;
  icon_url: string | null;
  /** Per language: an address is written differently in each. */
  address: string | null;
  introduce: string | null;
  lawyer_count: number;
  is_lawyer_count_visible: number;
  total_people: number;
  is_total_people_visible: number;
  branch_count: number;
  is_branch_count_visible: number;
  /** JSON array of { title, content }. */
  advantages: string;
  privacy: string | null;
  terms: string | null;
  disclaimer: string | null;
  /** Changes whenever the disclaimer text changes, so visitors are asked again. */
  disclaimer_version: string | null;
  update_time: string;
}

/**
 * One row (id 1): the firm's settings that are the same in every language (migration 0007); the
 * per-language rest is `portal_config`.
 */
export interface FirmTable {
  id: number;
  email: string | null;
  tel: string | null;
  /** JSON array of { coverUrl, titles: { <lang>: caption } }: each office photo once, captioned per language. */
  environments: string;
  /** 1: the about page counts the figure itself; 0: it shows the number typed per language. */
  lawyer_count_counted: Generated<number>;
  total_people_counted: Generated<number>;
  branch_count_counted: Generated<number>;
  update_time: string;
}

/** One row (id 1): the site status and the change counter that invalidates caches everywhere. */
export interface SiteStateTable {
  id: number;
  status: number;
  content_version: number;
  require_two_factor: number;
  /** The earliest publish or unpublish time still to come, if any (migration 0011). */
  next_change_time: string | null;
  /** The firm's IANA time zone, in which the back office shows schedule times (migration 0024). */
  time_zone: Generated<string>;
  update_time: string;
}

export interface StaffUserTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  login_account: string;
  user_name: string;
  head_img: string | null;
  role_id: number;
  password_hash: string;
  disabled: number;
  totp_secret: string | null;
  totp_enabled: number;
  /** The 30-second step of the last authenticator code used; a code is good once (migration 0005). */
  totp_last_step: number | null;
  /** A set-up's new secret until a code from it is confirmed; the active one stays meanwhile (migration 0006). */
  totp_pending_secret: string | null;
  last_login_time: string | null;
  create_time: string;
  update_time: string;
}
export interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_time: string | null;
}
export interface StaffSessionTable {
  id: Generated<number>;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  create_time: string;
  last_used_time: string;
  expires_time: string;
  revoked_time: string | null;
}
export interface LoginAttemptTable {
  /** `account:<normalised account>` or `address:<client address>`. */
  key: string;
  failures: number;
  first_failure_time: string;
  locked_until: string | null;
}

export interface FileTable {
  id: Generated<number>;
  path: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  original_name: string | null;
  uploaded_by: number | null;
  create_time: string;
}

/** A file's alternative text in one language (migration 0008). */
export interface FileAltTable {
  file_id: number;
  lang: string;
  alt: string;
}

/** One staff action that changed something (migration 0012); never changed or deleted. */
/**
 * A tag of public content (migration 0025, decision 0075): the content counter's value at its last
 * change, and at its last change that takes its pages down at once (0: none).
 */
/** A language the site has (migration 0028, decision 0083): picker order, shown or switched off, the default. */
export interface SiteLanguageTable {
  code: string;
  position: number;
  /** 1: visitors see it; 0: switched off (its versions stay). */
  enabled: number;
  /** 1 on exactly one enabled row. */
  is_default: number;
}

/** An administrator's translation of one public label (migration 0029, decision 0086). */
export interface SiteLabelTable {
  lang: string;
  /** The label's path in the public messages, a plural form as its own key (`people.results_few`). */
  key: string;
  text: string;
  updated_at: string;
}

export interface CacheTagTable {
  tag: string;
  version: number;
  hard_version: number;
}

/** The back office's write counter (migration 0035, decision 0100): one row, id 1. */
export interface EditSequenceTable {
  id: number;
  value: number;
}

/** The edit sequence's value at an item's last write through the back office (migration 0035). */
export interface ItemWriteTable {
  no: string;
  sequence: number;
}

/** A staff write's Idempotency-Key (migration 0022, decision 0065). */
export interface IdempotencyKeyTable {
  user_id: number;
  key: string;
  /** sha256 of the method, the address and the body: the same key with another request is refused. */
  fingerprint: string;
  state: 'processing' | 'committed' | 'done';
  /** The attempt that holds the key: only it may mark the key in its write's transaction. */
  owner: string;
  created_at: string;
  claimed_at: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  /** The `X-Edit-Sequence` the write answered (migration 0037), given again with its answer. */
  edit_sequence: number | null;
}

export interface AuditEntryTable {
  id: Generated<number>;
  time: string;
  /** Null for a failed sign-in to an unknown account and for work without a signed-in person (the command line). */
  user_id: number | null;
  user_name: string;
  address: string;
  action: string;
  entity: string;
  item_no: string | null;
  /** The language versions the action touched, comma-separated; empty when it has none. */
  langs: string;
  summary: string;
}

export interface IconTable {
  id: Generated<number>;
  name: string;
  url: string;
  create_time: string;
}

/** A signed preview link (migration 0013, decision 0025): one element's unsaved content, until it expires. */
export interface PreviewTable {
  id: Generated<number>;
  /** SHA-256 of the link's token, hex; the token itself is never stored. */
  token_hash: string;
  /** `news`, `case`, `honour`, `lawyer`, `practiceArea` or `banner`. */
  entity: string;
  item_no: string;
  lang: string;
  /** JSON of the element as the edit form had it, validated and sanitised as a save would. */
  content: string;
  created_by: number | null;
  create_time: string;
  expires_time: string;
}

/** The site search index (migration 0014, decision 0026): one row per searchable language version. */
export interface SearchDocumentTable {
  id: Generated<number>;
  source: 'article_version' | 'lawyer_version' | 'professional_field_version' | 'portal_config';
  version_id: number | null;
  item_no: string;
  kind: string;
  lang: Lang;
  title: string;
  body: string;
  title_folded: string;
  folded: string | null;
  grams: string;
  refs: Generated<string>;
  /** Copies of what the row describes (migration 0016): kept in step by triggers on update. */
  published: Generated<number>;
  publish_time: string | null;
  unpublish_time: string | null;
  top: Generated<number>;
  /** The date a result shows and newer-first ordering reads: an article's, a document's last change. */
  item_time: string | null;
  /** PostgreSQL only (migration 0019): the text's full-text lexemes, written as a tsvector, never read back. */
  terms: ColumnType<string | null, string | undefined, string>;
  /** PostgreSQL only (migration 0019): the title's lexemes alone, for suggestions. */
  title_terms: ColumnType<string | null, string | undefined, string>;
}

/** One save of one item (migration 0015, decision 0028): the item as read back, who, when, what changed. */
export interface RevisionTable {
  id: Generated<number>;
  /** `news`, `case`, `honour`, `lawyer`, `practiceArea` or `banner`. */
  entity: string;
  item_no: string;
  number: number;
  author_id: number | null;
  author_name: string;
  create_time: string;
  /** JSON: `{ versions: [...] }`, every version as the admin calls answer it. */
  snapshot: string;
  /** JSON list of the field names that differ from the revision before. */
  changed: string;
  /** JSON list of the languages this save changed (migration 0023); null in rows kept before: read their copy's. */
  langs: string | null;
}

export interface Database {
  catalog: CatalogTable;
  catalog_version: CatalogVersionTable;
  article: ArticleTable;
  article_version: ArticleVersionTable;
  article_practice_area: ArticlePracticeAreaTable;
  article_lawyer: ArticleLawyerTable;
  banner: BannerTable;
  banner_version: BannerVersionTable;
  professional_field: PracticeAreaTable;
  professional_field_version: PracticeAreaVersionTable;
  job: JobTable;
  job_version: JobVersionTable;
  office: OfficeTable;
  office_version: OfficeVersionTable;
  lawyer: LawyerTable;
  lawyer_version: LawyerVersionTable;
  lawyer_job: LawyerJobTable;
  lawyer_practice_area: LawyerPracticeAreaTable;
  portal_config: PortalConfigTable;
  firm: FirmTable;
  site_state: SiteStateTable;
  staff_user: StaffUserTable;
  recovery_code: RecoveryCodeTable;
  staff_session: StaffSessionTable;
  login_attempt: LoginAttemptTable;
  file: FileTable;
  file_alt: FileAltTable;
  icon: IconTable;
  preview: PreviewTable;
  search_document: SearchDocumentTable;
  audit_entry: AuditEntryTable;
  revision: RevisionTable;
  idempotency_key: IdempotencyKeyTable;
  edit_sequence: EditSequenceTable;
  item_write: ItemWriteTable;
  cache_tag: CacheTagTable;
  site_language: SiteLanguageTable;
  site_label: SiteLabelTable;
}

export type StaffUser = Selectable<StaffUserTable>;
export type NewStaffUser = Insertable<StaffUserTable>;
export type StaffUserUpdate = Updateable<StaffUserTable>;

/** The database, or a transaction open on it: what a repository function takes first. */
export type Db = Kysely<Database> | Transaction<Database>;
