/** Small helpers to compose SVG text for the illustrated demo images. */

/** Rounded coordinates keep the SVG short and the output stable. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type Stop = [offset: number, color: string, opacity?: number];

const stops = (list: Stop[]) => list.map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a)}"`}/>`).join('');

export const linear = (id: string, list: Stop[], x2 = 0, y2 = 1): string => `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

export const radial = (id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string => `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const poly = (points: Array<[number, number]>, fill: string, extra = ''): string =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const svgDoc = (w: number, h: number, defs: string[], body: string[]): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;

/** A ridge line of soft hills between x0 and x1, its base at `baseY`. */
export const hills = (rng: { float(min: number, max: number, d?: number): number }, x0: number, x1: number, baseY: number, height: number, bumps: number): string => {
  const step = (x1 - x0) / bumps;
  let d = `M${n(x0)},${n(baseY)} L${n(x0)},${n(baseY - height * rng.float(0.2, 0.6))}`;
  for (let i = 0; i < bumps; i += 1) {
    const xa = x0 + step * (i + 0.5);
    const xb = x0 + step * (i + 1);
    d += ` Q${n(xa)},${n(baseY - height * rng.float(0.6, 1.25))} ${n(xb)},${n(baseY - height * rng.float(0.15, 0.7))}`;
  }
  return `${d} L${n(x1)},${n(baseY)} Z`;
};

/** First letters of the first and last words: "Sofia Marín" -> "SM". */
export const initials = (label: string): string => {
  const words = label.split(/[\s,–-]+/).filter((w) => /^\p{Lu}/u.test(w));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`;
};
