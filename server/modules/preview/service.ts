/**
 * Signed preview links (issue 13.2, decision 0025). A link names one language of one item and
 * carries the element as the edit form had it, validated and sanitised exactly as a save would;
 * the public page it opens shows the stored item with that element laid over it, whether the
 * version is published, a draft, or not written yet. A link of a new item, not saved yet (issue
 * 46.2, decision 0072), names no item (`item_no` is '') and its page, at the id `new`, shows the
 * element alone. The token is 32 random bytes; only its SHA-256 is stored. Reads go through the
 * admin-level reads, which see every version.
 */
import type { Kysely } from 'kysely';
import type { ArticleElement, ArticleVersion } from '../../../contract/article.js';
import type { BannerElement, BannerVersion } from '../../../contract/banner.js';
import { type Lang } from '../../../contract/languages.js';
import { isLang } from '../../../contract/site-languages.js';
import type { CustomContent, LawyerElement, LawyerVersion } from '../../../contract/lawyer.js';
import { NEW_ITEM_PREVIEW, PREVIEW_TOKEN, type PreviewBody, type PreviewEntity, type PreviewLink } from '../../../contract/preview.js';
import type { PracticeAreaElement, PracticeAreaVersion } from '../../../contract/practice-area.js';
import type { Database } from '../../db/schema.js';
import { isoAfter, nowIso } from '../../db/time.js';
import { notFound } from '../../http/errors.js';
import { audited, noteOfElements } from '../audit/record.js';
import type { ArticleService } from '../article/service.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { BannerService } from '../banner/service.js';
import type { CatalogService } from '../catalog/service.js';
import type { RichTextSanitizer } from '../content/sanitize.js';
import type { LawyerService } from '../lawyer/service.js';
import type { PracticeAreaService } from '../practice-area/service.js';
import { articleKindOf, deleteExpiredPreviews, findPreview, insertPreview, versionsOfItem } from './repository.js';

/** The reads a preview lays its element over: the services' admin-level reads, which see every version. */
export interface PreviewReads {
  news: ArticleService;
  cases: ArticleService;
  honours: ArticleService;
  lawyers: LawyerService;
  practiceArea: PracticeAreaService;
  banner: BannerService;
  catalog: CatalogService;
}

export interface PreviewSettings {
  ttlMs: number;
  richText: RichTextSanitizer;
}

type ArticleEntity = 'news' | 'case' | 'honour';

const VERSION_TABLE = {
  news: 'article_version',
  case: 'article_version',
  honour: 'article_version',
  lawyer: 'lawyer_version',
  practiceArea: 'professional_field_version',
  banner: 'banner_version',
} as const satisfies Record<PreviewEntity, string>;

/** A preview link's `item_no` when it names no item: a new one, not saved yet. */
const NO_ITEM = '';

/** The id a page's address gives: a version's, or `new` for a new item's preview. */
type RouteId = number | typeof NEW_ITEM_PREVIEW;

/** The public route of each entity's detail page; banners show on the home page. */
const PAGE_PATH: Record<PreviewEntity, (id: RouteId) => string> = {
  news: (id) => `/news/detail/${id}`,
  case: (id) => `/case/detail/${id}`,
  honour: (id) => `/honor/detail/${id}`,
  lawyer: (id) => `/people/detail/${id}`,
  practiceArea: (id) => `/expertises/detail/${id}`,
  banner: () => '/home',
};

const ARTICLE_SERVICE = { news: 'news', case: 'cases', honour: 'honours' } as const;

/** A read's "no such record" (the services' 404) as undefined; any other error (a lost connection) stays one. */
function undefinedWhenNotFound(error: unknown): undefined {
  if (typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 404) return undefined;
  throw error;
}

/**
 * What a page learns from its address's `preview` field: none given; one that opens nothing here
 * (unknown, garbled, expired, or of another item); or a preview of the page's item.
 */
export type PreviewOutcome<T> =
  | { state: 'none' }
  | { state: 'refused' }
  | { state: 'valid'; lang: Lang; expiresTime: string; view: T };

interface OpenPreview {
  entity: PreviewEntity;
  no: string;
  lang: Lang;
  element: unknown;
  expiresTime: string;
}

/** The version a preview is shown on: the one in its language, else the item's first. */
function versionIn<V extends { id: number; lang: string }>(versions: readonly V[], lang: Lang): V | undefined {
  return versions.find((v) => v.lang === lang) ?? [...versions].sort((a, b) => a.id - b.id)[0];
}

/** An element field left out keeps the stored value; given (null included), it replaces it. */
function given<T>(value: T | undefined, stored: T): T {
  return value === undefined ? stored : value;
}

export function createPreviewService(db: Kysely<Database>, reads: PreviewReads, settings: PreviewSettings) {
  const { richText } = settings;

  /** The element as a save would store its rich text. */
  function sanitised(body: PreviewBody): unknown {
    switch (body.entity) {
      case 'news':
      case 'case':
      case 'honour':
        return { ...body.element, content: richText.html(body.element.content ?? '') };
      case 'lawyer': {
        const e = body.element;
        return {
          ...e,
          ...(e.intro !== undefined ? { intro: richText.optional(e.intro) } : {}),
          ...(e.customContent !== undefined ? { customContent: richText.optional(e.customContent) } : {}),
          ...(e.customContents !== undefined
            ? { customContents: e.customContents.map((c): CustomContent => ({ title: c.title, content: richText.optional(c.content) })) }
            : {}),
        };
      }
      case 'practiceArea':
        return body.element.introduce === undefined ? body.element : { ...body.element, introduce: richText.optional(body.element.introduce) };
      case 'banner':
        return body.element;
    }
  }

  /** The item's versions, or a 404 when `no` names no item of the entity. */
  async function versionsOf(entity: PreviewEntity, no: string): Promise<{ id: number; lang: string }[]> {
    if (VERSION_TABLE[entity] === 'article_version' && (await articleKindOf(db, no)) !== entity) throw notFound();
    const versions = await versionsOfItem(db, VERSION_TABLE[entity], no);
    if (versions.length === 0) throw notFound();
    return versions;
  }

  /**
   * The preview a token opens for a page of `entity` showing the item of version `routeId`, or a
   * new item's at `new` (none for the home page).
   */
  async function open(token: string | null, entity: PreviewEntity, routeId?: RouteId): Promise<OpenPreview | 'none' | 'refused'> {
    if (token === null) return 'none';
    if (!PREVIEW_TOKEN.test(token)) return 'refused';
    const row = await findPreview(db, hashToken(token));
    if (!row || row.entity !== entity || row.expires_time <= nowIso() || !isLang(row.lang)) return 'refused';
    // A new item's link opens only at `new`, and a saved item's only at one of its versions.
    if (routeId === NEW_ITEM_PREVIEW) {
      if (row.item_no !== NO_ITEM) return 'refused';
    } else if (routeId !== undefined) {
      const versions = await versionsOfItem(db, VERSION_TABLE[entity], row.item_no);
      if (!versions.some((v) => v.id === routeId)) return 'refused';
    }
    return { entity, no: row.item_no, lang: row.lang, element: JSON.parse(row.content) as unknown, expiresTime: row.expires_time };
  }

  /** Opens the preview and builds its view; a preview whose item went meanwhile opens nothing. */
  async function outcome<T>(preview: OpenPreview | 'none' | 'refused', view: (preview: OpenPreview) => Promise<T | undefined>): Promise<PreviewOutcome<T>> {
    if (preview === 'none') return { state: 'none' };
    if (preview === 'refused') return { state: 'refused' };
    const shown = await view(preview).catch(undefinedWhenNotFound);
    return shown === undefined ? { state: 'refused' } : { state: 'valid', lang: preview.lang, expiresTime: preview.expiresTime, view: shown };
  }

  /** A new item's version as its page shows it: what the element gives, nothing stored. */
  function unsavedArticle(lang: Lang): ArticleVersion {
    const now = nowIso();
    return {
      id: 0,
      no: NO_ITEM,
      lang,
      title: '',
      content: '',
      cataId: null,
      cataName: null,
      coverUrl: '',
      contentUrl: null,
      isLink: 0,
      note: null,
      top: 0,
      proFieldIds: [],
      lawyerIds: [],
      views: 0,
      operatorName: null,
      createTime: now,
      updateTime: now,
    };
  }

  async function articleView(preview: OpenPreview, entity: ArticleEntity): Promise<ArticleVersion | undefined> {
    let stored: ArticleVersion | undefined = unsavedArticle(preview.lang);
    if (preview.no !== NO_ITEM) {
      const { items } = await reads[ARTICLE_SERVICE[entity]].adminList({ no: preview.no, pageSize: 10 }, preview.lang);
      stored = versionIn(items, preview.lang);
    }
    if (!stored) return undefined;
    const e = preview.element as Omit<ArticleElement, 'coverUrl'> & { coverUrl?: string | undefined };
    let folder = { cataId: stored.cataId, cataName: stored.cataName };
    if (e.cataId !== undefined && e.cataId !== stored.cataId) {
      // A folder gone meanwhile leaves the stored one; a lost connection is an error (503), not that.
      const named = await reads.catalog.detail(e.cataId, preview.lang).catch(undefinedWhenNotFound);
      if (named) folder = { cataId: named.id, cataName: named.name };
    }
    const isLink = e.isLink === undefined ? stored.isLink : e.isLink === 1 ? 1 : 0;
    return {
      id: stored.id,
      no: stored.no,
      lang: preview.lang,
      title: e.title,
      content: e.content ?? '',
      ...folder,
      // The cover this version would show: its own, else the item's as the form has them.
      coverUrl: e.ownCoverUrl || e.sharedCoverUrl || e.coverUrl || stored.coverUrl,
      contentUrl: isLink === 1 || e.contentUrl ? e.contentUrl || null : e.contentUrl === undefined ? stored.contentUrl : null,
      isLink,
      note: given(e.note, stored.note),
      top: e.top ?? stored.top,
      proFieldIds: e.proFieldIds ?? stored.proFieldIds,
      lawyerIds: e.lawyerIds ?? stored.lawyerIds,
      views: stored.views,
      operatorName: stored.operatorName,
      createTime: stored.createTime,
      updateTime: stored.updateTime,
    };
  }

  /**
   * The versions of the item a link names, as the admin reads them; a new item has one, made of
   * `blank` (what its page shows where the element gives nothing).
   */
  async function storedVersions<V extends { id: number; lang: string }>(
    preview: OpenPreview,
    entity: PreviewEntity,
    read: (firstId: number) => Promise<{ versions: V[] }>,
    blank: (now: string) => V,
  ): Promise<V | undefined> {
    if (preview.no === NO_ITEM) return blank(nowIso());
    const [first] = await versionsOf(entity, preview.no);
    return versionIn((await read(first!.id)).versions, preview.lang);
  }

  async function lawyerView(preview: OpenPreview): Promise<LawyerVersion | undefined> {
    const stored = await storedVersions<LawyerVersion>(preview, 'lawyer', (id) => reads.lawyers.detail(id, preview.lang), (now) => ({
      id: 0,
      no: NO_ITEM,
      lang: preview.lang,
      top: 0,
      sort: 0,
      name: '',
      photoUrl: null,
      phoneNumber: null,
      email: null,
      intro: null,
      customContent: null,
      customContents: [],
      // Jobs, office and practice areas are named by other records: a preview shows them once saved (decision 0025).
      jobIds: [],
      jobs: [],
      proFieldIds: [],
      proFields: [],
      officeId: null,
      office: null,
      views: 0,
      createTime: now,
      updateTime: now,
    }));
    if (!stored) return undefined;
    const e = preview.element as LawyerElement;
    return {
      ...stored,
      lang: preview.lang,
      name: e.name,
      photoUrl: given(e.photoUrl, stored.photoUrl),
      phoneNumber: given(e.phoneNumber, stored.phoneNumber),
      email: given(e.email, stored.email),
      intro: given(e.intro, stored.intro),
      customContent: given(e.customContent, stored.customContent),
      customContents: (e.customContents as CustomContent[] | undefined) ?? stored.customContents,
    };
  }

  async function practiceAreaView(preview: OpenPreview): Promise<PracticeAreaVersion | undefined> {
    const stored = await storedVersions<PracticeAreaVersion>(preview, 'practiceArea', (id) => reads.practiceArea.detail(id), (now) => ({
      id: 0,
      no: NO_ITEM,
      lang: preview.lang,
      name: '',
      introduce: null,
      iconUrl: null,
      sort: 0,
      views: 0,
      updateTime: now,
    }));
    if (!stored) return undefined;
    const e = preview.element as PracticeAreaElement;
    return {
      ...stored,
      lang: preview.lang,
      name: e.name,
      introduce: given(e.introduce, stored.introduce),
      iconUrl: e.iconUrl === undefined ? stored.iconUrl : e.iconUrl || null,
    };
  }

  async function bannerView(preview: OpenPreview): Promise<BannerVersion | undefined> {
    const stored = await storedVersions<BannerVersion>(preview, 'banner', (id) => reads.banner.detail(id), (now) => ({
      id: 0,
      no: NO_ITEM,
      lang: preview.lang,
      imgPath: '',
      title: null,
      subTitle: null,
      linkUrl: null,
      // First among the banners, as a banner visitors do not see yet is shown (home.tsx).
      top: 0,
      sort: 0,
      updateTime: now,
    }));
    if (!stored) return undefined;
    const e = preview.element as BannerElement;
    return {
      ...stored,
      lang: preview.lang,
      imgPath: e.imgPath,
      title: e.title || null,
      subTitle: e.subTitle || null,
      linkUrl: e.linkUrl || null,
    };
  }

  return {
    /**
     * Makes a link to the page of `body.no` in `body.lang` showing `body.element`; 404 when the
     * item does not exist. Without `no`, the link is a new item's, on its page at `new`. Links
     * that stopped working are removed on the way. A link works while its maker's account keeps
     * its rights: disabling it, changing its role or resetting its password removes the links it
     * made (users/service.ts).
     */
    async create(body: PreviewBody, createdBy: number): Promise<PreviewLink> {
      const shownOn: RouteId = body.no === undefined ? NEW_ITEM_PREVIEW : versionIn(await versionsOf(body.entity, body.no), body.lang)!.id;
      const token = newToken();
      const now = nowIso();
      const expiresTime = isoAfter(settings.ttlMs, Date.parse(now));
      // Who made a link to which item in which language is in the audit log (issue 45.11).
      const note = { action: 'create', entity: 'previewLink', no: body.no ?? null, langs: [body.lang], summary: `${body.entity} ${noteOfElements([body.element]).summary}`.trim() } as const;
      await audited(db, note, async (trx) => {
        await deleteExpiredPreviews(trx, now);
        await insertPreview(trx, {
          token_hash: hashToken(token),
          entity: body.entity,
          item_no: body.no ?? NO_ITEM,
          lang: body.lang,
          content: JSON.stringify(sanitised(body)),
          created_by: createdBy,
          create_time: now,
          expires_time: expiresTime,
        });
      });
      const query = new URLSearchParams({ lang: body.lang, preview: token });
      return { url: `${PAGE_PATH[body.entity](shownOn)}?${query}`, expiresTime };
    },

    /** A news item, case or honour as the preview shows it on the page of version `routeId` (`new`: of a new item). */
    async article(token: string | null, entity: ArticleEntity, routeId: RouteId): Promise<PreviewOutcome<ArticleVersion>> {
      return outcome(await open(token, entity, routeId), (preview) => articleView(preview, entity));
    },

    async lawyer(token: string | null, routeId: RouteId): Promise<PreviewOutcome<LawyerVersion>> {
      return outcome(await open(token, 'lawyer', routeId), lawyerView);
    },

    async practiceArea(token: string | null, routeId: RouteId): Promise<PreviewOutcome<PracticeAreaVersion>> {
      return outcome(await open(token, 'practiceArea', routeId), practiceAreaView);
    },

    /** A banner as the home page's preview shows it. */
    async banner(token: string | null): Promise<PreviewOutcome<BannerVersion>> {
      return outcome(await open(token, 'banner'), bannerView);
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
