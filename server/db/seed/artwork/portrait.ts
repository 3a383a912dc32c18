/**
 * Stylised head-and-shoulders portrait of a lawyer: a faceless illustration on a soft studio
 * backdrop, with skin tone, hair, clothing and backdrop chosen from the key's seed.
 */
import { Rng, mix, shade } from './palette.js';
import { blurFilter, linearGradient, n, points, radialGradient, svgDocument } from './svg.js';

export const PORTRAIT_WIDTH = 600;
export const PORTRAIT_HEIGHT = 750;

const SKIN = ['#f3d5c0', '#eec4a6', '#e0ac88', '#c98e69', '#a86d4b', '#8a5538', '#6a3f28', '#f0c8a8'] as const;
const HAIR = ['#1b1613', '#2e211a', '#4a3224', '#6b4630', '#7d4a2e', '#a98257', '#c6a373', '#8e8a85', '#bfb9b1'] as const;
const BACKDROP: readonly [string, string][] = [
  ['#c3cbd5', '#5d6a7c'],
  ['#e8e1d6', '#a59987'],
  ['#5a6b8c', '#1c2540'],
  ['#c5ccc2', '#6b7769'],
  ['#d7d3cc', '#77706a'],
  ['#aebccb', '#3f4f66'],
];
const JACKET = ['#1f2a44', '#2f3338', '#44505f', '#5f636a', '#1a1b1f', '#26354f', '#5a2a33', '#8c7458'] as const;
const SHIRT = ['#f7f5f1', '#dde6f0', '#f1e3e1', '#eef0f2'] as const;
const TIE = ['#6b2f3a', '#b08d57', '#2b3a5c', '#55695a', '#4a5668', '#8a3b3b'] as const;
const BLOUSE = ['#f4efe6', '#e9d8cf', '#2b2d33', '#c9d3c6', '#d6dfea', '#b08d57'] as const;
const KNIT = ['#2b3a5c', '#4a4f57', '#d8cfc0', '#5b4636', '#1f2a44'] as const;

/**
 * Common first names, used only to make a portrait's styling plausible for the person named by
 * the key (`amelia-hart` -> Amelia). Unknown names get any styling.
 */
const FEMININE = new Set(
  (
    'amelia olivia isla ava emily sophie sophia grace lily chloe charlotte ella lucy hannah sarah ' +
    'rebecca rachel laura anna eleanor victoria catherine katherine kate elizabeth alice harriet ' +
    'imogen georgia jessica jennifer emma zara nadia yasmin aisha amara priya anjali mei li-na ' +
    'fatima leila maria elena clara julia isabella isabel helen claire fiona joanna natalie ' +
    'rosie rose poppy freya evie ruby florence matilda beatrice niamh siobhan aoife ngozi chioma ' +
    'adaeze sakura yuki hana min-ji ji-woo ananya divya sana mariam noor layla ines'
  ).split(' '),
);
const MASCULINE = new Set(
  (
    'james oliver jack harry george william thomas tom charles charlie henry edward alexander ' +
    'daniel david michael matthew andrew richard robert peter paul simon mark stephen jonathan ' +
    'benjamin samuel joseph christopher nicholas patrick hugo rupert arthur oscar theo leo ' +
    'felix max luke adam ryan nathan ethan rohan arjun raj vikram omar hassan ahmed ali yusuf ' +
    'kwame kofi chidi emeka tunde wei jun hiroshi kenji marco luca mateo carlos diego ' +
    'gareth rhys owen callum angus fraser conor sean liam declan ben sam alex'
  ).split(' '),
);

function presentation(key: string): 'feminine' | 'masculine' | undefined {
  const first = key.toLowerCase().split(/[-_\s.]/)[0] ?? '';
  if (FEMININE.has(first)) return 'feminine';
  if (MASCULINE.has(first)) return 'masculine';
  return undefined;
}

type Hair = 'short' | 'sidePart' | 'long' | 'bob' | 'bun' | 'curly' | 'receding' | 'cropped';
type Outfit = 'suitTie' | 'suitOpen' | 'blouse' | 'knit';

const CX = 300;
const TOP = 206;
const CHIN = 446;
const CHEEK = 322;

function headPath(w: number): string {
  return (
    `M${n(CX - w)},${CHEEK} C${n(CX - w)},${TOP + 22} ${n(CX - w * 0.6)},${TOP} ${CX},${TOP} ` +
    `C${n(CX + w * 0.6)},${TOP} ${n(CX + w)},${TOP + 22} ${n(CX + w)},${CHEEK} ` +
    `C${n(CX + w)},${CHEEK + 72} ${n(CX + w * 0.44)},${CHIN} ${CX},${CHIN} ` +
    `C${n(CX - w * 0.44)},${CHIN} ${n(CX - w)},${CHEEK + 72} ${n(CX - w)},${CHEEK} Z`
  );
}

/** Outer outline of a hair mass: an arc over the crown from one side of the head to the other. */
function crown(w: number, volume: number, sideY: number): string {
  const rx = w + volume * 0.45;
  const ry = sideY - (TOP - volume);
  return `M${n(CX - rx)},${n(sideY)} A${n(rx)},${n(ry)} 0 0 1 ${n(CX + rx)},${n(sideY)}`;
}

/** Hair drawn behind the head (long hair, bob, bun, curls). */
function backHair(style: Hair, w: number, color: string, rng: Rng): string {
  switch (style) {
    case 'long': {
      const len = rng.range(560, 610);
      const rx = w + 26;
      return `<path fill="${color}" d="${crown(w, 34, CHEEK)} L${n(CX + rx + 18)},${n(len)} C${n(CX + w / 2)},${n(len + 24)} ${n(CX - w / 2)},${n(len + 24)} ${n(CX - rx - 18)},${n(len)} Z"/>`;
    }
    case 'bob': {
      const rx = w + 24;
      const len = rng.range(440, 470);
      return `<path fill="${color}" d="${crown(w, 32, CHEEK)} L${n(CX + rx + 6)},${n(len)} Q${n(CX + rx - 6)},${n(len + 14)} ${n(CX + w - 16)},${n(len + 8)} L${n(CX - w + 16)},${n(len + 8)} Q${n(CX - rx + 6)},${n(len + 14)} ${n(CX - rx - 6)},${n(len)} Z"/>`;
    }
    case 'bun':
      return `<circle cx="${n(CX + rng.range(-6, 6))}" cy="${TOP - 16}" r="${n(w * 0.42)}" fill="${color}"/>`;
    case 'curly': {
      let out = '';
      for (let a = 0; a <= 14; a++) {
        const t = Math.PI * (1.0 + (a / 14) * 1.0);
        const r = w + 14;
        out += `<circle cx="${n(CX + Math.cos(t) * r)}" cy="${n(CHEEK - 10 + Math.sin(t) * (CHEEK - TOP + 8))}" r="${n(rng.range(30, 38))}" fill="${color}"/>`;
      }
      return out;
    }
    default:
      return '';
  }
}

/** Hair drawn over the head: the crown, fringe and hairline. */
function frontHair(style: Hair, w: number, color: string, rng: Rng): string {
  const L = CX - w;
  const R = CX + w;
  const hairline = TOP + rng.range(44, 56);
  const sheen = `<path fill="none" stroke="${shade(color, 0.16)}" stroke-width="5" stroke-linecap="round" opacity="0.5" d="M${n(CX - w * 0.55)},${n(TOP + 2)} Q${n(CX - w * 0.1)},${n(TOP - 18)} ${n(CX + w * 0.3)},${n(TOP - 8)}"/>`;
  switch (style) {
    case 'short':
    case 'cropped': {
      const volume = style === 'cropped' ? 10 : 22;
      return (
        `<path fill="${color}" d="${crown(w, volume, CHEEK - 2)} L${n(R - 4)},${CHEEK - 2} ` +
        `C${n(R - 6)},${n(hairline + 16)} ${n(CX + w * 0.55)},${n(hairline)} ${CX},${n(hairline)} ` +
        `C${n(CX - w * 0.55)},${n(hairline)} ${n(L + 6)},${n(hairline + 16)} ${n(L + 4)},${CHEEK - 2} Z"/>` +
        (style === 'short' ? sheen : '')
      );
    }
    case 'sidePart': {
      const side = rng.chance(0.5) ? -1 : 1;
      const part = CX + side * w * 0.42;
      return (
        `<path fill="${color}" d="${crown(w, 28, CHEEK - 2)} L${n(R - 4)},${CHEEK - 2} ` +
        `C${n(R - 4)},${n(hairline + 4)} ${n(CX + w * 0.3)},${n(hairline - 4 + side * 10)} ${CX},${n(hairline - 6)} ` +
        `C${n(CX - w * 0.3)},${n(hairline - 4 - side * 10)} ${n(L + 4)},${n(hairline + 4)} ${n(L + 4)},${CHEEK - 2} Z"/>` +
        `<path fill="none" stroke="${shade(color, 0.14)}" stroke-width="3" stroke-linecap="round" d="M${n(part)},${n(TOP - 18)} Q${n(part + side * 4)},${n(TOP + 10)} ${n(part - side * 12)},${n(hairline - 12)}"/>` +
        sheen
      );
    }
    case 'receding': {
      // A high, softly M-shaped hairline with close-cropped sides.
      const high = TOP + rng.range(14, 22);
      return (
        `<path fill="${color}" d="${crown(w, 14, CHEEK + 4)} L${n(R - 10)},${CHEEK + 4} ` +
        `C${n(R - 10)},${n(high + 40)} ${n(CX + w * 0.7)},${n(high - 4)} ${n(CX + w * 0.45)},${n(high)} ` +
        `Q${n(CX + w * 0.2)},${n(high + 18)} ${CX},${n(high + 16)} Q${n(CX - w * 0.2)},${n(high + 18)} ${n(CX - w * 0.45)},${n(high)} ` +
        `C${n(CX - w * 0.7)},${n(high - 4)} ${n(L + 10)},${n(high + 40)} ${n(L + 10)},${CHEEK + 4} Z"/>`
      );
    }
    case 'long':
    case 'bob': {
      // Curtains of hair either side of a centre or side parting, framing the face.
      const part = CX + rng.pick([-0.22, 0, 0.2]) * w;
      const drop = CHEEK + 70;
      return (
        `<path fill="${color}" d="${crown(w, 30, drop)} L${n(R - 2)},${n(drop)} ` +
        `C${n(R + 4)},${n(TOP + 90)} ${n(part + 40)},${n(TOP + 36)} ${n(part)},${n(TOP + 26)} ` +
        `C${n(part - 40)},${n(TOP + 36)} ${n(L - 4)},${n(TOP + 90)} ${n(L + 2)},${n(drop)} Z"/>` +
        sheen
      );
    }
    case 'bun':
      return (
        `<path fill="${color}" d="${crown(w, 8, CHEEK - 8)} L${n(R - 4)},${CHEEK - 8} ` +
        `C${n(R - 6)},${n(hairline + 10)} ${n(CX + w * 0.5)},${n(hairline - 4)} ${CX},${n(hairline - 4)} ` +
        `C${n(CX - w * 0.5)},${n(hairline - 4)} ${n(L + 6)},${n(hairline + 10)} ${n(L + 4)},${CHEEK - 8} Z"/>` +
        sheen
      );
    case 'curly':
      return (
        `<path fill="${color}" d="${crown(w, 30, CHEEK)} L${n(R - 4)},${CHEEK} ` +
        `C${n(R - 6)},${n(hairline + 6)} ${n(CX + w * 0.5)},${n(hairline - 4)} ${CX},${n(hairline - 2)} ` +
        `C${n(CX - w * 0.5)},${n(hairline - 4)} ${n(L + 6)},${n(hairline + 6)} ${n(L + 4)},${CHEEK} Z"/>`
      );
  }
}

/** Locks of long hair resting on the shoulders, drawn over the clothing. */
function frontLocks(style: Hair, w: number, color: string): string {
  if (style !== 'long') return '';
  const L = CX - w;
  const R = CX + w;
  return (
    `<path fill="${color}" d="M${n(L - 26)},${CHEEK + 20} C${n(L - 30)},430 ${n(L - 36)},510 ${n(L - 44)},572 Q${n(L - 8)},588 ${n(L + 24)},566 C${n(L + 16)},510 ${n(L + 8)},440 ${n(L + 2)},${CHEEK + 70} Z"/>` +
    `<path fill="${color}" d="M${n(R + 26)},${CHEEK + 20} C${n(R + 30)},430 ${n(R + 36)},510 ${n(R + 44)},572 Q${n(R + 8)},588 ${n(R - 24)},566 C${n(R - 16)},510 ${n(R - 8)},440 ${n(R - 2)},${CHEEK + 70} Z"/>`
  );
}

function torsoPath(broad: number): string {
  const s = broad;
  return (
    `M${n(CX - 280 * s)},750 C${n(CX - 268 * s)},628 ${n(CX - 220 * s)},572 ${n(CX - 140 * s)},540 ` +
    `L${CX - 50},488 L${CX + 50},488 L${n(CX + 140 * s)},540 ` +
    `C${n(CX + 220 * s)},572 ${n(CX + 268 * s)},628 ${n(CX + 280 * s)},750 Z`
  );
}

function lapels(jacket: string, notch: boolean, vBottom: number): string {
  const face = shade(jacket, 0.07);
  const edge = shade(jacket, -0.35);
  const left = notch
    ? [
        [CX - 50, 486],
        [CX - 2, vBottom],
        [CX - 30, vBottom + 10],
        [CX - 104, 556],
        [CX - 86, 540],
        [CX - 84, 482],
      ]
    : [
        [CX - 50, 486],
        [CX - 2, vBottom],
        [CX - 26, vBottom + 8],
        [CX - 92, 520],
        [CX - 80, 482],
      ];
  const right = left.map(([x, y]) => [2 * CX - (x ?? 0), y ?? 0] as [number, number]);
  const asPts = left.map(([x, y]) => [x ?? 0, y ?? 0] as [number, number]);
  return (
    `<polygon points="${points(asPts)}" fill="${face}" stroke="${edge}" stroke-width="2" stroke-linejoin="round"/>` +
    `<polygon points="${points(right)}" fill="${face}" stroke="${edge}" stroke-width="2" stroke-linejoin="round"/>`
  );
}

function clothing(outfit: Outfit, rng: Rng, skin: string, broad: number): string {
  const vBottom = rng.range(630, 668);
  const jacket = rng.pick(JACKET);
  const seam = shade(jacket, -0.3);
  let out = '';
  if (outfit === 'knit') {
    const knit = rng.pick(KNIT);
    out += `<path d="${torsoPath(broad)}" fill="${knit}"/>`;
    out += `<path d="M${CX - 54},488 Q${CX},${n(rng.range(536, 548))} ${CX + 54},488" fill="none" stroke="${shade(knit, -0.22)}" stroke-width="14" stroke-linecap="round"/>`;
    return out;
  }
  out += `<path d="${torsoPath(broad)}" fill="${jacket}"/>`;
  if (outfit === 'suitTie' || outfit === 'suitOpen') {
    const shirt = rng.pick(SHIRT);
    out += `<polygon points="${points([
      [CX - 52, 484],
      [CX + 52, 484],
      [CX, vBottom],
    ])}" fill="${shirt}"/>`;
    if (outfit === 'suitTie') {
      const tie = rng.pick(TIE);
      out += `<polygon points="${points([
        [CX - 12, 520],
        [CX + 12, 520],
        [CX + 8, 544],
        [CX - 8, 544],
      ])}" fill="${shade(tie, -0.08)}"/>`;
      out += `<polygon points="${points([
        [CX - 8, 544],
        [CX + 8, 544],
        [CX + 18, vBottom - 26],
        [CX, vBottom + 2],
        [CX - 18, vBottom - 26],
      ])}" fill="${tie}"/>`;
    } else {
      out += `<polygon points="${points([
        [CX - 26, 484],
        [CX + 26, 484],
        [CX, 540],
      ])}" fill="${shade(skin, -0.06)}"/>`;
    }
    // Shirt collar wings.
    const collar = shade(shirt, -0.08);
    out += `<polygon points="${points([
      [CX - 48, 474],
      [CX - 4, 524],
      [CX - 30, 540],
      [CX - 56, 498],
    ])}" fill="${shirt}" stroke="${collar}" stroke-width="2" stroke-linejoin="round"/>`;
    out += `<polygon points="${points([
      [CX + 48, 474],
      [CX + 4, 524],
      [CX + 30, 540],
      [CX + 56, 498],
    ])}" fill="${shirt}" stroke="${collar}" stroke-width="2" stroke-linejoin="round"/>`;
    out += lapels(jacket, true, vBottom);
  } else {
    const blouse = rng.pick(BLOUSE);
    out += `<polygon points="${points([
      [CX - 56, 484],
      [CX + 56, 484],
      [CX, vBottom],
    ])}" fill="${blouse}"/>`;
    const depth = rng.range(530, 556);
    out += `<path d="M${CX - 42},484 Q${CX},${n(depth)} ${CX + 42},484 Z" fill="${shade(skin, -0.04)}"/>`;
    if (rng.chance(0.5)) {
      out += `<path d="M${CX - 36},490 Q${CX},${n(depth - 8)} ${CX + 36},490" fill="none" stroke="#cfb283" stroke-width="2.5"/>`;
      out += `<circle cx="${CX}" cy="${n(depth / 2 + 244)}" r="4" fill="#cfb283"/>`;
    }
    out += lapels(jacket, rng.chance(0.5), vBottom);
  }
  out += `<line x1="${CX}" y1="${n(vBottom + 10)}" x2="${CX}" y2="750" stroke="${seam}" stroke-width="2"/>`;
  out += `<circle cx="${CX + 4}" cy="${n(vBottom + 46)}" r="5" fill="${seam}"/>`;
  return out;
}

/** SVG source of the portrait for the given key. */
export function portraitSvg(key: string): string {
  const rng = new Rng(`portrait|${key}`);
  const [light, dark] = rng.pick(BACKDROP);
  const skin = rng.pick(SKIN);
  const style = presentation(key);
  const hairStyle = rng.pick<Hair>(
    style === 'feminine'
      ? ['long', 'long', 'bob', 'bob', 'bun', 'curly', 'cropped']
      : style === 'masculine'
        ? ['short', 'short', 'sidePart', 'sidePart', 'receding', 'cropped', 'curly']
        : ['short', 'sidePart', 'long', 'bob', 'bun', 'curly', 'receding', 'cropped'],
  );
  const hairColor =
    hairStyle === 'receding' ? rng.pick(HAIR.slice(5)) : rng.pick(HAIR.slice(0, hairStyle === 'curly' ? 3 : 8));
  const longish = hairStyle === 'long' || hairStyle === 'bob' || hairStyle === 'bun';
  const outfit: Outfit =
    style === 'feminine' || (style === undefined && longish)
      ? rng.pick<Outfit>(['blouse', 'blouse', 'blouse', 'suitOpen', 'knit'])
      : style === 'masculine'
        ? rng.pick<Outfit>(['suitTie', 'suitTie', 'suitTie', 'suitOpen', 'knit'])
        : rng.pick<Outfit>(['suitTie', 'suitTie', 'suitOpen', 'knit', 'blouse']);
  const w = rng.range(86, 94);
  const broad = style === 'feminine' || (style === undefined && longish) ? rng.range(0.9, 0.96) : rng.range(0.97, 1.04);
  const skinShadow = shade(skin, -0.22);
  const glasses = rng.chance(0.22);

  const defs =
    radialGradient(
      'bg',
      [
        { offset: 0, color: shade(light, 0.12) },
        { offset: 0.55, color: light },
        { offset: 1, color: dark },
      ],
      0.42,
      0.36,
      0.85,
    ) +
    linearGradient(
      'sheen',
      [
        { offset: 0, color: '#ffffff', opacity: 0.12 },
        { offset: 0.5, color: '#ffffff', opacity: 0 },
        { offset: 1, color: '#000000', opacity: 0.25 },
      ],
      0,
      0,
      1,
      0,
    ) +
    radialGradient(
      'faceShade',
      [
        { offset: 0, color: skinShadow, opacity: 0 },
        { offset: 0.5, color: skinShadow, opacity: 0.04 },
        { offset: 1, color: skinShadow, opacity: 0.6 },
      ],
      0.36,
      0.4,
      0.8,
    ) +
    blurFilter('soft', 22) +
    `<clipPath id="headClip"><path d="${headPath(w)}"/></clipPath>`;

  let body = `<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="url(#bg)"/>`;
  // Soft shadow cast on the backdrop.
  body += `<ellipse cx="${CX + 40}" cy="640" rx="300" ry="200" fill="${dark}" opacity="0.45" filter="url(#soft)"/>`;
  // The sitter is drawn on a 600x750 grid and enlarged a little from the bottom centre to fill the frame.
  body += `<g transform="translate(-30 -75) scale(1.1)">`;
  body += backHair(hairStyle, w, hairColor, rng);
  // Neck with the shadow under the chin.
  body += `<path d="M${CX - 42},${CHIN - 60} L${CX - 46},510 L${CX + 46},510 L${CX + 42},${CHIN - 60} Z" fill="${shade(skin, -0.06)}"/>`;
  body += `<path d="M${CX - 44},${CHIN - 24} Q${CX},${CHIN + 34} ${CX + 44},${CHIN - 24} L${CX + 44},${CHIN - 40} L${CX - 44},${CHIN - 40} Z" fill="${skinShadow}" opacity="0.55"/>`;
  body += clothing(outfit, rng, skin, broad);
  body += `<path d="${torsoPath(broad)}" fill="url(#sheen)"/>`;
  body += frontLocks(hairStyle, w, hairColor);
  // Ears, head and the soft shading that gives the face its volume.
  if (hairStyle !== 'long' && hairStyle !== 'bob') {
    body += `<ellipse cx="${n(CX - w + 2)}" cy="${CHEEK + 8}" rx="14" ry="24" fill="${shade(skin, -0.08)}"/>`;
    body += `<ellipse cx="${n(CX + w - 2)}" cy="${CHEEK + 8}" rx="14" ry="24" fill="${shade(skin, -0.14)}"/>`;
  }
  body += `<path d="${headPath(w)}" fill="${skin}"/>`;
  body += `<g clip-path="url(#headClip)"><rect x="${n(CX - w)}" y="${TOP}" width="${n(2 * w)}" height="${CHIN - TOP}" fill="url(#faceShade)"/>`;
  body += `</g>`;
  if (rng.chance(0.14) && style !== 'feminine' && !longish) {
    body += `<path d="M${n(CX - w + 6)},${CHEEK + 30} C${n(CX - w + 14)},${CHIN - 10} ${n(CX - 30)},${CHIN + 6} ${CX},${CHIN + 4} C${n(CX + 30)},${CHIN + 6} ${n(CX + w - 14)},${CHIN - 10} ${n(CX + w - 6)},${CHEEK + 30} C${n(CX + w - 20)},${CHIN - 40} ${n(CX + 30)},${CHIN - 36} ${CX},${CHIN - 40} C${n(CX - 30)},${CHIN - 36} ${n(CX - w + 20)},${CHIN - 40} ${n(CX - w + 6)},${CHEEK + 30} Z" fill="${hairColor}" opacity="0.85"/>`;
  }
  body += frontHair(hairStyle, w, hairColor, rng);
  if (glasses) {
    const frame = rng.pick(['#1b1613', '#5b4636', '#8a6b3c']);
    body +=
      `<g fill="none" stroke="${frame}" stroke-width="4">` +
      `<rect x="${CX - 64}" y="${CHEEK - 16}" width="50" height="34" rx="12"/>` +
      `<rect x="${CX + 14}" y="${CHEEK - 16}" width="50" height="34" rx="12"/>` +
      `<path d="M${CX - 14},${CHEEK - 4} Q${CX},${CHEEK - 12} ${CX + 14},${CHEEK - 4}"/>` +
      `<path d="M${CX - 64},${CHEEK - 6} L${n(CX - w + 2)},${CHEEK - 10}"/><path d="M${CX + 64},${CHEEK - 6} L${n(CX + w - 2)},${CHEEK - 10}"/>` +
      `</g>`;
  }
  body += `</g>`;
  // A faint vignette keeps the eye on the sitter.
  body += `<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="${mix(dark, '#000000', 0.3)}" opacity="0.06"/>`;
  return svgDocument(PORTRAIT_WIDTH, PORTRAIT_HEIGHT, defs, body);
}
