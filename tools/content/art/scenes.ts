/** Places and occasions: seascapes, harbours, destinations, events, offices and shipyards. */
import type { Rng } from '../random';
import { BRAND, mix, pickSky, type Sky } from './palette';
import { regionOf, type Region } from './motifs';
import { backdrop, vignette, type LandKind } from './sea';
import { hills, n, poly, rect, svgDoc } from './svg';
import { yachtBody, yachtDefs, yachtLook } from './yacht';

const FACADES = ['#e8c39e', '#d98f6b', '#f1dcb5', '#c5704f', '#eee4cf', '#b7c4a8', '#e6b8a2', '#f4e9d8'];

const place = (x: number, y: number, s: number, facing = 1) => `translate(${n(x)},${n(y)}) scale(${Math.round(s * facing * 1000) / 1000},${Math.round(s * 1000) / 1000})`;

const smallYachts = (rng: Rng, sky: Sky, y: number, x0: number, x1: number, size: number, count: number) => {
  const look = yachtLook(rng, sky, false, 0.3);
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / count + rng.float(-size * 0.1, size * 0.1);
    const sail = rng.chance(0.25);
    const l = { ...yachtLook(rng, sky, sail, rng.next()), hull: look.hull };
    out.push(`<g transform="${place(x - size / 2, y, size / 1000, rng.chance(0.5) ? 1 : -1)}">${yachtBody(rng, l)}</g>`);
  }
  return { defs: yachtDefs(look, sky), body: out };
};

const town = (rng: Rng, w: number, baseY: number, height: number, x0: number, x1: number): string[] => {
  const out: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    const y = baseY - row * height * 0.26;
    let x = x0 + rng.float(0, 30);
    while (x < x1) {
      const bw = rng.float(w * 0.018, w * 0.04);
      const bh = rng.float(height * 0.14, height * 0.3);
      const c = rng.pick(FACADES);
      out.push(rect(x, y - bh, bw, bh, mix(c, '#000000', row * 0.06)));
      out.push(rect(x - 2, y - bh - bh * 0.1, bw + 4, bh * 0.1, mix('#a8553a', '#000000', row * 0.05)));
      for (let wy = y - bh * 0.78; wy < y - bh * 0.15; wy += bh * 0.28) {
        for (let wx = x + bw * 0.18; wx < x + bw - bw * 0.2; wx += bw * 0.3) out.push(rect(wx, wy, bw * 0.12, bh * 0.12, '#3b3a3a', 'fill-opacity="0.55"'));
      }
      x += bw + rng.float(1, 8);
    }
  }
  return out;
};

const palm = (x: number, y: number, s: number, lean: number): string => {
  const top: [number, number] = [x + lean * s, y - s];
  const fronds = [-1, -0.5, 0, 0.5, 1]
    .map(
      (a) =>
        `<path d="M${n(top[0])},${n(top[1])} Q${n(top[0] + a * s * 0.35)},${n(top[1] - s * 0.22)} ${n(top[0] + a * s * 0.6)},${n(top[1] + s * 0.12)}" stroke="#2f5d3a" stroke-width="${n(s * 0.05)}" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<path d="M${n(x)},${n(y)} Q${n(x + lean * s * 0.2)},${n(y - s * 0.6)} ${n(top[0])},${n(top[1])}" stroke="#6b5235" stroke-width="${n(s * 0.035)}" fill="none"/>${fronds}`;
};

export const seascape = (rng: Rng, w: number, h: number): string => {
  const sky = pickSky(rng);
  const bd = backdrop(rng, w, h, sky, rng.float(0.45, 0.62), rng.pick<LandKind>(['none', 'islands', 'headland']));
  const out = [...bd.sky, ...bd.sea];
  for (let i = 0; i < rng.int(1, 3); i += 1) {
    const x = rng.float(w * 0.1, w * 0.9);
    const s = rng.float(40, 90);
    out.push(
      poly(
        [
          [x, bd.horizonY - s],
          [x, bd.horizonY - 4],
          [x - s * 0.6, bd.horizonY - 4],
        ],
        mix('#ffffff', sky.sky[2], 0.3),
      ),
    );
    out.push(rect(x - s * 0.5, bd.horizonY - 4, s * 0.8, 5, sky.land));
  }
  const rockY = h * rng.float(0.86, 0.95);
  out.push(`<path d="${hills(rng, rng.chance(0.5) ? -20 : w * 0.55, rng.chance(0.5) ? w * 0.45 : w + 20, h + 5, h - rockY + h * 0.1, 3)}" fill="${mix(sky.land, '#000000', 0.45)}"/>`);
  for (let i = 0; i < rng.int(2, 5); i += 1) {
    const x = rng.float(w * 0.2, w * 0.8);
    const y = rng.float(h * 0.1, bd.horizonY * 0.6);
    const s = rng.float(10, 22);
    out.push(
      `<path d="M${n(x - s)},${n(y)} Q${n(x - s / 2)},${n(y - s / 2)} ${n(x)},${n(y)} Q${n(x + s / 2)},${n(y - s / 2)} ${n(x + s)},${n(y)}" stroke="${sky.night ? '#cfd8e6' : BRAND.ink}" stroke-width="2.5" fill="none"/>`,
    );
  }
  const v = vignette(w, h);
  return svgDoc(w, h, [...bd.defs, v.def], [...out, v.body]);
};

export const harbour = (rng: Rng, w: number, h: number): string => {
  const sky = pickSky(rng, ['morning', 'noon', 'golden', 'dusk']);
  const bd = backdrop(rng, w, h, sky, 0.5, 'none');
  const out = [...bd.sky];
  out.push(`<path d="${hills(rng, -20, w + 20, bd.horizonY, h * 0.3, 4)}" fill="${mix('#5c7a4e', sky.land, 0.4)}"/>`);
  // The town climbs part of the hillside; green slopes frame it.
  out.push(...town(rng, w, bd.horizonY - 4, h * 0.26, rng.float(-10, w * 0.3), rng.float(w * 0.6, w + 10)));
  out.push(...bd.sea);
  out.push(rect(0, bd.horizonY - 6, w, 14, mix('#c9b79b', sky.land, 0.25)));
  const boats = smallYachts(rng, sky, bd.horizonY + h * 0.12, 0, w, w * 0.22, 4);
  out.push(...boats.body);
  const v = vignette(w, h);
  return svgDoc(w, h, [...bd.defs, ...boats.defs, v.def], [...out, v.body]);
};

export const destination = (rng: Rng, w: number, h: number, hint: string): string => {
  const kind: Region = regionOf(hint) ?? rng.pick<Region>(['med', 'med', 'tropical']);
  const sky = kind === 'tropical' ? pickSky(rng, ['lagoon', 'noon', 'golden']) : kind === 'northern' ? pickSky(rng, ['morning', 'dawn', 'dusk']) : pickSky(rng, ['morning', 'noon', 'golden', 'dusk']);
  const bd = backdrop(rng, w, h, sky, rng.float(0.5, 0.58), kind === 'northern' ? 'none' : 'islands');
  const out = [...bd.sky];
  if (kind === 'northern') {
    for (let i = 0; i < 6; i += 1) {
      const x = rng.float(-w * 0.1, w * 1.1);
      const peak = bd.horizonY - h * rng.float(0.2, 0.38);
      const span = w * rng.float(0.15, 0.3);
      out.push(
        poly(
          [
            [x - span, bd.horizonY + 2],
            [x, peak],
            [x + span, bd.horizonY + 2],
          ],
          mix('#3c4d5a', sky.sky[2], i / 8),
        ),
      );
      out.push(
        poly(
          [
            [x - span * 0.18, peak + (bd.horizonY - peak) * 0.18],
            [x, peak],
            [x + span * 0.18, peak + (bd.horizonY - peak) * 0.18],
          ],
          '#f4f6f8',
        ),
      );
    }
  }
  out.push(...bd.sea);
  if (kind === 'tropical') {
    const ix = rng.float(w * 0.15, w * 0.6);
    const iw = w * rng.float(0.3, 0.45);
    const iy = bd.horizonY + (h - bd.horizonY) * 0.3;
    out.push(`<ellipse cx="${n(ix + iw / 2)}" cy="${n(iy)}" rx="${n(iw * 0.62)}" ry="${n(h * 0.05)}" fill="#7fe0d8" fill-opacity="0.45"/>`);
    out.push(`<ellipse cx="${n(ix + iw / 2)}" cy="${n(iy)}" rx="${n(iw / 2)}" ry="${n(h * 0.03)}" fill="#f3e6c8"/>`);
    out.push(`<path d="${hills(rng, ix + iw * 0.1, ix + iw * 0.9, iy - h * 0.01, h * 0.06, 3)}" fill="#3f7a4a"/>`);
    for (let i = 0; i < rng.int(3, 6); i += 1) out.push(palm(ix + iw * rng.float(0.15, 0.85), iy - h * 0.01, h * rng.float(0.12, 0.2), rng.float(-0.35, 0.35)));
    const bx = rng.float(w * 0.62, w * 0.8);
    for (let i = 0; i < 4; i += 1) {
      const x = bx + i * w * 0.045;
      out.push(rect(x, iy + h * 0.03, w * 0.03, h * 0.025, '#c9a67a'));
      out.push(
        poly(
          [
            [x - 6, iy + h * 0.03],
            [x + w * 0.015, iy + h * 0.005],
            [x + w * 0.03 + 6, iy + h * 0.03],
          ],
          '#8b6a45',
        ),
      );
    }
  } else if (kind === 'med') {
    const left = rng.chance(0.5);
    const x0 = left ? -20 : w * 0.45;
    const x1 = left ? w * 0.55 : w + 20;
    out.push(`<path d="${hills(rng, x0, x1, h * 0.82, h * 0.42, 3)}" fill="${mix('#8a7a5e', sky.land, 0.3)}"/>`);
    out.push(...town(rng, w, h * 0.66, h * 0.3, x0 + w * 0.08, x1 - w * 0.12));
    for (let i = 0; i < 5; i += 1) out.push(`<ellipse cx="${n(rng.float(x0 + 60, x1 - 60))}" cy="${n(h * rng.float(0.6, 0.72))}" rx="${n(w * 0.008)}" ry="${n(h * 0.05)}" fill="#2e4430"/>`);
    out.push(rect(0, h * 0.82, w, h * 0.18, mix(sky.sea[1], '#000000', 0.1), 'fill-opacity="0.35"'));
  }
  const boats = smallYachts(rng, sky, bd.horizonY + (h - bd.horizonY) * 0.55, w * 0.45, w * 0.95, w * 0.2, 1);
  out.push(...boats.body);
  const v = vignette(w, h);
  return svgDoc(w, h, [...bd.defs, ...boats.defs, v.def], [...out, v.body]);
};

export const eventScene = (rng: Rng, w: number, h: number): string => {
  const sky = pickSky(rng, ['dusk', 'night', 'golden']);
  const bd = backdrop(rng, w, h, sky, 0.5, 'hills');
  const out = [...bd.sky, ...bd.sea];
  const quayY = h * 0.7;
  out.push(rect(0, quayY, w, h - quayY, mix('#3a3430', sky.land, 0.3)));
  const boats = smallYachts(rng, sky, quayY - 4, 0, w, w * 0.24, 4);
  out.push(...boats.body);
  for (let i = 0; i < 5; i += 1) {
    const x = w * (0.05 + i * 0.2);
    out.push(rect(x, quayY + h * 0.06, w * 0.12, h * 0.12, '#f5f1e8'));
    out.push(
      poly(
        [
          [x - 10, quayY + h * 0.06],
          [x + w * 0.06, quayY + h * 0.015],
          [x + w * 0.12 + 10, quayY + h * 0.06],
        ],
        '#ffffff',
      ),
    );
    out.push(rect(x + w * 0.045, quayY + h * 0.1, w * 0.03, h * 0.08, '#f2c46d', 'fill-opacity="0.7"'));
  }
  // Strings of festoon lights between poles.
  for (let span = 0; span < 4; span += 1) {
    const xa = w * (span / 4);
    const xb = w * ((span + 1) / 4);
    for (let i = 0; i <= 14; i += 1) {
      const t = i / 14;
      const x = xa + (xb - xa) * t;
      const y = quayY - h * 0.02 + Math.sin(Math.PI * t) * h * 0.05;
      out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(w * 0.004)}" fill="#ffd98a"/>`);
      out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(w * 0.01)}" fill="#ffd98a" fill-opacity="0.18"/>`);
    }
  }
  const v = vignette(w, h);
  return svgDoc(w, h, [...bd.defs, ...boats.defs, v.def], [...out, v.body]);
};

export const office = (rng: Rng, w: number, h: number): string => {
  const sky = pickSky(rng, ['morning', 'golden', 'dusk', 'noon']);
  const bd = backdrop(rng, w, h, sky, 0.66, 'none');
  const out = [...bd.sky];
  const glass = [mix('#2d4a66', sky.sky[1], 0.3), mix('#5f7f96', sky.sky[2], 0.3), '#c9c3b5', '#e2dccf', mix('#3b5870', sky.glow, 0.2)];
  let x = -10;
  while (x < w) {
    const bw = rng.float(w * 0.04, w * 0.1);
    const bh = rng.float(h * 0.12, h * (rng.chance(0.15) ? 0.55 : 0.34));
    const c = rng.pick(glass);
    out.push(rect(x, bd.horizonY - bh, bw, bh, c));
    const lit = sky.name === 'dusk' ? '#f4c86e' : '#ffffff';
    for (let wy = bd.horizonY - bh + 12; wy < bd.horizonY - 12; wy += 22) {
      out.push(rect(x + 6, wy, bw - 12, 6, lit, `fill-opacity="${n(rng.float(0.12, 0.35))}"`));
    }
    x += bw + rng.float(2, 14);
  }
  out.push(...bd.sea);
  out.push(rect(0, bd.horizonY - 3, w, 8, mix('#d8cdb8', sky.land, 0.2)));
  const boats = smallYachts(rng, sky, bd.horizonY + (h - bd.horizonY) * 0.5, w * 0.2, w * 0.8, w * 0.2, 2);
  out.push(...boats.body);
  const v = vignette(w, h);
  return svgDoc(w, h, [...bd.defs, ...boats.defs, v.def], [...out, v.body]);
};

export const shipyard = (rng: Rng, w: number, h: number): string => {
  const sky = pickSky(rng, ['morning', 'noon', 'golden', 'dawn']);
  const bd = backdrop(rng, w, h, sky, 0.68, 'hills');
  const out = [...bd.sky];
  const hallX = w * rng.float(0.08, 0.2);
  const hallW = w * 0.55;
  const hallTop = bd.horizonY - h * 0.4;
  const steel = mix('#d9dde0', sky.sky[2], 0.2);
  out.push(
    `<path d="M${n(hallX)},${n(bd.horizonY)} L${n(hallX)},${n(hallTop + h * 0.08)} Q${n(hallX + hallW / 2)},${n(hallTop - h * 0.05)} ${n(hallX + hallW)},${n(hallTop + h * 0.08)} L${n(hallX + hallW)},${n(bd.horizonY)} Z" fill="${steel}"/>`,
  );
  for (let i = 1; i < 12; i += 1) out.push(rect(hallX + (hallW * i) / 12, hallTop + h * 0.06, 2, bd.horizonY - hallTop - h * 0.06, mix(steel, '#000000', 0.15)));
  const doorX = hallX + hallW * 0.12;
  const doorW = hallW * 0.76;
  out.push(rect(doorX, hallTop + h * 0.12, doorW, bd.horizonY - hallTop - h * 0.12, '#1e2328'));
  // A hull in primer on blocks inside the hall.
  const look = { ...yachtLook(rng, sky, false, 0.6), hull: '#9aa3a9', superstructure: '#b9bfc3' };
  const s = (doorW * 0.85) / 1000;
  out.push(`<g transform="${place(doorX + doorW * 0.07, bd.horizonY - h * 0.035, s)}">${yachtBody(rng, look)}</g>`);
  out.push(rect(doorX, bd.horizonY - h * 0.035, doorW, h * 0.035, '#2b2f33'));
  // Gantry crane.
  const cx = hallX + hallW + w * 0.08;
  out.push(rect(cx, bd.horizonY - h * 0.5, w * 0.008, h * 0.5, BRAND.gold));
  out.push(rect(cx - w * 0.15, bd.horizonY - h * 0.5, w * 0.25, h * 0.012, BRAND.gold));
  out.push(`<path d="M${n(cx - w * 0.1)},${n(bd.horizonY - h * 0.49)} L${n(cx - w * 0.1)},${n(bd.horizonY - h * 0.3)}" stroke="${BRAND.ink}" stroke-width="2"/>`);
  out.push(...bd.sea);
  out.push(rect(0, bd.horizonY - 2, w, 10, '#8d8a84'));
  const v = vignette(w, h);
  return svgDoc(w, h, [...bd.defs, ...yachtDefs(look, sky), v.def], [...out, v.body]);
};
