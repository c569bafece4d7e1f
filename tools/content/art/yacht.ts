/**
 * Side-profile superyacht silhouettes drawn in a local frame: length 1000 units, bow at x = 1000,
 * waterline at y = 0, up is negative. Callers place them with a transform.
 */
import type { Rng } from '../random';
import { BRAND, HULLS, mix, type Sky } from './palette';
import { linear, n, poly, rect } from './svg';

export type YachtLook = {
  hull: string;
  superstructure: string;
  glass: string;
  decks: number;
  freeboard: number;
  rake: number;
  sheer: number;
  sail: boolean;
  furled: boolean;
  masts: number;
  litWindows: boolean;
};

export const yachtLook = (rng: Rng, sky: Sky, sail: boolean, size = rng.next()): YachtLook => {
  const hull = sail ? rng.pick(['#f7f7f5', '#14263d', '#1d3557', '#2b2f36', '#e8e2d4']) : rng.pick(HULLS);
  const dark = parseInt(hull.slice(1, 3), 16) < 120;
  return {
    hull,
    superstructure: dark && rng.chance(0.25) ? hull : rng.pick(['#f7f7f5', '#f2f1ec', '#e9e9e6']),
    glass: rng.pick(['#1b2633', '#22313f', '#2a3b4c', '#18222c']),
    decks: sail ? 1 : 2 + Math.round(size * 2),
    freeboard: sail ? 48 : 92 - size * 18,
    rake: sail ? 70 : rng.pick([8, 25, 45, 70]),
    sheer: rng.float(12, 34),
    sail,
    furled: rng.chance(0.45),
    masts: rng.chance(0.3) ? 2 : 1,
    litWindows: sky.night || (sky.name === 'dusk' && rng.chance(0.6)),
  };
};

const bowX = (look: YachtLook, y: number): number => {
  const top = -(look.freeboard + look.sheer);
  const t = (y - 10) / (top - 10);
  return 1000 - look.rake + look.rake * t;
};

const motorTop = (rng: Rng, look: YachtLook, shade: string): string[] => {
  const out: string[] = [];
  const dh = 50;
  const deckBase = -look.freeboard - 4;
  let topFront = 0;
  let topAft = 0;
  let topY = 0;
  for (let k = 0; k < look.decks; k += 1) {
    const base = deckBase - k * dh;
    const top = base - dh + 4;
    const xs = 95 + k * rng.float(55, 85);
    const xe = 790 - k * rng.float(95, 135);
    const fr = rng.float(45, 75);
    out.push(
      poly(
        [
          [xs, base],
          [xe, base],
          [xe - fr, top],
          [xs + 8, top],
        ],
        look.superstructure,
      ),
    );
    // The glazed band of the deck, raked like its front.
    const g0 = base - dh * 0.22;
    const g1 = base - dh * 0.68;
    const frontAt = (y: number) => xe - fr * ((base - y) / (base - top)) - 14;
    out.push(
      poly(
        [
          [xs + 22, g0],
          [frontAt(g0), g0],
          [frontAt(g1), g1],
          [xs + 22, g1],
        ],
        'url(#glass)',
      ),
    );
    if (look.litWindows) {
      for (let x = xs + 40; x < frontAt(g0) - 30; x += rng.float(60, 110)) {
        out.push(rect(x, g1 + 3, rng.float(18, 40), g0 - g1 - 6, '#f4c86e', `fill-opacity="${n(rng.float(0.5, 0.9))}"`));
      }
    }
    // Deck overhang: a thin shadowed lip running aft of the tier.
    out.push(rect(xs - 28, top - 3, xe - fr - xs + 40, 6, shade));
    topFront = xe - fr;
    topAft = xs;
    topY = top;
  }
  // Radar mast with domes, raked back.
  const mx = topAft + (topFront - topAft) * rng.float(0.45, 0.6);
  const mh = rng.float(55, 85);
  out.push(
    poly(
      [
        [mx - 38, topY],
        [mx + 30, topY],
        [mx + 8, topY - mh],
        [mx - 22, topY - mh],
      ],
      look.superstructure,
    ),
  );
  out.push(rect(mx - 46, topY - mh - 5, 70, 6, shade));
  out.push(`<circle cx="${n(mx - 18)}" cy="${n(topY - mh - 16)}" r="11" fill="${look.superstructure}"/>`);
  out.push(`<circle cx="${n(mx + 10)}" cy="${n(topY - mh - 13)}" r="8" fill="${look.superstructure}"/>`);
  out.push(rect(mx - 4, topY - mh - 55, 3, 50, shade));
  return out;
};

const sailRig = (rng: Rng, look: YachtLook, shade: string): string[] => {
  const out: string[] = [];
  const deck = -look.freeboard;
  out.push(
    poly(
      [
        [330, deck],
        [640, deck],
        [615, deck - 34],
        [350, deck - 34],
      ],
      look.superstructure,
    ),
  );
  out.push(rect(365, deck - 26, 230, 13, 'url(#glass)'));
  const masts = look.masts === 2 ? [560, 250] : [520];
  masts.forEach((mx, i) => {
    const mh = (i === 0 ? 980 : 720) * rng.float(0.92, 1.05);
    const top = deck - mh;
    out.push(rect(mx - 5, top, 10, mh, '#e9e9e6'));
    out.push(
      `<path d="M${n(mx)},${n(top)} L${n(i === 0 ? 985 : mx + 300)},${n(deck - look.sheer)} M${n(mx)},${n(top)} L${n(i === 0 ? 40 : 20)},${n(deck + 10)}" stroke="${shade}" stroke-width="2.2" fill="none"/>`,
    );
    if (!look.furled) {
      const boomY = deck - 70;
      const aft = i === 0 ? (look.masts === 2 ? 290 : 150) : 40;
      out.push(
        poly(
          [
            [mx - 7, boomY],
            [mx - 7, top + 30],
            [aft, boomY],
          ],
          'url(#sailcloth)',
        ),
      );
      out.push(rect(aft, boomY, mx - aft, 7, shade));
      if (i === 0)
        out.push(
          poly(
            [
              [mx + 9, top + 70],
              [985, deck - look.sheer - 6],
              [mx + 40, deck - 24],
            ],
            'url(#sailcloth)',
          ),
        );
    } else {
      out.push(rect(mx - (i === 0 ? 330 : 220), deck - 62, i === 0 ? 330 : 220, 16, BRAND.sand));
    }
  });
  return out;
};

/** Defs the yacht needs (glass, sailcloth, hull shading); include once per document. */
export const yachtDefs = (look: YachtLook, sky: Sky): string[] => [
  linear('glass', [
    [0, mix(look.glass, sky.sky[1], 0.35)],
    [1, look.glass],
  ]),
  linear(
    'sailcloth',
    [
      [0, '#fbfaf6'],
      [1, mix('#e7e2d6', sky.sky[2], 0.3)],
    ],
    1,
    0,
  ),
  linear('hull', [
    [0, mix(look.hull, sky.glow, 0.12)],
    [1, mix(look.hull, BRAND.ink, 0.28)],
  ]),
];

/** The yacht itself, in the local frame (see the module comment). */
export const yachtBody = (rng: Rng, look: YachtLook): string => {
  const fb = look.freeboard;
  const shade = mix(look.superstructure, BRAND.ink, 0.35);
  const bowTop = -(fb + look.sheer);
  const out: string[] = [];
  const sternX = look.sail ? 40 : 0;
  out.push(
    `<path d="M${sternX},${n(-fb)} L600,${n(-fb - look.sheer * 0.3)} Q880,${n(bowTop + 2)} 1000,${n(bowTop)} L${n(1000 - look.rake)},10 L${n(sternX + (look.sail ? 60 : 20))},10 L${n(sternX + (look.sail ? 45 : 0))},0 Z" fill="url(#hull)"/>`,
  );
  // Sheer highlight and boot stripe.
  out.push(`<path d="M${sternX},${n(-fb)} L600,${n(-fb - look.sheer * 0.3)} Q880,${n(bowTop + 2)} 1000,${n(bowTop)}" stroke="${mix(look.hull, '#ffffff', 0.5)}" stroke-width="3" fill="none"/>`);
  const stripe = look.hull === '#f7f7f5' ? BRAND.deep : mix(look.hull, '#ffffff', 0.7);
  out.push(
    poly(
      [
        [sternX + 6, -9],
        [bowX(look, -9), -9],
        [bowX(look, -3), -3],
        [sternX + 6, -3],
      ],
      stripe,
    ),
  );
  if (!look.sail) {
    out.push(rect(-26, -13, 30, 7, shade));
    const rows = look.decks >= 4 ? 2 : 1;
    for (let r = 0; r < rows; r += 1) {
      for (let x = 230; x < 700; x += rng.float(46, 60)) out.push(rect(x, -fb * (0.52 - r * 0.22), 24, 7, look.glass));
    }
    out.push(...motorTop(rng, look, shade));
  } else {
    out.push(...sailRig(rng, look, shade));
  }
  return out.join('');
};
