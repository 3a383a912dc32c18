/**
 * The audit log (issue 13.6, decision 0024): what administrators read at `/admin/audit` and
 * export as CSV. Actions and entities are codes; the back office shows them translated.
 */
import { z } from 'zod';
import { MAX_RECORD_ID } from './content.js';
import { storedLang } from './content.js';
import { pagingQuery } from './paging.js';

export const AUDIT_ACTIONS = [
  'signIn', 'signInFailed', 'signOut', 'changePassword', 'resetPassword', 'startTwoFactor', 'enableTwoFactor', 'disableTwoFactor',
  'changeAvatar', 'create', 'update', 'delete', 'pin', 'unpin', 'sort', 'move', 'upload', 'publish', 'unpublish', 'restore',
  'markCurrent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'session', 'account', 'staffUser', 'news', 'case', 'honour', 'lawyer', 'professionalField', 'banner', 'catalog', 'job', 'office',
  'icon', 'portalConfig', 'siteStatus', 'twoFactorPolicy', 'file', 'previewLink', 'siteLanguage', 'siteLabel',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * Counting stops here: beyond it the list says "more than" and offers no further pages, so that
 * a page costs the same with a million entries; the time range narrows the list instead.
 */
export const AUDIT_COUNT_CAP = 10_000;

const isoTime = z.iso.datetime({ offset: true });

export const auditFilter = z.object({
  userId: z.coerce.number().int().positive().max(MAX_RECORD_ID).optional(),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Entries at or after this time. */
  from: isoTime.optional(),
  /** Entries before this time. */
  to: isoTime.optional(),
});
export type AuditFilter = z.infer<typeof auditFilter>;

/** Paged as every list is (`page` a synonym of `pageNo`, PRODUCT section 3). */
export const auditListQuery = auditFilter.extend(pagingQuery.shape);
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  time: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  address: z.string(),
  action: z.string(),
  entity: z.string(),
  no: z.string().nullable(),
  /** The language versions touched, e.g. `['de_DE', 'en_US']`; empty when the action has none. */
  langs: z.array(z.string()),
  /** As recorded with the write and never changed: a title (in the language written), an account name, a value. */
  summary: z.string(),
  /**
   * The item's title (or name) as it is now, in the request's language, else in the first language
   * the item has; null for an item deleted since and for entries that name no titled item (files,
   * accounts, settings), whose summary says what they were about.
   */
  title: z.string().nullable(),
  /** The language `title` is in (null with it): the request's, or the item's first when it has none in that one. */
  titleLang: storedLang.nullable(),
  /** The version `title` was read from: the back office addresses the edit screens of people and practice areas by it. */
  versionId: z.number().int().nullable(),
  /** The revision this write kept (news, cases, honours, people, practice areas and banners), while it is kept. */
  revisionId: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
