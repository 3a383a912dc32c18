/**
 * Small helpers that write SVG markup: a document wrapper, gradients and number formatting.
 * Everything produced here is self-contained XML (no scripts, no external references, no text).
 */

/** Formats a coordinate with at most one decimal, keeping the markup short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Joins points into an SVG `points` attribute value. */
export function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      (s) =>
        `<stop offset="${n(s.offset * 100)}%" stop-color="${s.color}"${
          s.opacity === undefined ? '' : ` stop-opacity="${Math.round(s.opacity * 1000) / 1000}"`
        }/>`,
    )
    .join('');
}

/** A linear gradient running from (x1, y1) to (x2, y2) in object-bounding-box units. */
export function linearGradient(
  id: string,
  stops: readonly Stop[],
  x1 = 0,
  y1 = 0,
  x2 = 0,
  y2 = 1,
): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`;
}

/** A radial gradient centred on (cx, cy) with radius r, in object-bounding-box units. */
export function radialGradient(id: string, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`;
}

/** A Gaussian blur filter for soft shadows and glows. */
export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** Wraps definitions and body into a complete SVG document of the given pixel size. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}
