/**
 * The firm's mark: a deep-navy roundel holding a brass portico (pediment over three columns) on a
 * fine brass ring. No lettering; the site sets the firm's name beside it.
 */
import { PALETTE } from './palette.js';

/** SVG source of the firm's logo mark (square, 120x120 user units). */
export function logoSvg(name: string): string {
  void name;
  const navy = PALETTE.navy;
  const brass = PALETTE.brass;
  const ivory = PALETTE.ivory;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">' +
    `<circle cx="60" cy="60" r="58" fill="${navy}"/>` +
    `<circle cx="60" cy="60" r="51" fill="none" stroke="${brass}" stroke-width="2"/>` +
    // Pediment with an inner tympanum line.
    `<path d="M28 46L60 27l32 19z" fill="${brass}"/>` +
    `<path d="M40 42.5L60 31l20 11.5z" fill="${navy}" opacity="0.35"/>` +
    `<rect x="30" y="48" width="60" height="5" fill="${brass}"/>` +
    // Three columns with capitals and bases.
    `<rect x="36" y="56" width="8" height="28" fill="${ivory}"/>` +
    `<rect x="56" y="56" width="8" height="28" fill="${ivory}"/>` +
    `<rect x="76" y="56" width="8" height="28" fill="${ivory}"/>` +
    `<rect x="34" y="55" width="12" height="3" fill="${ivory}"/><rect x="54" y="55" width="12" height="3" fill="${ivory}"/><rect x="74" y="55" width="12" height="3" fill="${ivory}"/>` +
    // Stepped stylobate.
    `<rect x="30" y="86" width="60" height="4" fill="${brass}"/>` +
    `<rect x="26" y="92" width="68" height="4" fill="${brass}"/>` +
    '</svg>'
  );
}
