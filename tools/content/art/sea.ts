/** Sky, sun, distant land and sea: the backdrop of every marine scene. */
import type { Rng } from '../random';
import { mix, type Sky } from './palette';
import { hills, linear, n, radial, rect } from './svg';

export type Backdrop = { defs: string[]; sky: string[]; sea: string[]; horizonY: number; sunX: number };
export type LandKind = 'none' | 'hills' | 'islands' | 'headland';

const clouds = (rng: Rng, w: number, horizonY: number, sky: Sky): string[] => {
  const out: string[] = [];
  const count = rng.int(0, 4);
  const tint = sky.night ? '#6d83a6' : mix(sky.sky[2], '#ffffff', 0.6);
  for (let i = 0; i < count; i += 1) {
    const cx = rng.float(0, w);
    const cy = rng.float(horizonY * 0.15, horizonY * 0.7);
    const rx = rng.float(w * 0.08, w * 0.22);
    const ry = rx * rng.float(0.08, 0.16);
    out.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${tint}" fill-opacity="${n(rng.float(0.15, 0.35))}"/>`);
    out.push(`<ellipse cx="${n(cx + rx * 0.3)}" cy="${n(cy - ry * 0.6)}" rx="${n(rx * 0.55)}" ry="${n(ry * 0.9)}" fill="${tint}" fill-opacity="${n(rng.float(0.12, 0.25))}"/>`);
  }
  return out;
};

const stars = (rng: Rng, w: number, horizonY: number): string[] =>
  Array.from(
    { length: 70 },
    () => `<circle cx="${n(rng.float(0, w))}" cy="${n(rng.float(0, horizonY * 0.8))}" r="${n(rng.float(0.8, 2.4))}" fill="#ffffff" fill-opacity="${n(rng.float(0.3, 0.9))}"/>`,
  );

export const backdrop = (rng: Rng, w: number, h: number, sky: Sky, horizonRatio: number, land: LandKind): Backdrop => {
  const horizonY = h * horizonRatio;
  const sunX = rng.float(w * 0.15, w * 0.85);
  const sunY = horizonY - horizonY * sky.sunHeight;
  const sunR = w * (sky.night ? 0.022 : rng.float(0.025, 0.04));
  const defs = [
    linear('sky', [
      [0, sky.sky[0]],
      [0.6, sky.sky[1]],
      [1, sky.sky[2]],
    ]),
    linear('sea', [
      [0, sky.sea[0]],
      [1, sky.sea[1]],
    ]),
    radial('glow', [
      [0, sky.glow, 0.75],
      [0.35, sky.glow, 0.25],
      [1, sky.glow, 0],
    ]),
    linear('haze', [
      [0, sky.sky[2], 0],
      [1, sky.sky[2], 0.55],
    ]),
  ];
  const back: string[] = [rect(0, 0, w, horizonY + 2, 'url(#sky)')];
  if (sky.night) back.push(...stars(rng, w, horizonY));
  const glowR = sunR * 9;
  back.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(glowR)}" fill="url(#glow)"/>`);
  back.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${sky.sun}"/>`);
  back.push(...clouds(rng, w, horizonY, sky));
  const far = mix(sky.land, sky.sky[2], 0.45);
  if (land === 'hills') {
    back.push(`<path d="${hills(rng, -10, w + 10, horizonY + 1, h * 0.07, rng.int(4, 7))}" fill="${far}"/>`);
    back.push(`<path d="${hills(rng, rng.float(-w * 0.2, w * 0.3), rng.float(w * 0.6, w * 1.1), horizonY + 1, h * 0.045, rng.int(3, 5))}" fill="${sky.land}" fill-opacity="0.8"/>`);
  } else if (land === 'islands') {
    for (let i = 0; i < rng.int(2, 4); i += 1) {
      const x0 = rng.float(-w * 0.1, w * 0.85);
      const span = rng.float(w * 0.08, w * 0.25);
      back.push(`<path d="${hills(rng, x0, x0 + span, horizonY + 1, h * rng.float(0.02, 0.06), rng.int(1, 3))}" fill="${i % 2 ? far : sky.land}" fill-opacity="0.85"/>`);
    }
  } else if (land === 'headland') {
    const left = rng.chance(0.5);
    const x0 = left ? -20 : w * rng.float(0.6, 0.75);
    const x1 = left ? w * rng.float(0.25, 0.4) : w + 20;
    back.push(`<path d="${hills(rng, x0, x1, horizonY + 1, h * rng.float(0.1, 0.16), rng.int(2, 4))}" fill="${sky.land}"/>`);
  }
  back.push(rect(0, horizonY - h * 0.06, w, h * 0.06 + 1, 'url(#haze)'));

  const sea: string[] = [rect(0, horizonY, w, h - horizonY, 'url(#sea)')];
  // Sun glitter: short bright dashes widening towards the viewer.
  for (let i = 0; i < 38; i += 1) {
    const t = rng.next();
    const y = horizonY + 3 + (h - horizonY) * t * t;
    const spread = w * (0.02 + 0.16 * t);
    const len = w * (0.01 + 0.06 * t) * rng.float(0.4, 1.2);
    sea.push(rect(sunX + rng.float(-spread, spread) - len / 2, y, len, 1.5 + 3 * t, sky.glitter, `fill-opacity="${n(rng.float(0.15, 0.55) * (sky.night ? 0.6 : 1))}"`));
  }
  // Gentle swell lines across the whole sea.
  const wave = mix(sky.sea[0], '#ffffff', 0.25);
  for (let i = 0; i < 26; i += 1) {
    const t = rng.next();
    const y = horizonY + 6 + (h - horizonY) * t;
    const len = w * rng.float(0.04, 0.18) * (0.4 + t);
    sea.push(rect(rng.float(-len / 2, w), y, len, 1 + 2 * t, wave, `fill-opacity="${n(rng.float(0.1, 0.3))}"`));
  }
  return { defs, sky: back, sea, horizonY, sunX };
};

/** Darkened top and bottom edges, the soft fall-off of a photograph (linear: cheap to render). */
export const vignette = (w: number, h: number): { def: string; body: string } => ({
  def: linear('vignette', [
    [0, '#000000', 0.28],
    [0.18, '#000000', 0],
    [0.75, '#000000', 0],
    [1, '#000000', 0.32],
  ]),
  body: rect(0, 0, w, h, 'url(#vignette)'),
});
