/**
 * Line icons for practice areas, drawn on a 96x96 grid in deep navy with brass accents. Icons are
 * served as <img>, so colours are fixed rather than `currentColor`.
 */
import { PALETTE } from './palette.js';

const NAVY = PALETTE.navy;
const BRASS = PALETTE.brass;

/** Brass stroke for an accent element inside an otherwise navy icon. */
const accent = `stroke="${BRASS}"`;

/** Inner markup of each icon, drawn with the navy stroke set on the root element. */
const ICONS = {
  /** Briefcase with a brass clasp: corporate work, mergers and acquisitions. */
  briefcase:
    '<rect x="14" y="30" width="68" height="48" rx="6"/>' +
    '<path d="M36 30v-6a5 5 0 0 1 5-5h14a5 5 0 0 1 5 5v6"/>' +
    '<path d="M14 50h28M54 50h28"/>' +
    `<rect x="42" y="45" width="12" height="11" rx="2" ${accent}/>`,

  /** Classical bank front: banking and finance. */
  bank:
    '<path d="M12 34L48 14l36 20z"/>' +
    '<path d="M18 40v30M32 40v30M48 40v30M64 40v30M78 40v30"/>' +
    '<path d="M12 76h72M8 83h80"/>' +
    `<circle cx="48" cy="27" r="4" ${accent}/>`,

  /** Gavel striking its block: disputes and litigation. */
  gavel:
    '<g transform="rotate(-40 44 40)">' +
    '<rect x="26" y="26" width="36" height="18" rx="4"/>' +
    `<path d="M34 26v18M54 26v18" ${accent}/>` +
    '<path d="M44 44v38"/>' +
    '</g>' +
    '<path d="M50 82h34"/>' +
    `<rect x="56" y="72" width="22" height="10" rx="2" ${accent}/>`,

  /** A team of three people: employment. */
  people:
    '<circle cx="48" cy="32" r="10"/>' +
    '<path d="M28 78v-6a20 20 0 0 1 40 0v6"/>' +
    `<circle cx="20" cy="40" r="7" ${accent}/>` +
    `<path d="M8 74v-3a13 13 0 0 1 20-11" ${accent}/>` +
    `<circle cx="76" cy="40" r="7" ${accent}/>` +
    `<path d="M88 74v-3a13 13 0 0 0-20-11" ${accent}/>`,

  /** Light bulb with a brass filament: intellectual property. */
  bulb:
    '<path d="M36 64c0-8-12-14-12-30a24 24 0 0 1 48 0c0 16-12 22-12 30z"/>' +
    '<path d="M38 72h20M40 80h16M44 87h8"/>' +
    `<path d="M40 48l4-8 4 8 4-8 4 8" ${accent}/>` +
    `<path d="M48 56v-8" ${accent}/>` +
    `<path d="M8 32h6M82 32h6M16 10l4 4M80 10l-4 4" ${accent}/>`,

  /** Office buildings: real estate. */
  building:
    '<path d="M18 84V22l30-8v70"/>' +
    '<path d="M48 36h30v48"/>' +
    '<path d="M10 84h76"/>' +
    '<path d="M28 30h10M28 42h10M28 54h10M28 66h10M58 48h10M58 60h10"/>' +
    `<rect x="58" y="70" width="10" height="14" ${accent}/>`,

  /** Ledger page with a brass percent sign: tax. */
  percent:
    '<path d="M22 12h36l16 16v56H22z"/>' +
    '<path d="M58 12v16h16"/>' +
    '<path d="M32 30h16"/>' +
    `<path d="M36 72l26-28" ${accent}/>` +
    `<circle cx="38" cy="48" r="5" ${accent}/>` +
    `<circle cx="60" cy="68" r="5" ${accent}/>`,

  /** Shield sheltering a family: private client. */
  shield:
    '<path d="M48 10l32 12v22c0 20-14 34-32 42-18-8-32-22-32-42V22z"/>' +
    `<circle cx="40" cy="40" r="6" ${accent}/>` +
    `<circle cx="58" cy="44" r="4.5" ${accent}/>` +
    `<path d="M28 66a12 12 0 0 1 24 0M50 64a9 9 0 0 1 16 0" ${accent}/>`,

  /** Padlock: data protection, privacy and technology. */
  padlock:
    '<rect x="20" y="42" width="56" height="42" rx="6"/>' +
    '<path d="M32 42V30a16 16 0 0 1 32 0v12"/>' +
    `<circle cx="48" cy="60" r="5" ${accent}/>` +
    `<path d="M48 65v8" ${accent}/>`,

  /** Globe: international trade, immigration and cross-border matters. */
  globe:
    '<circle cx="48" cy="48" r="34"/>' +
    '<path d="M14 48h68"/>' +
    '<path d="M48 14c-12 10-12 58 0 68M48 14c12 10 12 58 0 68"/>' +
    `<path d="M20 30h56M20 66h56" ${accent}/>`,

  /** Checked document: regulation and compliance. */
  checklist:
    '<rect x="20" y="12" width="56" height="72" rx="4"/>' +
    '<path d="M36 12v-2h24v2"/>' +
    `<path d="M30 34l4 4 8-8M30 54l4 4 8-8" ${accent}/>` +
    '<path d="M50 34h16M50 54h16M30 72h36"/>',

  /** Arrows turning a circle: restructuring and insolvency. */
  cycle:
    '<path d="M18 44A30 30 0 0 1 72 30"/>' +
    '<path d="M78 52A30 30 0 0 1 24 66"/>' +
    `<path d="M58 30h14V16M38 66H24v14" ${accent}/>` +
    `<circle cx="48" cy="48" r="5" ${accent}/>`,

  /** Scales of justice: the generic icon for any other practice. */
  scales:
    '<path d="M48 18v62M30 84h36"/>' +
    `<circle cx="48" cy="14" r="4" ${accent}/>` +
    '<path d="M18 26h60"/>' +
    `<path d="M18 26l-10 26M18 26l10 26M78 26l-10 26M78 26l10 26" ${accent}/>` +
    '<path d="M6 52a12 8 0 0 0 24 0zM66 52a12 8 0 0 0 24 0z"/>',
} as const;

type IconName = keyof typeof ICONS;

/** Words in a practice-area key that select an icon, tested in order. */
const MATCHERS: readonly [RegExp, IconName][] = [
  [/corporate|(^|-)m-?a($|-)|merger|acqui|commercial|private-equity|venture/, 'briefcase'],
  [/dispute|litig|arbitra|contentious|court|criminal|fraud|investigat/, 'gavel'],
  [/bank|financ|capital-market|fund|invest|insurance/, 'bank'],
  [/employ|labou?r|pension|people|(^|-)hr($|-)/, 'people'],
  [/intellectual|(^|-)ip($|-)|patent|trade-?mark|copyright|innovation|life-science/, 'bulb'],
  [/private-client|family|wealth|trust|estate-plan|succession|charit/, 'shield'],
  [/real-?estate|property|construction|planning|infrastructure|energy/, 'building'],
  [/tax|duty|vat/, 'percent'],
  [/data|privacy|cyber|technolog|tech|digital|media|telecom/, 'padlock'],
  [/international|trade|immigration|sanction|cross-border|global/, 'globe'],
  [/regulat|complian|competition|antitrust|public-law|governance/, 'checklist'],
  [/restructur|insolven|recover|turnaround/, 'cycle'],
];

/** Chooses the icon for a practice-area key, falling back to the scales of justice. */
export function iconFor(name: string): IconName {
  const key = name.toLowerCase();
  for (const [pattern, icon] of MATCHERS) {
    if (pattern.test(key)) return icon;
  }
  return 'scales';
}

/** SVG source of the practice-area icon named by the key. */
export function iconSvg(name: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" fill="none" ` +
    `stroke="${NAVY}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">` +
    ICONS[iconFor(name)] +
    '</svg>'
  );
}
