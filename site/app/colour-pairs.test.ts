import { PDF_COLOURS } from '../lib/brochure/style';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_PAIRS } from './colour-pairs';

const root = join(import.meta.dirname, '..', '..');
const css = readFileSync(join(import.meta.dirname, 'globals.css'), 'utf8');

/** The colour tokens of the `@theme` block: name -> #rrggbb. */
const readTokens = (source: string): Map<string, string> => {
  const theme = /@theme\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Map([...theme.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1] ?? '', (m[2] ?? '').toLowerCase()]));
};
const tokens = readTokens(css);

type Rgb = readonly [number, number, number];
const rgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** WCAG 2.x relative luminance of an sRGB colour. */
const luminance = ([r, g, b]: Rgb): number => {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

/** A token with an optional `/alpha`, composited over an opaque background as the browser paints it. */
const paint = (spec: string, under: Rgb): Rgb => {
  const [name = '', alpha] = spec.split('/');
  const hex = tokens.get(name);
  if (!hex) throw new Error(`No colour token '${name}' in globals.css`);
  const a = alpha === undefined ? 1 : Number(alpha) / 100;
  const top = rgb(hex);
  const mix = (i: 0 | 1 | 2) => Math.round(a * top[i] + (1 - a) * under[i]);
  return [mix(0), mix(1), mix(2)];
};

describe('design tokens', () => {
  it('the contrast formula gives the WCAG reference values and catches the old gold buttons', () => {
    expect(contrastRatio(rgb('#ffffff'), rgb('#000000'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#777777'), rgb('#ffffff'))).toBeCloseTo(4.48, 2);
    // White on the former button gold (3.09:1) and the former 404 label (2.24:1) fail AA.
    expect(contrastRatio(rgb('#ffffff'), rgb('#b08d57'))).toBeCloseTo(3.09, 2);
    expect(contrastRatio(rgb('#c8a96a'), rgb('#ffffff'))).toBeLessThan(2.3);
  });

  it('the theme defines navy, the golds, body text and the greys', () => {
    for (const name of ['white', 'navy', 'gold', 'gold-deep', 'body', 'gray-50', 'gray-white']) expect(tokens.has(name), name).toBe(true);
  });

  it.each(TEXT_PAIRS)('WCAG AA: $text on $background ($where)', ({ text, background, large }) => {
    const ground = paint(background, rgb('#ffffff'));
    const ratio = contrastRatio(paint(text, ground), ground);
    expect(ratio).toBeGreaterThanOrEqual(large ? 3 : 4.5);
  });
});

/** Source files whose class names reach the page (tests excluded). */
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${join('site', 'e2e')}`) && !file.includes('.next'))
    // A PDF cannot read CSS: the brochure copies the tokens' values, checked against them below.
    .filter((file) => !file.endsWith(join('site', 'lib', 'brochure', 'style.ts')));

const PALETTE =
  /\b(?:bg|text|border(?:-[trblxy])?|divide|outline|decoration|from|via|to|ring|fill|stroke|marker:text|shadow)-((?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3}|sand(?:-light)?)\b/g;

describe('components use the tokens', () => {
  const files = ['components', 'renderer', 'site'].flatMap(sources);

  it('finds the component sources', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('no colour is written as a hex literal or an arbitrary value', () => {
    const found = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/-\[#[0-9a-f]{3,8}\]|['"`\s]#[0-9a-f]{6}\b/gi)].map((m) => `${relative(root, file)}: ${m[0].trim()}`));
    expect(found).toEqual([]);
  });

  it('every palette colour class names a token of globals.css', () => {
    const found = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(PALETTE)].filter((m) => !tokens.has(m[1] ?? '')).map((m) => `${relative(root, file)}: ${m[0]}`));
    expect(found).toEqual([]);
  });
});

describe('the brochure PDF uses the same palette', () => {
  it('every brochure colour is the value of a @theme token of globals.css', () => {
    const css = readFileSync(join(root, 'site', 'app', 'globals.css'), 'utf8').toLowerCase();
    const missing = Object.entries(PDF_COLOURS).filter(([, hex]) => !css.includes(`: ${hex.toLowerCase()};`));
    expect(missing).toEqual([]);
  });
});
