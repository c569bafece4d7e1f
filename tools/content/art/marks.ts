/** Portraits (abstract silhouettes with initials), partner logos and brand patterns. */
import type { Rng } from '../random';
import { BRAND, mix } from './palette';
import { esc, initials, linear, n, radial, rect, svgDoc } from './svg';

const BACKDROPS: Array<[string, string]> = [
  ['#dfe6ea', '#b9c7d0'],
  ['#ece4d6', '#cdbb9f'],
  ['#1d3147', '#0b1b2b'],
  ['#e7e9e4', '#c3cbbf'],
  ['#d9d4e0', '#aaa3b8'],
  ['#2f3d3a', '#17211f'],
];

export const portrait = (rng: Rng, w: number, h: number, label: string): string => {
  const [a, b] = rng.pick(BACKDROPS);
  const dark = parseInt(a.slice(1, 3), 16) < 100;
  const figure = dark ? mix(a, '#ffffff', 0.22) : mix(b, BRAND.navy, rng.float(0.35, 0.6));
  const cx = w * rng.float(0.45, 0.55);
  const headR = w * 0.145;
  const headY = h * 0.4;
  const hair = mix(figure, '#000000', 0.25);
  const out = [
    rect(0, 0, w, h, 'url(#bg)'),
    `<circle cx="${n(w * 0.78)}" cy="${n(h * 0.22)}" r="${n(w * 0.35)}" fill="url(#halo)"/>`,
    // Shoulders and neck.
    `<path d="M${n(cx - w * 0.36)},${n(h)} Q${n(cx - w * 0.34)},${n(h * 0.66)} ${n(cx)},${n(h * 0.63)} Q${n(cx + w * 0.34)},${n(h * 0.66)} ${n(cx + w * 0.36)},${n(h)} Z" fill="${figure}"/>`,
    rect(cx - headR * 0.3, headY + headR * 0.6, headR * 0.6, h * 0.1, mix(figure, '#000000', 0.08)),
    `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${n(headR * 0.86)}" ry="${n(headR)}" fill="${figure}"/>`,
  ];
  if (rng.chance(0.5))
    out.push(
      `<path d="M${n(cx - headR * 0.9)},${n(headY)} Q${n(cx - headR)},${n(headY - headR * 1.25)} ${n(cx)},${n(headY - headR * 1.05)} Q${n(cx + headR)},${n(headY - headR * 1.2)} ${n(cx + headR * 0.9)},${n(headY - headR * 0.1)} Q${n(cx + headR * 0.5)},${n(headY - headR * 0.7)} ${n(cx - headR * 0.9)},${n(headY)} Z" fill="${hair}"/>`,
    );
  else
    out.push(
      `<path d="M${n(cx - headR * 0.95)},${n(headY + headR * 1.1)} Q${n(cx - headR * 1.2)},${n(headY - headR * 1.3)} ${n(cx)},${n(headY - headR * 1.05)} Q${n(cx + headR * 1.2)},${n(headY - headR * 1.3)} ${n(cx + headR * 0.95)},${n(headY + headR * 1.1)} Q${n(cx + headR * 0.8)},${n(headY - headR * 0.4)} ${n(cx)},${n(headY - headR * 0.6)} Q${n(cx - headR * 0.8)},${n(headY - headR * 0.4)} ${n(cx - headR * 0.95)},${n(headY + headR * 1.1)} Z" fill="${hair}"/>`,
    );
  const letters = initials(label);
  if (letters) {
    out.push(
      `<text x="${n(w * 0.08)}" y="${n(h * 0.94)}" font-family="DejaVu Serif" font-size="${n(w * 0.07)}" letter-spacing="${n(w * 0.012)}" fill="${dark ? BRAND.sand : BRAND.navy}" fill-opacity="0.85">${esc(letters)}</text>`,
    );
  }
  return svgDoc(
    w,
    h,
    [
      linear('bg', [
        [0, a],
        [1, b],
      ]),
      radial('halo', [
        [0, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ]),
    ],
    out,
  );
};

export const logo = (rng: Rng, w: number, h: number, label: string): string => {
  const ink = rng.pick([BRAND.navy, '#1f2a30', '#23415c', '#3b2f2a', BRAND.ink]);
  const accent = rng.pick([BRAND.gold, '#3d7ea6', '#a45a3f', '#4f7d6b']);
  const name = label.replace(/\s+logo$/i, '').trim();
  const cx = w * 0.5;
  const cy = h * 0.38;
  const r = h * 0.16;
  const mark = rng.int(0, 3);
  const out = [rect(0, 0, w, h, '#faf9f6')];
  if (mark === 0) {
    out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${ink}" stroke-width="${n(r * 0.08)}"/>`);
    for (let i = 0; i < 3; i += 1)
      out.push(
        `<path d="M${n(cx - r * 0.7)},${n(cy + i * r * 0.25 - r * 0.1)} q${n(r * 0.35)},${n(-r * 0.2)} ${n(r * 0.7)},0 t${n(r * 0.7)},0" stroke="${accent}" stroke-width="${n(r * 0.07)}" fill="none"/>`,
      );
  } else if (mark === 1) {
    out.push(`<polygon points="${n(cx)},${n(cy - r)} ${n(cx + r)},${n(cy)} ${n(cx)},${n(cy + r)} ${n(cx - r)},${n(cy)}" fill="${ink}"/>`);
    out.push(`<polygon points="${n(cx)},${n(cy - r * 0.55)} ${n(cx + r * 0.55)},${n(cy)} ${n(cx)},${n(cy + r * 0.55)} ${n(cx - r * 0.55)},${n(cy)}" fill="${accent}"/>`);
  } else if (mark === 2) {
    out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${ink}"/>`);
    out.push(`<text x="${n(cx)}" y="${n(cy + r * 0.36)}" text-anchor="middle" font-family="DejaVu Serif" font-size="${n(r * 1.0)}" fill="#faf9f6">${esc(initials(name) || name.slice(0, 1))}</text>`);
  } else {
    out.push(`<path d="M${n(cx - r)},${n(cy + r * 0.6)} L${n(cx)},${n(cy - r)} L${n(cx + r * 0.15)},${n(cy + r * 0.6)} Z" fill="${ink}"/>`);
    out.push(`<path d="M${n(cx + r * 0.3)},${n(cy + r * 0.6)} L${n(cx + r * 0.3)},${n(cy - r * 0.55)} L${n(cx + r)},${n(cy + r * 0.6)} Z" fill="${accent}"/>`);
  }
  // A capital with its 0.18 em spacing takes about 0.95 em: the wordmark stays within 85 % of the width.
  const size = Math.min(h * 0.11, (w * 0.85) / (Math.max(6, name.length) * 0.95));
  out.push(
    `<text x="${n(cx)}" y="${n(h * 0.75)}" text-anchor="middle" font-family="${rng.pick(['DejaVu Serif', 'DejaVu Sans'])}" font-size="${n(size)}" letter-spacing="${n(size * 0.18)}" fill="${ink}">${esc(name.toUpperCase())}</text>`,
  );
  out.push(rect(cx - w * 0.04, h * 0.82, w * 0.08, 3, accent));
  return svgDoc(w, h, [], out);
};

export const abstract = (rng: Rng, w: number, h: number): string => {
  const dark = rng.chance(0.6);
  const bg = dark ? rng.pick([BRAND.navy, '#10263a', '#1b2f2c']) : rng.pick([BRAND.mist, '#efe7da', '#e6ecef']);
  const line = dark ? rng.pick([BRAND.gold, BRAND.sand, '#7fa7c4']) : rng.pick([BRAND.navy, BRAND.gold, '#3d6a8a']);
  const out = [rect(0, 0, w, h, bg)];
  // Contour lines like a chart of the sea floor.
  const rows = rng.int(14, 24);
  const amp = h * rng.float(0.03, 0.08);
  const freq = rng.float(1.2, 3);
  const phase = rng.float(0, Math.PI * 2);
  for (let i = 0; i < rows; i += 1) {
    const y0 = (h * (i + 0.5)) / rows;
    let d = '';
    for (let s = 0; s <= 24; s += 1) {
      const x = (w * s) / 24;
      const y = y0 + Math.sin((s / 24) * Math.PI * freq + phase + i * 0.35) * amp * (0.6 + 0.4 * Math.sin(i * 0.7));
      d += `${s === 0 ? 'M' : 'L'}${n(x)},${n(y)} `;
    }
    out.push(`<path d="${d.trim()}" stroke="${line}" stroke-width="${n(rng.float(1.2, 3))}" stroke-opacity="${n(rng.float(0.25, 0.8))}" fill="none"/>`);
  }
  out.push(`<circle cx="${n(rng.float(w * 0.2, w * 0.8))}" cy="${n(rng.float(h * 0.2, h * 0.8))}" r="${n(h * rng.float(0.12, 0.25))}" fill="${line}" fill-opacity="0.12"/>`);
  return svgDoc(w, h, [], out);
};
