/**
 * Which words of a text changed between two revisions (issue 46): each side's paragraphs as runs
 * of words kept or changed, so the compare view marks the changed words inside a paragraph, not
 * the whole field. jsdiff's word diff (Intl.Segmenter, so Chinese splits into words as well);
 * admin-only, never in the public pages' bundle.
 */
import { diffWords } from 'diff';

export interface Run {
  text: string;
  changed: boolean;
}

/** One side of a compared field: its paragraphs, each a list of runs. */
export type MarkedParagraphs = Run[][];

/** Longer than this, a diff is not worth the wait: whole paragraphs are marked instead. */
const DIFF_TIMEOUT_MS = 250;

/** Splits runs at line ends into paragraphs; empty paragraphs are left out. */
function paragraphsOfRuns(runs: Run[]): MarkedParagraphs {
  const paragraphs: MarkedParagraphs = [[]];
  for (const run of runs) {
    run.text.split('\n').forEach((piece, index) => {
      if (index > 0) paragraphs.push([]);
      if (piece) paragraphs[paragraphs.length - 1]!.push({ text: piece, changed: run.changed });
    });
  }
  return paragraphs.filter((paragraph) => paragraph.some((run) => run.text.trim()));
}

/** Whole paragraphs marked when not found on the other side: what is left when the word diff gives up. */
function wholeParagraphs(mine: string[], theirs: string[]): MarkedParagraphs {
  const other = new Set(theirs);
  return mine.map((p) => [{ text: p, changed: !other.has(p) }]);
}

/** Both sides of a compared field, older and newer, with the words that differ marked. */
export function markChangedWords(older: string[], newer: string[]): { older: MarkedParagraphs; newer: MarkedParagraphs } {
  const changes = diffWords(older.join('\n'), newer.join('\n'), { timeout: DIFF_TIMEOUT_MS });
  if (!changes) return { older: wholeParagraphs(older, newer), newer: wholeParagraphs(newer, older) };
  return {
    older: paragraphsOfRuns(changes.filter((c) => !c.added).map((c) => ({ text: c.value, changed: c.removed }))),
    newer: paragraphsOfRuns(changes.filter((c) => !c.removed).map((c) => ({ text: c.value, changed: c.added }))),
  };
}
