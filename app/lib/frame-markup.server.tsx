/**
 * The public frame's markup, rendered once per language and content and kept (issue 15.3,
 * decision 0055). The header, the footer and the disclaimer were a fifth of the work of every
 * page rendered, the same work for every page of a language: the inside of each is rendered here
 * on its own, with the frame's real components, and a page's render writes that markup in its
 * place (app/lib/frame-markup.ts). The browser renders the same components and hydrates the
 * markup as its own, so it must be the markup React writes for them inside the page, to the byte
 * (tests/components/frame-markup.test.tsx).
 *
 * What differs from page to page is kept apart: the page's address (the language links, the
 * disclaimer's way back) is put in for each request, and the section the page is in (the marked
 * link of the navigation) is part of what the markup is kept under.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type StaticHandlerContext } from 'react-router';
import type { ReactElement } from 'react';
import { type Lang } from '../../contract/languages';
import { siteLanguages } from '../../contract/site-languages';
import { storedLabelsVersion } from '../../contract/site-labels';
import { Disclaimer } from '../components/public/Disclaimer';
import { SiteFooter } from '../components/public/SiteFooter';
import { HEADER_SECTIONS, SiteHeader } from '../components/public/SiteHeader';
import { pageMessages } from '../i18n/page-messages';
import { type Messages, translatorOf } from '../i18n/translate';
import { TranslationContext } from '../i18n/use-translation';
import type { loader as frameLoader } from '../routes/public/layout';
import type { FrameMarkup } from './frame-markup';
import { PUBLIC_FRAME } from './public-frame';
import { withLang } from './urls';


type FrameData = Awaited<ReturnType<typeof frameLoader>>;

/** Stands for the page's address while the markup is rendered; each page puts its own in. */
const ADDRESS_MARK = '/__page-address__';
// Any catalogue code's form: the site's languages are read at run time (decision 0082).
const ADDRESS_SLOTS = new RegExp(`${ADDRESS_MARK}(?:\\?lang=([a-z]{2,3}_[A-Z]{2}))?`, 'g');

/** Markup, or where the page's address goes: as it is, or in the language given (`?lang=`). */
type Piece = string | { lang: Lang | null };

/**
 * Markup kept by language, the site's languages, content and section. Content that changes leaves old keys behind, so
 * the map starts again when it is full; it holds a few dozen keys while the content stays.
 */
const KEPT_LIMIT = 200;
const kept = new Map<string, readonly Piece[]>();

function keptPieces(key: string, render: () => string): readonly Piece[] {
  let pieces = kept.get(key);
  if (!pieces) {
    if (kept.size >= KEPT_LIMIT) kept.clear();
    pieces = piecesOf(render());
    kept.set(key, pieces);
  }
  return pieces;
}

function piecesOf(html: string): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  for (const slot of html.matchAll(ADDRESS_SLOTS)) {
    pieces.push(html.slice(from, slot.index), { lang: (slot[1] as Lang | undefined) ?? null });
    from = slot.index + slot[0].length;
  }
  pieces.push(html.slice(from));
  return pieces;
}

/** React's escaping of an attribute's value (escapeTextForBrowser): a filled slot reads as React would have written it. */
const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

function filled(pieces: readonly Piece[], address: string): string {
  let html = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') html += piece;
    else html += (piece.lang ? withLang(address, piece.lang) : address).replace(/["&'<>]/g, (character) => ATTRIBUTE_ESCAPES[character]!);
  }
  return html;
}

/** What `element` renders inside its `<tag>`, rendered on its own in the page's language at `pathname`. */
function innerMarkup(tag: string, element: ReactElement, lang: Lang, messages: Messages | string, pathname: string): string {
  const html = renderToString(
    <MemoryRouter initialEntries={[pathname]}>
      <TranslationContext.Provider value={translatorOf(lang, messages)}>{element}</TranslationContext.Provider>
    </MemoryRouter>,
  );
  // Hoisted resources (an image's preload) come first; the page's own render writes them in its head.
  const start = html.indexOf(`<${tag}`);
  const open = html.indexOf('>', start);
  const end = html.lastIndexOf(`</${tag}>`);
  if (start < 0 || open < 0 || end < open) throw new Error(`the frame's <${tag}> did not render`);
  return html.slice(open + 1, end);
}

const ignore = () => undefined;

/** Whether `pathname` is in the section at `to`, by NavLink's rule (not `end`, not case-sensitive): the path itself, or a path below it. */
function isInSection(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase();
  const section = to.toLowerCase();
  return here === section || (here.startsWith(section) && (section.endsWith('/') || here.charAt(section.length) === '/'));
}

/**
 * The frame's markup for the page the router has loaded, or null where the frame did not load
 * (its loader failed: the status screen shows instead) and the components render themselves.
 */
export function frameMarkupOf(context: StaticHandlerContext): FrameMarkup | null {
  const frame = context.loaderData[PUBLIC_FRAME] as FrameData | undefined;
  if (!frame) return null;
  const { lang, firm, disclaimer } = frame;
  const messages = pageMessages(lang) ?? {};
  // The location the page's components see (useLocation), as the layout gives it to the header.
  const { pathname, search } = context.location;
  const address = pathname + search;
  const firmKey = JSON.stringify(firm);
  const sections = HEADER_SECTIONS.filter((to) => isInSection(pathname, to)).join(' ');
  // The picker lists the site's languages, which an administrator may change (decision 0083).
  const languagesKey = siteLanguages().languages.join(',');
  // Its labels too (decision 0086): the stored translations' version moves when they change.
  const labelsKey = storedLabelsVersion();
  const header = keptPieces(`header\n${lang}\n${labelsKey}\n${languagesKey}\n${sections}\n${firmKey}`, () =>
    innerMarkup('header', <SiteHeader lang={lang} firm={firm} path={ADDRESS_MARK} />, lang, messages, pathname),
  );
  const year = new Date().getUTCFullYear();
  const footer = keptPieces(`footer\n${lang}\n${labelsKey}\n${year}\n${firmKey}`, () => innerMarkup('footer', <SiteFooter lang={lang} firm={firm} />, lang, messages, pathname));
  const dialog = disclaimer
    ? keptPieces(`dialog\n${lang}\n${labelsKey}\n${disclaimer.version}\n${disclaimer.html}`, () =>
        innerMarkup(
          'dialog',
          <Disclaimer version={disclaimer.version} html={disclaimer.html} returnTo={ADDRESS_MARK} onAccept={ignore} />,
          lang,
          messages,
          pathname,
        ),
      )
    : null;
  return { header: filled(header, address), footer: filled(footer, address), dialog: dialog && filled(dialog, address) };
}
