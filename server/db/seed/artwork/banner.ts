/**
 * Wide home-page hero pictures: the City skyline or classical architecture on the right, with a
 * calm, darkened area on the left where the site overlays its headline.
 */
import { type Scheme, SCHEMES, colonnade, portico } from './architecture.js';
import { PALETTE, Rng, shade } from './palette.js';
import { skyline } from './skyline.js';
import { linearGradient, n, radialGradient, svgDocument } from './svg.js';

export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 720;

const W = BANNER_WIDTH;
const H = BANNER_HEIGHT;

/** Banners sit behind light headline text, so only the dark schemes are used, plus a deep slate. */
const BANNER_SCHEMES: readonly Scheme[] = [
  ...SCHEMES.filter((s) => s.dark),
  {
    name: 'deepSlate',
    sky: ['#232c3b', '#5a677b'],
    far: '#4a5669',
    mid: '#364254',
    near: '#171d28',
    stone: '#d8cfc0',
    accent: PALETTE.brassLight,
    dark: true,
  },
];

function skylineHero(rng: Rng, scheme: Scheme): string {
  const ground = H * rng.range(0.76, 0.82);
  const orbX = W * rng.range(0.62, 0.86);
  const orbY = H * rng.range(0.22, 0.34);
  let body = `<circle cx="${n(orbX)}" cy="${n(orbY)}" r="${n(H * 0.36)}" fill="url(#glow)"/>`;
  body += `<circle cx="${n(orbX)}" cy="${n(orbY)}" r="${n(H * 0.06)}" fill="${scheme.accent}" opacity="${scheme.dark ? 0.85 : 0.6}"/>`;
  body += skyline(rng, { left: W * 0.25, right: W + 30, base: ground - 4, height: H * 0.4, fill: scheme.far, landmarks: false });
  body += skyline(rng, {
    left: W * 0.42,
    right: W * 0.98,
    base: ground,
    height: H * 0.5,
    fill: scheme.mid,
    landmarks: true,
    windows: scheme.dark ? shade(scheme.accent, -0.25) : undefined,
  });
  body += skyline(rng, { left: -30, right: W + 30, base: ground + 2, height: H * 0.1, fill: scheme.near, landmarks: false, grain: H * 0.35 });
  body += `<rect y="${n(ground)}" width="${W}" height="${n(H - ground)}" fill="${shade(scheme.near, 0.06)}"/>`;
  for (let i = 0; i < 18; i++) {
    const y = ground + 10 + rng.next() * (H - ground - 16);
    const len = rng.range(40, 180);
    const x = orbX + rng.range(-120, 120);
    body += `<rect x="${n(x - len / 2)}" y="${n(y)}" width="${n(len)}" height="2" rx="1" fill="${scheme.accent}" opacity="${n(rng.range(0.2, 0.45))}"/>`;
  }
  return body;
}

function porticoHero(rng: Rng, scheme: Scheme): string {
  const width = W * rng.range(0.5, 0.6);
  const x = W * rng.range(0.44, 0.52);
  let body = skyline(rng, { left: W * 0.3, right: W + 30, base: H * 0.84, height: H * 0.42, fill: scheme.far, landmarks: false });
  body += `<rect y="${n(H * 0.84)}" width="${W}" height="${n(H * 0.16)}" fill="${shade(scheme.far, -0.1)}"/>`;
  body += portico(rng, x, H * rng.range(1.0, 1.06), width, scheme.stone, rng.chance(0.7));
  return body;
}

function colonnadeHero(rng: Rng, scheme: Scheme): string {
  const horizon = H * rng.range(0.5, 0.56);
  const vx = W * rng.range(0.66, 0.74);
  let body = skyline(rng, { left: vx - W * 0.12, right: vx + W * 0.12, base: horizon, height: H * 0.12, fill: scheme.far, landmarks: false });
  body += colonnade(rng, W, H, vx, horizon, scheme.stone, shade(scheme.stone, -0.14));
  return body;
}

/** Concentric arches drawn in fine brass lines, a quiet abstract alternative. */
function archesHero(rng: Rng, scheme: Scheme): string {
  const cx = W * rng.range(0.68, 0.78);
  const base = H;
  let body = '';
  const rings = rng.int(5, 8);
  for (let i = rings; i >= 1; i--) {
    const r = (H * 0.95 * i) / rings;
    const fill = i % 2 ? shade(scheme.sky[1], -0.04 * i) : shade(scheme.sky[0], 0.03 * i);
    body += `<path d="M${n(cx - r)},${n(base)} L${n(cx - r)},${n(base - r * 0.55)} A${n(r)},${n(r)} 0 0 1 ${n(cx + r)},${n(base - r * 0.55)} L${n(cx + r)},${n(base)} Z" fill="${fill}" opacity="0.55"/>`;
    body += `<path d="M${n(cx - r)},${n(base)} L${n(cx - r)},${n(base - r * 0.55)} A${n(r)},${n(r)} 0 0 1 ${n(cx + r)},${n(base - r * 0.55)} L${n(cx + r)},${n(base)}" fill="none" stroke="${scheme.accent}" stroke-width="2" opacity="0.55"/>`;
  }
  return body;
}

const HEROES = [skylineHero, skylineHero, skylineHero, porticoHero, colonnadeHero, archesHero] as const;

/** SVG source of the banner for the given key. */
export function bannerSvg(key: string): string {
  const rng = new Rng(`banner|${key}`);
  const scheme = rng.pick(BANNER_SCHEMES);
  const hero = rng.pick(HEROES);
  const defs =
    linearGradient('sky', [
      { offset: 0, color: scheme.sky[0] },
      { offset: 1, color: scheme.sky[1] },
    ]) +
    radialGradient('glow', [
      { offset: 0, color: scheme.accent, opacity: 0.4 },
      { offset: 1, color: scheme.accent, opacity: 0 },
    ]) +
    // The text side: deep navy on the left fading out before the middle.
    linearGradient(
      'textSide',
      [
        { offset: 0, color: PALETTE.navyDeep, opacity: 0.85 },
        { offset: 0.3, color: PALETTE.navyDeep, opacity: 0.62 },
        { offset: 0.5, color: PALETTE.navyDeep, opacity: 0.2 },
        { offset: 0.64, color: PALETTE.navyDeep, opacity: 0 },
      ],
      0,
      0,
      1,
      0,
    );
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += hero(rng, scheme);
  body += `<rect width="${W}" height="${H}" fill="url(#textSide)"/>`;
  return svgDocument(W, H, defs, body);
}
