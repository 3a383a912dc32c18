/**
 * Stand-ins for the text every page carries as it is (decision 0090). React turned the stylesheet
 * (29 KB) and the labels (5-8 KB) into UTF-8 again for every page, two thirds of a news item's
 * bytes; the count of instructions showed that conversion as a tenth of the main thread. Now React
 * writes a stand-in of a few dozen bytes, and entry.server replaces it in the finished page with
 * the bytes encoded once per process (`rewritten` in deferred-scripts.server.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Rewrite } from './deferred-scripts.server';

/** Below this a stand-in saves next to nothing; such text is written as it is. */
const SHORTEST = 1024;
/** Texts kept at most (a language's labels are made again when their translations change); then the map starts again. */
const MOST_KEPT = 64;
/**
 * Unknown outside the process, and with NUL bytes React writes as they are: no text of a page
 * (an editor's rich text included) can name a stand-in.
 */
const TOKEN = randomBytes(12).toString('hex');

const kept = new Map<string, { standIn: string; rewrite: Rewrite }>();
let made = 0;

function keptOf(text: string): { standIn: string; rewrite: Rewrite } {
  let entry = kept.get(text);
  if (!entry) {
    if (kept.size >= MOST_KEPT) kept.clear();
    const standIn = `\u0000${TOKEN}-${made++}\u0000`;
    entry = { standIn, rewrite: [Buffer.from(standIn, 'latin1'), Buffer.from(text, 'utf8')] };
    kept.set(text, entry);
  }
  return entry;
}

/** One render's stand-ins: `standIn` for the components (PageTextContext), `rewrites` for the finished page. */
export function pageTexts(): { standIn: (text: string) => string; rewrites: Rewrite[] } {
  const rewrites: Rewrite[] = [];
  return {
    standIn(text) {
      if (text.length < SHORTEST) return text;
      const { standIn, rewrite } = keptOf(text);
      if (!rewrites.includes(rewrite)) rewrites.push(rewrite);
      return standIn;
    },
    rewrites,
  };
}
