/**
 * Shape of the demo firm's content. The data files beside this one fill it; the seed loader turns
 * it into items with one version per language through the services, and the artwork generator
 * draws every image it names (images are keyed, never downloaded).
 *
 * Rich-text fields hold HTML limited to: p, h2, h3, h4, strong, em, u, s, a[href], ul, ol, li,
 * blockquote, table, thead, tbody, tr, th, td, br, hr.
 */
import type { SpecLang } from '../../../../contract/languages.js';

/** The demo firm's texts: one per spec language. */
type Localized<T> = Record<SpecLang, T>;

/** Key of a picture the artwork generator draws, e.g. `portrait:amelia-hart`, `cover:news-03`. */
export type ArtworkKey = string;

export interface DemoOffice {
  key: string;
  name: Localized<string>;
  /** Postal address shown on the about page. */
  address: Localized<string>;
  tel: string;
}

export interface DemoJob {
  key: string;
  name: Localized<string>;
}

export interface DemoPracticeArea {
  key: string;
  /** Icon drawn by the artwork generator: `icon:<key>`. */
  icon: ArtworkKey;
  name: Localized<string>;
  introduce: Localized<string>;
}

export interface DemoLawyer {
  key: string;
  /** Name as written in each language (Chinese may use a transliteration or a Chinese name). */
  name: Localized<string>;
  portrait: ArtworkKey;
  officeKey: string;
  jobKeys: string[];
  practiceAreaKeys: string[];
  phoneNumber: string;
  email: string;
  /** 0 = not featured; higher shows first. */
  top: number;
  intro: Localized<string>;
  customContents: Localized<{ title: string; content: string }[]>;
}

export interface DemoFolder {
  key: string;
  /** 0 = news, 1 = cases (the spec's catalog types). */
  type: 0 | 1;
  parentKey?: string;
  name: Localized<string>;
}

export interface DemoNews {
  key: string;
  folderKey: string;
  /** Practice areas the item is about; it shows as related news on their pages. */
  practiceAreaKeys?: string[];
  /** Publication time, ISO-8601 UTC. */
  date: string;
  pinned?: boolean;
  cover: ArtworkKey;
  title: Localized<string>;
  note: Localized<string>;
  /** When set, the item is an external article that links to this address in each language. */
  externalUrl?: Localized<string>;
  content: Localized<string>;
}

export interface DemoCase {
  key: string;
  folderKey: string;
  practiceAreaKeys?: string[];
  date: string;
  pinned?: boolean;
  cover: ArtworkKey;
  title: Localized<string>;
  content: Localized<string>;
}

export interface DemoHonour {
  key: string;
  date: string;
  pinned?: boolean;
  cover: ArtworkKey;
  title: Localized<string>;
  content: Localized<string>;
}

export interface DemoBanner {
  key: string;
  image: ArtworkKey;
  title: Localized<string>;
  subTitle: Localized<string>;
  /** Site-relative link, e.g. `/expertises`. */
  linkUrl: string;
}

export interface DemoFirm {
  name: Localized<string>;
  logo: ArtworkKey;
  address: Localized<string>;
  email: string;
  tel: string;
  introduce: Localized<string>;
  lawyerCount: number;
  totalPeople: number;
  branchCount: number;
  advantages: Localized<{ title: string; content: string }[]>;
  environment: { image: ArtworkKey; title: Localized<string> }[];
  privacy: Localized<string>;
  terms: Localized<string>;
  disclaimer: Localized<string>;
}

export interface DemoContent {
  firm: DemoFirm;
  offices: DemoOffice[];
  jobs: DemoJob[];
  practiceAreas: DemoPracticeArea[];
  lawyers: DemoLawyer[];
  folders: DemoFolder[];
  news: DemoNews[];
  cases: DemoCase[];
  honours: DemoHonour[];
  banners: DemoBanner[];
}
