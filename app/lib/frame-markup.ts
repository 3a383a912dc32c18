/**
 * The public frame's markup as the server keeps it (frame-markup.server.tsx, decision 0055): the
 * inside of the header, the footer and the disclaimer's dialog, rendered once per language and
 * content and given to the page's render in their place. Only the server provides it; in the
 * browser the frame's components render themselves and hydrate that markup as their own.
 */
import { createContext, useContext } from 'react';

export interface FrameMarkup {
  /** What is inside `<header class="site-header">`. */
  header: string;
  /** What is inside `<footer class="site-footer">`. */
  footer: string;
  /** What is inside the disclaimer's `<dialog>`, when the page asks for it. */
  dialog: string | null;
}

export const FrameMarkupContext = createContext<FrameMarkup | null>(null);

/** The kept markup of one part of the frame, or undefined where the part renders itself. */
export function useKeptMarkup(part: keyof FrameMarkup): string | undefined {
  return useContext(FrameMarkupContext)?.[part] ?? undefined;
}
