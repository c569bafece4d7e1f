/** A superyacht at sea: sky, land, sea, the yacht, its reflection or wake. */
import type { Rng } from '../random';
import { pickSky } from './palette';
import { backdrop, vignette, type LandKind } from './sea';
import { n, svgDoc } from './svg';
import { yachtBody, yachtDefs, yachtLook } from './yacht';

export const yachtExterior = (rng: Rng, w: number, h: number, sail: boolean): string => {
  const sky = pickSky(rng);
  const land = rng.pick<LandKind>(['none', 'hills', 'islands', 'headland', 'hills']);
  const bd = backdrop(rng, w, h, sky, rng.float(0.5, 0.6), land);
  const look = yachtLook(rng, sky, sail);
  const waterY = bd.horizonY + (h - bd.horizonY) * rng.float(0.32, 0.5);
  // A sailing yacht's mast must fit under the top edge.
  const wanted = w * (sail ? rng.float(0.5, 0.6) : rng.float(0.6, 0.76));
  const lengthPx = sail ? Math.min(wanted, (waterY * 0.9 * 1000) / 1080) : wanted;
  const s = lengthPx / 1000;
  const facing = rng.chance(0.5) ? 1 : -1;
  const cx = w / 2 + rng.float(-w * 0.05, w * 0.05);
  const x0 = cx - (facing * lengthPx) / 2;
  const body = yachtBody(rng, look);
  const underway = rng.chance(0.35);
  const place = (sy: number) => `translate(${n(x0)},${n(waterY)}) scale(${Math.round(s * facing * 1000) / 1000},${Math.round(sy * 1000) / 1000})`;
  const parts = [...bd.sky, ...bd.sea];
  if (underway) {
    const wake = `M0,0 L-420,-4 L-620,26 L-300,14 Z M920,0 L1010,-2 L1060,14 L900,10 Z`;
    parts.push(`<path transform="${place(s)}" d="${wake}" fill="#ffffff" fill-opacity="0.45"/>`);
  } else {
    parts.push(`<g transform="${place(-s * 0.7)}" opacity="0.22">${body}</g>`);
  }
  if (sky.night) {
    parts.push(`<ellipse cx="${n(cx)}" cy="${n(waterY + 14 * s)}" rx="${n(lengthPx * 0.42)}" ry="${n(30 * s)}" fill="#3fd0d8" fill-opacity="0.22"/>`);
  }
  parts.push(`<g transform="${place(s)}">${body}</g>`);
  const v = vignette(w, h);
  parts.push(v.body);
  return svgDoc(w, h, [...bd.defs, ...yachtDefs(look, sky), v.def], parts);
};
