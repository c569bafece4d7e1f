/** General-arrangement line drawings: one plan-view outline per deck, stacked, with labels. */
import type { Rng } from '../random';
import { BRAND } from './palette';
import { esc, n, svgDoc } from './svg';

const DECKS = ['SUN DECK', 'BRIDGE DECK', 'UPPER DECK', 'MAIN DECK', 'LOWER DECK'];

const outline = (x0: number, x1: number, cy: number, half: number, bowShare: number): string => {
  const shoulder = x1 - (x1 - x0) * bowShare;
  return `M${n(x0)},${n(cy - half * 0.92)} L${n(shoulder)},${n(cy - half)} Q${n(x1 - (x1 - shoulder) * 0.25)},${n(cy - half * 0.8)} ${n(x1)},${n(cy)} Q${n(x1 - (x1 - shoulder) * 0.25)},${n(cy + half * 0.8)} ${n(shoulder)},${n(cy + half)} L${n(x0)},${n(cy + half * 0.92)} Z`;
};

export const deckPlan = (rng: Rng, w: number, h: number, sail: boolean, label: string): string => {
  const decks = sail ? 2 : rng.int(3, 4);
  const names = sail ? ['MAIN DECK', 'LOWER DECK'] : DECKS.slice(DECKS.length - decks);
  const line = BRAND.navy;
  const margin = w * 0.08;
  const top = h * 0.16;
  const rowH = (h * 0.78) / decks;
  const half = Math.min(rowH * 0.36, w * 0.075);
  const out: string[] = [`<rect width="${w}" height="${h}" fill="#f7f5f0"/>`];
  out.push(`<text x="${n(margin)}" y="${n(h * 0.08)}" font-family="DejaVu Sans" font-size="${n(h * 0.022)}" letter-spacing="6" fill="${line}">GENERAL ARRANGEMENT</text>`);
  if (label)
    out.push(
      `<text x="${n(w - margin)}" y="${n(h * 0.08)}" text-anchor="end" font-family="DejaVu Serif" font-size="${n(h * 0.026)}" letter-spacing="4" fill="${BRAND.gold}">${esc(label.toUpperCase())}</text>`,
    );
  out.push(`<path d="M${n(margin)},${n(h * 0.1)} L${n(w - margin)},${n(h * 0.1)}" stroke="${line}" stroke-width="1.5" stroke-opacity="0.4"/>`);
  names.forEach((name, i) => {
    const cy = top + rowH * (i + 0.5);
    // Upper decks are shorter: set back from bow and stern.
    const inset = (decks - 1 - i) * w * 0.05;
    const x0 = margin + w * 0.1 + inset * 0.6;
    const x1 = w - margin - inset;
    out.push(`<text x="${n(margin)}" y="${n(cy + h * 0.008)}" font-family="DejaVu Sans" font-size="${n(h * 0.016)}" letter-spacing="3" fill="${line}">${name}</text>`);
    out.push(`<path d="${outline(x0, x1, cy, half, 0.22)}" fill="#ffffff" stroke="${line}" stroke-width="3"/>`);
    out.push(`<path d="${outline(x0 + 8, x1 - 14, cy, half - 8, 0.22)}" fill="none" stroke="${line}" stroke-width="1" stroke-opacity="0.45"/>`);
    // Rooms: bulkheads across the hull, with furniture in some.
    const rooms = rng.int(4, 7);
    const usable = (x1 - x0) * 0.78;
    let x = x0 + (x1 - x0) * 0.06;
    for (let r = 0; r < rooms; r += 1) {
      const rw = (usable / rooms) * rng.float(0.7, 1.3);
      const xr = Math.min(x + rw, x0 + usable);
      out.push(`<path d="M${n(xr)},${n(cy - half * 0.85)} L${n(xr)},${n(cy + half * 0.85)}" stroke="${line}" stroke-width="2"/>`);
      const kind = rng.int(0, 3);
      const mx = (x + xr) / 2;
      if (kind === 0) {
        out.push(`<rect x="${n(mx - rw * 0.25)}" y="${n(cy - half * 0.3)}" width="${n(rw * 0.5)}" height="${n(half * 0.6)}" fill="none" stroke="${line}" stroke-width="1.5"/>`);
        out.push(`<rect x="${n(mx - rw * 0.25)}" y="${n(cy - half * 0.3)}" width="${n(rw * 0.1)}" height="${n(half * 0.6)}" fill="${line}" fill-opacity="0.12"/>`);
      } else if (kind === 1) {
        out.push(`<circle cx="${n(mx)}" cy="${n(cy)}" r="${n(Math.min(rw, half) * 0.28)}" fill="none" stroke="${line}" stroke-width="1.5"/>`);
      } else if (kind === 2) {
        for (let s = 0; s < 6; s += 1) {
          const sx = mx - rw * 0.15 + s * rw * 0.05;
          out.push(`<path d="M${n(sx)},${n(cy + half * 0.2)} L${n(sx)},${n(cy + half * 0.7)}" stroke="${line}" stroke-width="1"/>`);
        }
      }
      x = xr;
      if (x >= x0 + usable) break;
    }
  });
  // Scale bar.
  const sx = w - margin - w * 0.2;
  out.push(
    `<path d="M${n(sx)},${n(h * 0.95)} L${n(w - margin)},${n(h * 0.95)} M${n(sx)},${n(h * 0.94)} L${n(sx)},${n(h * 0.96)} M${n(w - margin)},${n(h * 0.94)} L${n(w - margin)},${n(h * 0.96)}" stroke="${line}" stroke-width="2"/>`,
  );
  out.push(`<text x="${n(w - margin)}" y="${n(h * 0.93)}" text-anchor="end" font-family="DejaVu Sans" font-size="${n(h * 0.014)}" letter-spacing="2" fill="${line}">10 M</text>`);
  return svgDoc(w, h, [], out);
};
