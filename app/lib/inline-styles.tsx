/**
 * The public pages' styles written into the head of each page, so a phone paints the first
 * screen without waiting for a render-blocking stylesheet (ENGINEERING.md, Lighthouse budget).
 * The server gives the stylesheet's text (entry.server.tsx reads app/styles/public-site.css
 * `?inline`); the browser's bundle does not carry it: its copy of the element is empty, and React
 * keeps the server's content when it hydrates (it neither compares nor rewrites the inner HTML of
 * an element whose `__html` does not change).
 *
 * A visit that starts in the back office and moves to a public page in the browser has no such
 * element with content: the public frame then links the same styles as a file (stylesLinkNeeded).
 */
import { createContext, useContext } from 'react';
import { PageTextContext } from './page-texts';

/** The text of the public pages' stylesheet on the server; empty in the browser. */
export const InlineStylesContext = createContext('');

const ELEMENT_ID = 'public-styles';

export function PublicStyles() {
  const css = useContext(InlineStylesContext);
  const standIn = useContext(PageTextContext);
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: standIn(css) }} suppressHydrationWarning />;
}

/** Whether the browser lacks the server's inline copy of the public styles (never on the server). */
export function stylesLinkNeeded(): boolean {
  return typeof document !== 'undefined' && !document.getElementById(ELEMENT_ID)?.textContent;
}
