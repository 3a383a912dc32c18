/**
 * Cover pictures for news, cases and honours: calm abstract compositions of classical
 * architecture, the City skyline, arches, documents or geometric blocks, varied by seed.
 */
import { type Scheme, SCHEMES, arcade, colonnade, portico } from './architecture.js';
import { PALETTE, Rng, mix, shade } from './palette.js';
import { skyline } from './skyline.js';
import { blurFilter, linearGradient, n, points, radialGradient, svgDocument } from './svg.js';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

const W = COVER_WIDTH;
const H = COVER_HEIGHT;

interface Scene {
  defs: string;
  body: string;
}

function sky(scheme: Scheme): string {
  return linearGradient('sky', [
    { offset: 0, color: scheme.sky[0] },
    { offset: 1, color: scheme.sky[1] },
  ]);
}

function glow(scheme: Scheme): string {
  return radialGradient('glow', [
    { offset: 0, color: scheme.accent, opacity: scheme.dark ? 0.4 : 0.35 },
    { offset: 1, color: scheme.accent, opacity: 0 },
  ]);
}

function porticoScene(rng: Rng, scheme: Scheme): Scene {
  const width = W * rng.range(0.62, 0.86);
  const x = (W - width) * rng.range(0.2, 0.8);
  const base = H * rng.range(0.94, 1.02);
  const sunX = rng.range(0.15, 0.85) * W;
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += `<circle cx="${n(sunX)}" cy="${n(H * 0.3)}" r="${n(H * 0.3)}" fill="url(#glow)"/>`;
  body += `<circle cx="${n(sunX)}" cy="${n(H * 0.3)}" r="${n(H * 0.06)}" fill="${scheme.accent}" opacity="${scheme.dark ? 0.85 : 0.6}"/>`;
  body += skyline(rng, { left: 0, right: W, base: H * 0.8, height: H * 0.42, fill: scheme.far, landmarks: false });
  body += `<rect y="${n(H * 0.8)}" width="${W}" height="${n(H * 0.2)}" fill="${shade(scheme.far, -0.08)}"/>`;
  body += portico(rng, x, base, width, scheme.stone, rng.chance(0.75));
  return { defs: sky(scheme) + glow(scheme), body };
}

function skylineScene(rng: Rng, scheme: Scheme): Scene {
  const ground = H * rng.range(0.7, 0.78);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const orb = rng.range(0.1, 0.9) * W;
  body += `<circle cx="${n(orb)}" cy="${n(H * rng.range(0.2, 0.34))}" r="${n(H * 0.07)}" fill="${scheme.accent}" opacity="${scheme.dark ? 0.8 : 0.55}"/>`;
  body += `<circle cx="${n(orb)}" cy="${n(H * 0.27)}" r="${n(H * 0.2)}" fill="url(#glow)"/>`;
  body += skyline(rng, { left: -20, right: W + 20, base: ground - 6, height: H * 0.42, fill: scheme.far, landmarks: false });
  body += skyline(rng, {
    left: W * 0.06,
    right: W * 0.94,
    base: ground,
    height: H * 0.48,
    fill: scheme.mid,
    landmarks: true,
    windows: scheme.dark ? mix(scheme.accent, scheme.mid, 0.35) : undefined,
  });
  body += skyline(rng, { left: -20, right: W + 20, base: ground + 2, height: H * 0.12, fill: scheme.near, landmarks: false, grain: H * 0.3 });
  // The river: a calm band with a few reflected strokes of light.
  body += `<rect y="${n(ground)}" width="${W}" height="${n(H - ground)}" fill="url(#river)"/>`;
  for (let i = 0; i < 14; i++) {
    const y = ground + 10 + rng.next() * (H - ground - 20);
    const x = orb + rng.range(-90, 90);
    const len = rng.range(30, 140) * (1 - (y - ground) / (H - ground) * 0.3);
    body += `<rect x="${n(x - len / 2)}" y="${n(y)}" width="${n(len)}" height="2" rx="1" fill="${scheme.accent}" opacity="${n(rng.range(0.2, 0.5))}"/>`;
  }
  const defs =
    sky(scheme) +
    linearGradient('river', [
      { offset: 0, color: shade(scheme.near, 0.12) },
      { offset: 1, color: shade(scheme.near, -0.1) },
    ]) +
    glow(scheme);
  return { defs, body };
}

function arcadeScene(rng: Rng, scheme: Scheme): Scene {
  const count = rng.int(3, 5);
  const floorY = H * rng.range(0.8, 0.88);
  const wall = scheme.dark ? shade(scheme.near, 0.14) : scheme.stone;
  // The view beyond the arches: sky and a low skyline.
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const view = scheme.dark ? scheme.near : scheme.mid;
  body += skyline(rng, { left: 0, right: W, base: floorY, height: H * 0.36, fill: view, landmarks: true });
  body += arcade(-W * 0.04, 0, W * 1.08, floorY, count, wall);
  body += `<rect y="${n(floorY)}" width="${W}" height="${n(H - floorY)}" fill="${shade(wall, -0.16)}"/>`;
  // Light thrown through the arches onto the floor.
  const pitch = (W * 1.08) / count;
  for (let i = 0; i < count; i++) {
    const cx = -W * 0.04 + pitch * (i + 0.5);
    const r = pitch * 0.31;
    body += `<polygon fill="${scheme.accent}" opacity="0.25" points="${points([
      [cx - r, floorY],
      [cx + r, floorY],
      [cx + r + pitch * 0.4, H],
      [cx - r + pitch * 0.4, H],
    ])}"/>`;
  }
  return { defs: sky(scheme), body };
}

function colonnadeScene(rng: Rng, scheme: Scheme): Scene {
  const horizon = H * rng.range(0.42, 0.52);
  const vx = W * rng.range(0.4, 0.6);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += skyline(rng, { left: vx - W * 0.2, right: vx + W * 0.2, base: horizon, height: H * 0.12, fill: scheme.far, landmarks: false });
  body += colonnade(rng, W, H, vx, horizon, scheme.stone, shade(scheme.stone, -0.12));
  return { defs: sky(scheme), body };
}

function sheet(x: number, y: number, w: number, h: number, angle: number, rng: Rng, lines: boolean): string {
  let out = `<g transform="rotate(${n(angle)} ${n(x + w / 2)} ${n(y + h / 2)})">`;
  out += `<rect x="${n(x + 8)}" y="${n(y + 12)}" width="${n(w)}" height="${n(h)}" fill="#000000" opacity="0.22" filter="url(#shadow)"/>`;
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${PALETTE.paper}"/>`;
  if (lines) {
    const margin = w * 0.12;
    let ly = y + h * 0.1;
    out += `<rect x="${n(x + margin)}" y="${n(ly)}" width="${n(w * 0.42)}" height="${n(h * 0.022)}" rx="2" fill="${PALETTE.navy}" opacity="0.75"/>`;
    ly += h * 0.08;
    while (ly < y + h * 0.86) {
      const paragraph = rng.int(3, 6);
      for (let i = 0; i < paragraph && ly < y + h * 0.86; i++) {
        const lw = (w - margin * 2) * (i === paragraph - 1 ? rng.range(0.35, 0.7) : rng.range(0.9, 1));
        out += `<rect x="${n(x + margin)}" y="${n(ly)}" width="${n(lw)}" height="${n(h * 0.012)}" rx="1.5" fill="${PALETTE.slateLight}" opacity="0.55"/>`;
        ly += h * 0.032;
      }
      ly += h * 0.03;
    }
  }
  return out + '</g>';
}

function documentsScene(rng: Rng, scheme: Scheme): Scene {
  const desk = rng.pick([PALETTE.navy, PALETTE.walnut, '#2f3a4f', shade(PALETTE.green, -0.2)]);
  let body = `<rect width="${W}" height="${H}" fill="url(#desk)"/>`;
  const sw = W * 0.32;
  const sh = sw * 1.414;
  const baseX = W * rng.range(0.3, 0.5);
  const baseY = H * rng.range(0.08, 0.16);
  body += sheet(baseX - sw * 0.45, baseY + 10, sw, sh, rng.range(-14, -6), rng, false);
  body += sheet(baseX + sw * 0.35, baseY - 20, sw, sh, rng.range(5, 12), rng, true);
  body += sheet(baseX, baseY, sw, sh, rng.range(-4, 3), rng, true);
  // A brass seal with ribbon tails on the top sheet.
  const sx = baseX + sw * 0.78;
  const sy = baseY + sh * 0.8;
  const sealR = sw * 0.12;
  const ribbon = rng.pick([PALETTE.burgundy, PALETTE.navyMid, PALETTE.green]);
  body += `<polygon fill="${ribbon}" points="${points([
    [sx - sealR * 0.5, sy],
    [sx - sealR * 0.9, sy + sealR * 2.2],
    [sx - sealR * 0.45, sy + sealR * 1.8],
    [sx - sealR * 0.1, sy + sealR * 2.1],
    [sx + sealR * 0.1, sy],
  ])}"/>`;
  body += `<polygon fill="${shade(ribbon, -0.15)}" points="${points([
    [sx, sy],
    [sx + sealR * 0.3, sy + sealR * 2.2],
    [sx + sealR * 0.7, sy + sealR * 1.8],
    [sx + sealR * 1.1, sy + sealR * 2.1],
    [sx + sealR * 0.6, sy],
  ])}"/>`;
  const teeth: [number, number][] = [];
  for (let i = 0; i < 32; i++) {
    const a = (Math.PI * 2 * i) / 32;
    const r = i % 2 ? sealR : sealR * 0.9;
    teeth.push([sx + Math.cos(a) * r, sy + Math.sin(a) * r]);
  }
  body += `<polygon fill="${PALETTE.brass}" points="${points(teeth)}"/>`;
  body += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sealR * 0.68)}" fill="none" stroke="${PALETTE.brassLight}" stroke-width="2"/>`;
  body += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sealR * 0.4)}" fill="${PALETTE.brassDark}" opacity="0.6"/>`;
  // A fountain pen resting across the papers.
  const px = W * rng.range(0.62, 0.76);
  const py = H * rng.range(0.55, 0.7);
  const angle = rng.range(-35, -20);
  body +=
    `<g transform="rotate(${n(angle)} ${n(px)} ${n(py)})">` +
    `<rect x="${n(px - 150)}" y="${n(py + 8)}" width="300" height="18" rx="9" fill="#000000" opacity="0.25" filter="url(#shadow)"/>` +
    `<rect x="${n(px - 150)}" y="${n(py - 9)}" width="210" height="18" rx="9" fill="${PALETTE.navyDeep}"/>` +
    `<rect x="${n(px + 50)}" y="${n(py - 8)}" width="70" height="16" rx="4" fill="${PALETTE.navyMid}"/>` +
    `<rect x="${n(px + 40)}" y="${n(py - 9)}" width="10" height="18" fill="${PALETTE.brass}"/>` +
    `<polygon fill="${PALETTE.brassLight}" points="${points([
      [px + 120, py - 7],
      [px + 156, py],
      [px + 120, py + 7],
    ])}"/>` +
    `<rect x="${n(px - 130)}" y="${n(py - 13)}" width="90" height="5" rx="2.5" fill="${PALETTE.brass}"/>` +
    `</g>`;
  const defs =
    radialGradient(
      'desk',
      [
        { offset: 0, color: shade(desk, 0.12) },
        { offset: 1, color: shade(desk, -0.25) },
      ],
      0.45,
      0.4,
      0.8,
    ) + blurFilter('shadow', 10);
  void scheme;
  return { defs, body };
}

function geometricScene(rng: Rng, scheme: Scheme): Scene {
  const cols = rng.int(4, 5);
  const rows = 3;
  const cw = W / cols;
  const rh = H / rows;
  const tones = scheme.dark
    ? [scheme.sky[0], scheme.mid, scheme.far, scheme.near, scheme.accent, scheme.stone]
    : [scheme.sky[0], scheme.stone, scheme.mid, scheme.near, scheme.accent, scheme.far];
  const ground = tones[0] ?? PALETTE.ivory;
  let body = `<rect width="${W}" height="${H}" fill="${ground}"/>`;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * cw;
      const y = r * rh;
      // Mostly quiet tones; the brass accent appears only now and then.
      const fill = rng.chance(0.14) ? scheme.accent : rng.pick(tones.slice(1).filter((t) => t !== scheme.accent));
      const kind = rng.chance(0.3) ? 6 : rng.int(0, 5);
      if (kind === 0) {
        body += `<rect x="${n(x)}" y="${n(y)}" width="${n(cw)}" height="${n(rh)}" fill="${fill}"/>`;
      } else if (kind === 1) {
        // An arch: a block with a round head.
        const rr = cw / 2;
        body += `<path fill="${fill}" d="M${n(x)},${n(y + rh)} L${n(x)},${n(y + rr)} A${n(rr)},${n(rr)} 0 0 1 ${n(x + cw)},${n(y + rr)} L${n(x + cw)},${n(y + rh)} Z"/>`;
      } else if (kind === 2) {
        const corner = rng.int(0, 3);
        const ox = corner % 2 ? x + cw : x;
        const oy = corner > 1 ? y + rh : y;
        const rad = Math.min(cw, rh);
        const sweep = corner === 0 || corner === 3 ? 1 : 0;
        const sx = ox + (corner % 2 ? -rad : rad);
        const ey = oy + (corner > 1 ? -rad : rad);
        body += `<path fill="${fill}" d="M${n(ox)},${n(oy)} L${n(sx)},${n(oy)} A${n(rad)},${n(rad)} 0 0 ${sweep} ${n(ox)},${n(ey)} Z"/>`;
      } else if (kind === 3) {
        body += `<circle cx="${n(x + cw / 2)}" cy="${n(y + rh / 2)}" r="${n(Math.min(cw, rh) * 0.36)}" fill="${fill}"/>`;
      } else if (kind === 4) {
        // Fluted pilasters.
        for (let i = 0; i < 4; i++) {
          body += `<rect x="${n(x + (cw / 4) * i + cw * 0.06)}" y="${n(y)}" width="${n(cw * 0.13)}" height="${n(rh)}" fill="${fill}"/>`;
        }
      } else if (kind === 5) {
        body += `<polygon fill="${fill}" points="${points([
          [x, y + rh],
          [x + cw / 2, y + rh * 0.35],
          [x + cw, y + rh],
        ])}"/>`;
      }
    }
  }
  // Fine brass rules between the blocks, like joints in stone.
  for (let c = 1; c < cols; c++) {
    body += `<line x1="${n(c * cw)}" y1="0" x2="${n(c * cw)}" y2="${H}" stroke="${scheme.accent}" stroke-width="1.5" opacity="0.35"/>`;
  }
  for (let r = 1; r < rows; r++) {
    body += `<line x1="0" y1="${n(r * rh)}" x2="${W}" y2="${n(r * rh)}" stroke="${scheme.accent}" stroke-width="1.5" opacity="0.35"/>`;
  }
  return { defs: '', body };
}

/** Compositions, repeated to weight the draw towards the most characterful ones. */
const SCENES = [
  porticoScene,
  porticoScene,
  skylineScene,
  skylineScene,
  skylineScene,
  arcadeScene,
  arcadeScene,
  colonnadeScene,
  documentsScene,
  documentsScene,
  geometricScene,
] as const;

/** SVG source of the cover picture for the given key. */
export function coverSvg(key: string): string {
  const rng = new Rng(`cover|${key}`);
  const scene = rng.pick(SCENES);
  const scheme = rng.pick(SCHEMES);
  const { defs, body } = scene(rng, scheme);
  // A gentle vignette unifies every composition.
  const vignette = radialGradient(
    'vignette',
    [
      { offset: 0.55, color: '#000000', opacity: 0 },
      { offset: 1, color: '#000000', opacity: 0.28 },
    ],
    0.5,
    0.5,
    0.75,
  );
  return svgDocument(W, H, defs + vignette, body + `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`);
}
