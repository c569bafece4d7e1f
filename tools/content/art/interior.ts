/** Yacht interiors in one-point perspective: salon, dining room, master cabin or sky lounge. */
import type { Rng } from '../random';
import { BRAND, FABRICS, WALLS, WOODS, mix, pickSky } from './palette';
import { roomOf, type Room } from './motifs';
import { linear, n, poly, rect, svgDoc } from './svg';

const sofa = (x: number, y: number, w: number, h: number, fabric: string): string[] => {
  const shade = mix(fabric, BRAND.ink, 0.25);
  return [
    rect(x, y, w, h * 0.55, shade, `rx="${n(h * 0.12)}"`),
    rect(x + h * 0.08, y + h * 0.35, w - h * 0.16, h * 0.45, fabric, `rx="${n(h * 0.1)}"`),
    rect(x - h * 0.05, y + h * 0.2, h * 0.28, h * 0.65, shade, `rx="${n(h * 0.1)}"`),
    rect(x + w - h * 0.23, y + h * 0.2, h * 0.28, h * 0.65, shade, `rx="${n(h * 0.1)}"`),
    rect(x + h * 0.1, y + h * 0.78, w - h * 0.2, h * 0.08, mix(shade, '#000000', 0.3)),
  ];
};

export const yachtInterior = (rng: Rng, w: number, h: number, hint: string): string => {
  const room: Room = roomOf(hint) ?? rng.pick<Room>(['salon', 'dining', 'cabin', 'lounge', 'salon']);
  const sky = pickSky(rng, ['morning', 'noon', 'lagoon', 'golden']);
  const wall = rng.pick(WALLS);
  const wood = rng.pick(WOODS);
  const fabric = rng.pick(FABRICS);
  const accent = rng.pick([BRAND.navy, BRAND.gold, '#7d8f86', '#a45a3f', '#3d5a73']);
  // Back wall rectangle and vanishing point.
  const bx0 = w * 0.2;
  const bx1 = w * 0.8;
  const by0 = h * 0.2;
  const by1 = h * 0.66;
  const defs = [
    linear('view', [
      [0, sky.sky[1]],
      [0.55, sky.sky[2]],
      [0.56, sky.sea[0]],
      [1, sky.sea[1]],
    ]),
    linear('floor', [
      [0, mix(wood, '#000000', 0.15)],
      [1, wood],
    ]),
    linear('ceiling', [
      [0, mix(wall, '#ffffff', 0.5)],
      [1, wall],
    ]),
    linear(
      'light',
      [
        [0, '#ffffff', 0],
        [1, '#fff6e0', 0.22],
      ],
      1,
      0,
    ),
  ];
  const out: string[] = [
    poly(
      [
        [0, 0],
        [w, 0],
        [bx1, by0],
        [bx0, by0],
      ],
      'url(#ceiling)',
    ),
    poly(
      [
        [0, 0],
        [bx0, by0],
        [bx0, by1],
        [0, h],
      ],
      mix(wall, BRAND.ink, 0.12),
    ),
    poly(
      [
        [w, 0],
        [bx1, by0],
        [bx1, by1],
        [w, h],
      ],
      mix(wall, BRAND.ink, 0.18),
    ),
    poly(
      [
        [0, h],
        [bx0, by1],
        [bx1, by1],
        [w, h],
      ],
      'url(#floor)',
    ),
    rect(bx0, by0, bx1 - bx0, by1 - by0, wall),
  ];
  // Floor planks converge on the vanishing point.
  for (let i = 1; i < 14; i += 1) {
    const t = i / 14;
    out.push(`<path d="M${n(bx0 + (bx1 - bx0) * t)},${n(by1)} L${n(w * t)},${n(h)}" stroke="${mix(wood, '#000000', 0.25)}" stroke-width="2" stroke-opacity="0.35"/>`);
  }
  // Panoramic windows with the sea beyond.
  const panes = room === 'cabin' ? 2 : rng.int(3, 4);
  const gap = (bx1 - bx0) * 0.03;
  const paneW = (bx1 - bx0 - gap * (panes + 1)) / panes;
  for (let i = 0; i < panes; i += 1) {
    const x = bx0 + gap + i * (paneW + gap);
    out.push(rect(x, by0 + (by1 - by0) * 0.12, paneW, (by1 - by0) * 0.55, 'url(#view)'));
  }
  // Ceiling light cove and downlights.
  out.push(
    poly(
      [
        [w * 0.08, h * 0.05],
        [w * 0.92, h * 0.05],
        [bx1 - 10, by0 - 8],
        [bx0 + 10, by0 - 8],
      ],
      mix(wall, '#ffffff', 0.7),
      'fill-opacity="0.4"',
    ),
  );
  for (let i = 0; i < 5; i += 1) {
    const x = w * (0.25 + i * 0.125);
    out.push(`<ellipse cx="${n(x)}" cy="${n(h * 0.1)}" rx="${n(w * 0.012)}" ry="${n(h * 0.006)}" fill="#fff8e6"/>`);
  }
  // Rug.
  out.push(
    poly(
      [
        [w * 0.24, h * 0.95],
        [w * 0.31, h * 0.72],
        [w * 0.69, h * 0.72],
        [w * 0.76, h * 0.95],
      ],
      mix(fabric, '#ffffff', 0.4),
      'fill-opacity="0.85"',
    ),
  );
  if (room === 'cabin') {
    const bx = w * 0.3;
    const bw = w * 0.4;
    out.push(rect(bx - w * 0.03, by0 + (by1 - by0) * 0.3, bw + w * 0.06, (by1 - by0) * 0.75, mix(wood, '#000000', 0.1), `rx="${n(w * 0.006)}"`));
    out.push(rect(bx, h * 0.62, bw, h * 0.2, '#f4f1ea', `rx="${n(w * 0.01)}"`));
    out.push(rect(bx, h * 0.74, bw, h * 0.12, fabric, `rx="${n(w * 0.008)}"`));
    out.push(rect(bx + bw * 0.08, h * 0.58, bw * 0.38, h * 0.07, '#ffffff', `rx="${n(w * 0.01)}"`));
    out.push(rect(bx + bw * 0.54, h * 0.58, bw * 0.38, h * 0.07, '#ffffff', `rx="${n(w * 0.01)}"`));
    for (const x of [bx - w * 0.1, bx + bw + w * 0.03]) {
      out.push(rect(x, h * 0.66, w * 0.07, h * 0.1, wood));
      out.push(rect(x + w * 0.025, h * 0.6, w * 0.02, h * 0.06, accent));
    }
  } else if (room === 'dining') {
    // Chair backs stand behind the table top.
    for (let i = 0; i < 6; i += 1) {
      const x = w * (0.3 + i * 0.08);
      out.push(rect(x, h * 0.62, w * 0.04, h * 0.1, fabric, `rx="${n(w * 0.008)}"`));
    }
    out.push(`<ellipse cx="${n(w / 2)}" cy="${n(h * 0.74)}" rx="${n(w * 0.22)}" ry="${n(h * 0.05)}" fill="${wood}"/>`);
    out.push(rect(w * 0.485, h * 0.76, w * 0.03, h * 0.12, mix(wood, '#000000', 0.3)));
    for (let i = 0; i < 4; i += 1) out.push(`<circle cx="${n(w * (0.4 + i * 0.065))}" cy="${n(h * 0.72)}" r="${n(w * 0.008)}" fill="#ffffff"/>`);
    out.push(`<ellipse cx="${n(w / 2)}" cy="${n(h * 0.3)}" rx="${n(w * 0.1)}" ry="${n(h * 0.02)}" fill="${BRAND.gold}"/>`);
  } else {
    const sw = w * (room === 'lounge' ? 0.5 : 0.44);
    out.push(...sofa((w - sw) / 2, h * 0.56, sw, h * 0.16, fabric));
    out.push(rect(w * 0.4, h * 0.79, w * 0.2, h * 0.03, mix(wood, '#000000', 0.2), `rx="${n(w * 0.004)}"`));
    out.push(rect(w * 0.41, h * 0.82, w * 0.18, h * 0.05, mix(wood, '#000000', 0.4)));
    out.push(`<circle cx="${n(w * 0.46)}" cy="${n(h * 0.775)}" r="${n(w * 0.012)}" fill="${accent}"/>`);
    // Armchair and a floor lamp.
    out.push(...sofa(w * 0.06, h * 0.66, w * 0.14, h * 0.17, mix(fabric, accent, 0.35)));
    out.push(rect(w * 0.86, h * 0.42, w * 0.004, h * 0.38, BRAND.ink));
    out.push(
      poly(
        [
          [w * 0.835, h * 0.42],
          [w * 0.895, h * 0.42],
          [w * 0.88, h * 0.36],
          [w * 0.85, h * 0.36],
        ],
        '#f1e6cf',
      ),
    );
  }
  out.push(rect(0, 0, w, h, 'url(#light)'));
  return svgDoc(w, h, defs, out);
};
