/**
 * Office interiors in a flat-illustration style: the reception, a meeting room, the library and a
 * lounge with a view over the City, with wall, floor and furniture colours varied by seed.
 */
import { PALETTE, Rng, mix, shade } from './palette.js';
import { skyline } from './skyline.js';
import { linearGradient, n, points, radialGradient, svgDocument } from './svg.js';

export const ENVIRONMENT_WIDTH = 1200;
export const ENVIRONMENT_HEIGHT = 800;

const W = ENVIRONMENT_WIDTH;
const H = ENVIRONMENT_HEIGHT;

interface Room {
  wall: string;
  floor: string;
  wood: string;
  fabric: string;
  accent: string;
  floorY: number;
}

const DARK_WALL = '#2a3550';
const WALLS: readonly string[] = ['#ece6db', '#d9d4ca', '#c9cfc8', DARK_WALL, '#d6dbe1', '#e3d9c8'];
const FLOORS: readonly string[] = ['#b49776', '#7a5f4a', '#b8b2a8', '#9a8068', '#5e4a3b'];
const WOODS: readonly string[] = ['#5b4636', '#8a6a4f', '#3e342d', '#a88763'];
const FABRICS: readonly string[] = ['#1f2a44', '#55695a', '#6b2f3a', '#4a5668', '#8c7458', '#2b3a5c'];
/** Fabrics that still stand out against the dark navy wall. */
const FABRICS_ON_DARK: readonly string[] = ['#8c7458', '#55695a', '#6b2f3a', '#b7a993'];

function pickRoom(rng: Rng): Room {
  const wall = rng.pick(WALLS);
  const floor = rng.pick(FLOORS);
  return {
    wall,
    floor,
    wood: rng.pick(WOODS),
    fabric: rng.pick(wall === DARK_WALL ? FABRICS_ON_DARK : FABRICS),
    accent: PALETTE.brass,
    floorY: H * rng.range(0.72, 0.78),
  };
}

/** Back wall, skirting and floor boards; everything else stands on this. */
function shell(room: Room, rng: Rng): string {
  let out = `<rect width="${W}" height="${H}" fill="${room.wall}"/>`;
  out += `<rect width="${W}" height="${n(room.floorY)}" fill="url(#wallLight)"/>`;
  out += `<rect y="${n(room.floorY)}" width="${W}" height="${n(H - room.floorY)}" fill="${room.floor}"/>`;
  const boards = rng.int(5, 8);
  for (let i = 1; i < boards; i++) {
    const y = room.floorY + ((H - room.floorY) * i * i) / (boards * boards);
    out += `<line x1="0" y1="${n(y)}" x2="${W}" y2="${n(y)}" stroke="${shade(room.floor, -0.1)}" stroke-width="1.5"/>`;
  }
  out += `<rect y="${n(room.floorY - 14)}" width="${W}" height="14" fill="${shade(room.wall, -0.1)}"/>`;
  // Cornice line near the ceiling.
  out += `<rect y="0" width="${W}" height="18" fill="${shade(room.wall, -0.06)}"/>`;
  return out;
}

/** A potted plant with layered leaves. */
function plant(rng: Rng, x: number, base: number, scale: number): string {
  const potW = 70 * scale;
  const potH = 80 * scale;
  let leaves = '';
  const greens = ['#4f6b52', '#5f7d5f', '#3f5a45', '#6d8a68'];
  for (let i = 0; i < 9; i++) {
    const angle = -90 + rng.range(-60, 60);
    const len = rng.range(90, 170) * scale;
    const rad = (angle * Math.PI) / 180;
    const tipX = x + Math.cos(rad) * len;
    const tipY = base - potH + Math.sin(rad) * len;
    const midX = (x + tipX) / 2;
    const midY = (base - potH + tipY) / 2;
    leaves += `<ellipse cx="${n(midX)}" cy="${n(midY)}" rx="${n(len / 2)}" ry="${n(16 * scale)}" transform="rotate(${n(angle)} ${n(midX)} ${n(midY)})" fill="${rng.pick(greens)}"/>`;
  }
  return (
    leaves +
    `<polygon fill="${PALETTE.stone}" points="${points([
      [x - potW / 2, base - potH],
      [x + potW / 2, base - potH],
      [x + potW * 0.38, base],
      [x - potW * 0.38, base],
    ])}"/>` +
    `<rect x="${n(x - potW / 2 - 4)}" y="${n(base - potH)}" width="${n(potW + 8)}" height="${n(10 * scale)}" fill="${shade(PALETTE.stone, -0.1)}"/>`
  );
}

/** A pendant lamp hanging from the ceiling with a soft pool of light beneath. */
function pendant(x: number, drop: number, color: string, width = 60): string {
  return (
    `<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(drop)}" stroke="${PALETTE.navyDeep}" stroke-width="2"/>` +
    `<circle cx="${n(x)}" cy="${n(drop + 30)}" r="${n(width * 1.6)}" fill="url(#lamp)"/>` +
    `<path d="M${n(x - width / 2)},${n(drop + 34)} Q${n(x - width / 2)},${n(drop)} ${n(x)},${n(drop)} Q${n(x + width / 2)},${n(drop)} ${n(x + width / 2)},${n(drop + 34)} Z" fill="${color}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(drop + 34)}" rx="${n(width * 0.36)}" ry="5" fill="#fff3d6"/>`
  );
}

/** A framed abstract picture on the wall. */
function artwork(rng: Rng, x: number, y: number, w: number, h: number, room: Room): string {
  let out = `<rect x="${n(x - 8)}" y="${n(y - 8)}" width="${n(w + 16)}" height="${n(h + 16)}" fill="${room.wood}"/>`;
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${PALETTE.paper}"/>`;
  const tones = [PALETTE.navy, PALETTE.slateLight, PALETTE.brass, PALETTE.stoneDark];
  if (rng.chance(0.5)) {
    out += `<circle cx="${n(x + w * rng.range(0.35, 0.65))}" cy="${n(y + h * 0.45)}" r="${n(Math.min(w, h) * 0.26)}" fill="${rng.pick(tones)}"/>`;
    out += `<rect x="${n(x + w * 0.15)}" y="${n(y + h * 0.7)}" width="${n(w * 0.7)}" height="${n(h * 0.06)}" fill="${rng.pick(tones)}"/>`;
  } else {
    // A horizon landscape in three bands.
    out += `<rect x="${n(x)}" y="${n(y + h * 0.55)}" width="${n(w)}" height="${n(h * 0.45)}" fill="${PALETTE.slateLight}"/>`;
    out += `<path d="M${n(x)},${n(y + h * 0.6)} Q${n(x + w * 0.4)},${n(y + h * 0.3)} ${n(x + w)},${n(y + h * 0.55)} L${n(x + w)},${n(y + h)} L${n(x)},${n(y + h)} Z" fill="${PALETTE.navyMid}"/>`;
    out += `<circle cx="${n(x + w * 0.72)}" cy="${n(y + h * 0.28)}" r="${n(h * 0.1)}" fill="${PALETTE.brass}"/>`;
  }
  return out;
}

interface Drawing {
  defs: string;
  body: string;
}

/** A window with mullions looking out over the City. */
function cityWindow(rng: Rng, x: number, y: number, w: number, h: number, id: string, panes: number): Drawing {
  const dusk = rng.chance(0.35);
  const skyTop = dusk ? '#2b3a5c' : '#aebfd1';
  const skyBottom = dusk ? '#c99e6a' : '#e9e4da';
  const defs =
    `<clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>` +
    linearGradient(`${id}Sky`, [
      { offset: 0, color: skyTop },
      { offset: 1, color: skyBottom },
    ]);
  let out = `<g clip-path="url(#${id})"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id}Sky)"/>`;
  const base = y + h * 1.02;
  out += skyline(rng, { left: x - 20, right: x + w + 20, base, height: h * 0.55, fill: dusk ? '#55607a' : '#b5bdc8', landmarks: false });
  out += skyline(rng, { left: x, right: x + w, base, height: h * 0.62, fill: dusk ? '#2e3852' : '#7f8ba0', landmarks: true, windows: dusk ? '#e3c48f' : undefined });
  out += '</g>';
  const frame = PALETTE.navyDeep;
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${frame}" stroke-width="10"/>`;
  for (let i = 1; i < panes; i++) {
    const mx = x + (w * i) / panes;
    out += `<rect x="${n(mx - 3)}" y="${n(y)}" width="6" height="${n(h)}" fill="${frame}"/>`;
  }
  out += `<rect x="${n(x)}" y="${n(y + h * 0.14)}" width="${n(w)}" height="5" fill="${frame}"/>`;
  return { defs, body: out };
}

/** A simple office chair seen from the front or back. */
function chair(x: number, base: number, scale: number, fabric: string, back: boolean): string {
  const s = scale;
  const seatY = base - 70 * s;
  let out = `<rect x="${n(x - 3 * s)}" y="${n(seatY)}" width="${n(6 * s)}" height="${n(60 * s)}" fill="${PALETTE.slate}"/>`;
  out += `<rect x="${n(x - 34 * s)}" y="${n(base - 10 * s)}" width="${n(68 * s)}" height="${n(8 * s)}" rx="${n(4 * s)}" fill="${PALETTE.slate}"/>`;
  out += `<rect x="${n(x - 40 * s)}" y="${n(seatY - 14 * s)}" width="${n(80 * s)}" height="${n(20 * s)}" rx="${n(8 * s)}" fill="${shade(fabric, -0.15)}"/>`;
  out += `<rect x="${n(x - 36 * s)}" y="${n(seatY - 96 * s)}" width="${n(72 * s)}" height="${n(86 * s)}" rx="${n(18 * s)}" fill="${back ? shade(fabric, -0.1) : fabric}"/>`;
  if (back) {
    out += `<rect x="${n(x - 28 * s)}" y="${n(seatY - 90 * s)}" width="${n(56 * s)}" height="${n(6 * s)}" rx="${n(3 * s)}" fill="${shade(fabric, 0.18)}"/>`;
  } else {
    out += `<rect x="${n(x - 24 * s)}" y="${n(seatY - 84 * s)}" width="${n(48 * s)}" height="${n(62 * s)}" rx="${n(12 * s)}" fill="${shade(fabric, 0.08)}"/>`;
  }
  return out;
}

function reception(rng: Rng, room: Room): Drawing {
  const f = room.floorY;
  let out = shell(room, rng);
  // A slatted timber feature wall behind the desk.
  const panelX = W * rng.range(0.22, 0.3);
  const panelW = W * 0.46;
  out += `<rect x="${n(panelX)}" y="18" width="${n(panelW)}" height="${n(f - 32)}" fill="${room.wood}"/>`;
  for (let x = panelX + 10; x < panelX + panelW - 6; x += 18) {
    out += `<rect x="${n(x)}" y="18" width="6" height="${n(f - 32)}" fill="${shade(room.wood, 0.12)}"/>`;
  }
  // The firm's brass plaque: an abstract roundel, no lettering.
  const plaqueX = panelX + panelW / 2;
  out += `<circle cx="${n(plaqueX)}" cy="${n(f * 0.36)}" r="58" fill="${PALETTE.brass}"/>`;
  out += `<circle cx="${n(plaqueX)}" cy="${n(f * 0.36)}" r="46" fill="none" stroke="${PALETTE.brassLight}" stroke-width="4"/>`;
  out += `<path d="M${n(plaqueX - 22)},${n(f * 0.36 + 22)} L${n(plaqueX - 22)},${n(f * 0.36 - 18)} L${n(plaqueX)},${n(f * 0.36 - 30)} L${n(plaqueX + 22)},${n(f * 0.36 - 18)} L${n(plaqueX + 22)},${n(f * 0.36 + 22)}" fill="none" stroke="${PALETTE.navyDeep}" stroke-width="6" stroke-linejoin="round"/>`;
  // Reception desk.
  const deskX = panelX - 30;
  const deskW = panelW + 60;
  const deskTop = f - 170;
  out += `<rect x="${n(deskX)}" y="${n(deskTop)}" width="${n(deskW)}" height="${n(f + 40 - deskTop)}" rx="6" fill="${mix(room.wall, PALETTE.stone, 0.5)}"/>`;
  out += `<rect x="${n(deskX - 10)}" y="${n(deskTop - 14)}" width="${n(deskW + 20)}" height="18" rx="4" fill="${PALETTE.navy}"/>`;
  out += `<rect x="${n(deskX)}" y="${n(deskTop + 40)}" width="${n(deskW)}" height="6" fill="${PALETTE.brass}"/>`;
  out += `<rect x="${n(deskX + deskW * 0.7)}" y="${n(deskTop - 64)}" width="70" height="48" rx="3" fill="${PALETTE.navyDeep}"/>`;
  out += `<rect x="${n(deskX + deskW * 0.7 + 30)}" y="${n(deskTop - 18)}" width="10" height="6" fill="${PALETTE.navyDeep}"/>`;
  out += `<ellipse cx="${n(deskX + deskW * 0.2)}" cy="${n(deskTop - 22)}" rx="36" ry="10" fill="${PALETTE.paper}"/>`;
  // Pendant lights over the desk.
  for (let i = 0; i < 3; i++) {
    out += pendant(deskX + deskW * (0.2 + i * 0.3), f * 0.22, PALETTE.brass, 54);
  }
  // Waiting chairs and plants either side.
  out += plant(rng, W * 0.1, f + 30, 1.2);
  out += armchair(W * 0.88, f + 40, room.fabric, 1);
  out += plant(rng, W * 0.77, f + 34, 0.8);
  return { defs: '', body: out };
}

/** A deep upholstered armchair seen from the front. */
function armchair(x: number, base: number, fabric: string, scale: number): string {
  const s = scale;
  return (
    `<rect x="${n(x - 90 * s)}" y="${n(base - 180 * s)}" width="${n(180 * s)}" height="${n(140 * s)}" rx="${n(26 * s)}" fill="${shade(fabric, -0.1)}"/>` +
    `<rect x="${n(x - 70 * s)}" y="${n(base - 100 * s)}" width="${n(140 * s)}" height="${n(52 * s)}" rx="${n(14 * s)}" fill="${shade(fabric, 0.1)}"/>` +
    `<rect x="${n(x - 108 * s)}" y="${n(base - 124 * s)}" width="${n(44 * s)}" height="${n(96 * s)}" rx="${n(20 * s)}" fill="${fabric}"/>` +
    `<rect x="${n(x + 64 * s)}" y="${n(base - 124 * s)}" width="${n(44 * s)}" height="${n(96 * s)}" rx="${n(20 * s)}" fill="${fabric}"/>` +
    `<rect x="${n(x - 96 * s)}" y="${n(base - 30 * s)}" width="${n(10 * s)}" height="${n(30 * s)}" fill="${PALETTE.walnut}"/>` +
    `<rect x="${n(x + 86 * s)}" y="${n(base - 30 * s)}" width="${n(10 * s)}" height="${n(30 * s)}" fill="${PALETTE.walnut}"/>`
  );
}

function meetingRoom(rng: Rng, room: Room): Drawing {
  const f = room.floorY;
  let body = shell(room, rng);
  const winX = W * 0.08;
  const winW = W * 0.84;
  const win = cityWindow(rng, winX, 60, winW, f - 120, 'view', rng.int(3, 5));
  body += win.body;
  // Long table with chairs behind (facing us) and in front (backs to us).
  const tableY = f + 10;
  const tableX = W * 0.16;
  const tableW = W * 0.68;
  const seats = rng.int(3, 4);
  for (let i = 0; i < seats; i++) {
    body += chair(tableX + (tableW * (i + 0.5)) / seats, tableY + 100, 1.05, room.fabric, false);
  }
  body += `<rect x="${n(tableX)}" y="${n(tableY - 16)}" width="${n(tableW)}" height="22" rx="3" fill="${room.wood}"/>`;
  // Modesty panel and legs.
  body += `<rect x="${n(tableX + 30)}" y="${n(tableY + 6)}" width="${n(tableW - 60)}" height="70" fill="${shade(room.wood, -0.28)}"/>`;
  body += `<rect x="${n(tableX + 30)}" y="${n(tableY + 6)}" width="18" height="${n(H - tableY)}" fill="${shade(room.wood, -0.2)}"/>`;
  body += `<rect x="${n(tableX + tableW - 48)}" y="${n(tableY + 6)}" width="18" height="${n(H - tableY)}" fill="${shade(room.wood, -0.2)}"/>`;
  // Papers, a carafe and glasses on the table.
  body += `<rect x="${n(tableX + tableW * 0.18)}" y="${n(tableY - 20)}" width="70" height="5" fill="${PALETTE.paper}"/>`;
  body += `<rect x="${n(tableX + tableW * 0.62)}" y="${n(tableY - 20)}" width="90" height="5" fill="${PALETTE.paper}"/>`;
  body += `<path d="M${n(tableX + tableW * 0.48)},${n(tableY - 16)} l-12,0 l2,-40 q-6,-8 0,-14 l20,0 q6,6 0,14 l2,40 Z" fill="#cfe0e8" opacity="0.85"/>`;
  body += `<rect x="${n(tableX + tableW * 0.53)}" y="${n(tableY - 40)}" width="14" height="24" fill="#cfe0e8" opacity="0.8"/>`;
  for (let i = 0; i < seats; i++) {
    body += chair(tableX + (tableW * (i + 0.5)) / seats + 40, H + 120, 1.45, shade(room.fabric, -0.15), true);
  }
  body += pendant(W * 0.5 - 160, 40, PALETTE.navyDeep, 70);
  body += pendant(W * 0.5 + 160, 40, PALETTE.navyDeep, 70);
  return { defs: win.defs, body };
}

function library(rng: Rng, room: Room): Drawing {
  const f = room.floorY;
  let out = shell(room, rng);
  const caseX = W * 0.06;
  const caseW = W * rng.range(0.6, 0.66);
  const top = 40;
  const shelves = 5;
  const bayCount = 3;
  out += `<rect x="${n(caseX)}" y="${top}" width="${n(caseW)}" height="${n(f - top)}" fill="${room.wood}"/>`;
  const inner = shade(room.wood, -0.35);
  const bayW = (caseW - 20) / bayCount;
  const shelfH = (f - top - 60) / shelves;
  const spines = ['#6b2f3a', '#1f2a44', '#55695a', '#8a6b3c', '#4a5668', '#d8cfc0', '#2b3a5c', '#7a4a32', '#b7a993'];
  for (let b = 0; b < bayCount; b++) {
    for (let s = 0; s < shelves; s++) {
      const x0 = caseX + 14 + b * bayW;
      const y0 = top + 16 + s * shelfH;
      const w = bayW - 14;
      const h = shelfH - 12;
      out += `<rect x="${n(x0)}" y="${n(y0)}" width="${n(w)}" height="${n(h)}" fill="${inner}"/>`;
      let bx = x0 + 4;
      const end = x0 + w - rng.range(0, w * 0.35);
      while (bx < end - 10) {
        const bw = rng.range(10, 22);
        const bh = h * rng.range(0.68, 0.92);
        const color = rng.pick(spines);
        if (rng.chance(0.06) && bx + bh * 0.5 < end) {
          // A book leaning against its neighbours.
          out += `<rect x="${n(bx)}" y="${n(y0 + h - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${color}" transform="rotate(-14 ${n(bx)} ${n(y0 + h)})"/>`;
          bx += bh * 0.26 + bw;
          continue;
        }
        out += `<rect x="${n(bx)}" y="${n(y0 + h - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${color}"/>`;
        out += `<rect x="${n(bx)}" y="${n(y0 + h - bh + bh * 0.14)}" width="${n(bw)}" height="3" fill="${PALETTE.brassLight}" opacity="0.7"/>`;
        bx += bw + 1;
      }
    }
  }
  // Library ladder leaning on the shelves.
  const lx = caseX + caseW * rng.range(0.55, 0.75);
  out += `<g stroke="${shade(room.wood, 0.2)}" stroke-width="8" stroke-linecap="round"><line x1="${n(lx)}" y1="${top + 10}" x2="${n(lx + 70)}" y2="${n(f + 20)}"/><line x1="${n(lx + 50)}" y1="${top + 10}" x2="${n(lx + 120)}" y2="${n(f + 20)}"/></g>`;
  for (let r = 1; r < 10; r++) {
    const t = r / 10;
    const y = top + 10 + (f + 10 - top) * t;
    out += `<line x1="${n(lx + 70 * t)}" y1="${n(y)}" x2="${n(lx + 50 + 70 * t)}" y2="${n(y)}" stroke="${shade(room.wood, 0.2)}" stroke-width="6"/>`;
  }
  out += `<line x1="${n(caseX)}" y1="${top + 8}" x2="${n(caseX + caseW)}" y2="${top + 8}" stroke="${PALETTE.brass}" stroke-width="4"/>`;
  // Reading corner: armchair, floor lamp, side table and rug.
  const cx = W * 0.84;
  out += `<ellipse cx="${n(cx - 40)}" cy="${n(f + 110)}" rx="300" ry="40" fill="${shade(room.fabric, 0.25)}" opacity="0.55"/>`;
  out += `<line x1="${n(cx + 130)}" y1="${n(f * 0.34)}" x2="${n(cx + 130)}" y2="${n(f + 60)}" stroke="${PALETTE.navyDeep}" stroke-width="5"/>`;
  out += `<ellipse cx="${n(cx + 130)}" cy="${n(f + 62)}" rx="30" ry="6" fill="${PALETTE.navyDeep}"/>`;
  out += `<circle cx="${n(cx + 130)}" cy="${n(f * 0.34 + 40)}" r="130" fill="url(#lamp)"/>`;
  out += `<polygon fill="${PALETTE.ivory}" points="${points([
    [cx + 100, f * 0.34 + 40],
    [cx + 160, f * 0.34 + 40],
    [cx + 146, f * 0.34],
    [cx + 114, f * 0.34],
  ])}"/>`;
  out += armchair(cx, f + 70, room.fabric, 1.05);
  out += `<rect x="${n(cx - 200)}" y="${n(f - 30)}" width="80" height="8" fill="${room.wood}"/><rect x="${n(cx - 164)}" y="${n(f - 22)}" width="8" height="${n(80)}" fill="${room.wood}"/>`;
  out += `<rect x="${n(cx - 190)}" y="${n(f - 46)}" width="46" height="16" fill="${PALETTE.burgundy}"/><rect x="${n(cx - 186)}" y="${n(f - 58)}" width="40" height="12" fill="${PALETTE.navy}"/>`;
  return { defs: '', body: out };
}

function lounge(rng: Rng, room: Room): Drawing {
  const f = room.floorY;
  let body = shell(room, rng);
  const winX = W * rng.range(0.34, 0.4);
  const winW = W - winX - 50;
  const win = cityWindow(rng, winX, 50, winW, f - 64, 'view', rng.int(2, 4));
  body += win.body;
  // Light from the window spilling across the floor.
  body += `<polygon fill="#ffffff" opacity="0.12" points="${points([
    [winX, f],
    [winX + winW, f],
    [winX + winW - 200, H],
    [winX - 360, H],
  ])}"/>`;
  body += artwork(rng, W * 0.08, f * 0.2, W * 0.2, W * 0.15, room);
  body += plant(rng, W * 0.05, f + 40, 1.1);
  // Sofa.
  const sx = W * 0.42;
  const sw = W * 0.44;
  const sy = f + 60;
  body += `<rect x="${n(sx)}" y="${n(sy - 150)}" width="${n(sw)}" height="110" rx="22" fill="${shade(room.fabric, -0.1)}"/>`;
  body += `<rect x="${n(sx + 20)}" y="${n(sy - 80)}" width="${n(sw - 40)}" height="50" rx="12" fill="${shade(room.fabric, 0.1)}"/>`;
  body += `<rect x="${n(sx - 16)}" y="${n(sy - 104)}" width="54" height="84" rx="20" fill="${room.fabric}"/>`;
  body += `<rect x="${n(sx + sw - 38)}" y="${n(sy - 104)}" width="54" height="84" rx="20" fill="${room.fabric}"/>`;
  body += `<rect x="${n(sx + 60)}" y="${n(sy - 130)}" width="70" height="54" rx="14" fill="${PALETTE.brass}" transform="rotate(-8 ${n(sx + 95)} ${n(sy - 103)})"/>`;
  body += `<rect x="${n(sx)}" y="${n(sy - 22)}" width="10" height="24" fill="${PALETTE.walnut}"/><rect x="${n(sx + sw - 10)}" y="${n(sy - 22)}" width="10" height="24" fill="${PALETTE.walnut}"/>`;
  // Coffee table with books.
  const tx = W * 0.36;
  const ty = H - 50;
  body += `<ellipse cx="${n(tx + 110)}" cy="${n(ty)}" rx="150" ry="20" fill="${room.wood}"/>`;
  body += `<rect x="${n(tx + 104)}" y="${n(ty)}" width="12" height="60" fill="${shade(room.wood, -0.2)}"/>`;
  body += `<rect x="${n(tx + 60)}" y="${n(ty - 24)}" width="80" height="12" fill="${PALETTE.navy}"/><rect x="${n(tx + 66)}" y="${n(ty - 34)}" width="70" height="10" fill="${PALETTE.stone}"/>`;
  return { defs: win.defs, body };
}

const SCENES = [reception, meetingRoom, library, lounge] as const;

/** Picks the scene a key names (`environment:reception`, `environment:library`...), else by seed. */
function sceneFor(key: string, rng: Rng): 0 | 1 | 2 | 3 {
  const name = key.toLowerCase();
  if (/recept|lobby|entrance|foyer/.test(name)) return 0;
  if (/meet|board|conference/.test(name)) return 1;
  if (/librar|book|study/.test(name)) return 2;
  if (/lounge|view|window|terrace|break/.test(name)) return 3;
  return rng.pick([0, 1, 2, 3] as const);
}

/** SVG source of the office interior for the given key. */
export function environmentSvg(key: string): string {
  const rng = new Rng(`environment|${key}`);
  const room = pickRoom(rng);
  const scene = sceneFor(key, rng);
  let defs =
    linearGradient('wallLight', [
      { offset: 0, color: '#ffffff', opacity: 0.1 },
      { offset: 1, color: '#000000', opacity: 0.08 },
    ]) +
    radialGradient('lamp', [
      { offset: 0, color: '#fff1cf', opacity: 0.45 },
      { offset: 1, color: '#fff1cf', opacity: 0 },
    ]) +
    radialGradient(
      'vignette',
      [
        { offset: 0.6, color: '#000000', opacity: 0 },
        { offset: 1, color: '#000000', opacity: 0.22 },
      ],
      0.5,
      0.5,
      0.75,
    );
  const drawn = SCENES[scene](rng, room);
  defs += drawn.defs;
  const body = drawn.body + `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  return svgDocument(W, H, defs, body);
}
