/**
 * The site's typeface, Jost (@fontsource/jost), embedded in the brochure, so names and words in
 * any language the font covers print as written (Łukasz, Şahin, Dvořák, €, curly quotes) instead
 * of the standard PDF fonts' Latin-1. Fontsource ships each weight as subsets (latin, latin-ext,
 * cyrillic) and says in its unicode.json which code points each holds: a text is drawn in runs, each
 * in the subset that has its characters; pdfkit embeds only the glyphs used.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export type FontRole = 'sans' | 'sansBold' | 'display';

/** Weights of the site's type: body 400, headings 500, labels and values 700. */
const WEIGHTS: Record<FontRole, number> = { sans: 400, sansBold: 700, display: 500 };

/** In order of preference: a character both hold is drawn from the first. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;
type Subset = (typeof SUBSETS)[number];

/**
 * Read from the working directory, as Next documents for files a route ships: npm scripts run in
 * the repository (node_modules beside them), the standalone server in its site/ folder (node_modules one up).
 */
const FONT_DIR =
  [process.cwd(), path.dirname(process.cwd())].map((dir) => path.join(dir, 'node_modules', '@fontsource', 'jost')).find((dir) => existsSync(path.join(dir, 'unicode.json'))) ??
  path.join(process.cwd(), 'node_modules', '@fontsource', 'jost');

const unicodeSchema = z.record(z.enum(SUBSETS), z.string().regex(/^U\+[0-9A-F]+(-[0-9A-F]+)?(,U\+[0-9A-F]+(-[0-9A-F]+)?)*$/i));

type Range = readonly [number, number];

/** 'U+0000-00FF,U+0131' -> [[0, 255], [305, 305]]: the CSS unicode-range fontsource writes. */
const rangesOf = (list: string): Range[] =>
  list.split(',').map((entry) => {
    const [from = '0', to = from] = entry.slice(2).split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
  });

let coverage: ReadonlyMap<Subset, Range[]> | undefined;
const subsetRanges = (): ReadonlyMap<Subset, Range[]> => {
  coverage ??= new Map(
    Object.entries(unicodeSchema.parse(JSON.parse(readFileSync(path.join(FONT_DIR, 'unicode.json'), 'utf8')))).flatMap(([subset, list]) => {
      const known = SUBSETS.find((s) => s === subset);
      return known ? [[known, rangesOf(list)] as const] : [];
    }),
  );
  return coverage;
};

/** The subset that holds a character; characters none holds go with the latin one (its .notdef). */
const subsetOf = (char: string): Subset => {
  const code = char.codePointAt(0) ?? 0;
  return (
    SUBSETS.find((subset) =>
      subsetRanges()
        .get(subset)
        ?.some(([from, to]) => code >= from && code <= to),
    ) ?? 'latin'
  );
};

export const fontName = (role: FontRole, subset: Subset): string => `jost-${WEIGHTS[role]}-${subset}`;

/** The font file of a role and subset (WOFF: pdfkit's fontkit reads it and subsets what is used). */
const fontFile = (role: FontRole, subset: Subset): string => path.join(FONT_DIR, 'files', `jost-${subset}-${WEIGHTS[role]}-normal.woff`);

/** Registers every role in every subset on a document (each is embedded only if used). */
export const registerFonts = (doc: PDFKit.PDFDocument): void => {
  for (const role of Object.keys(WEIGHTS) as FontRole[]) {
    for (const subset of SUBSETS) doc.registerFont(fontName(role, subset), fontFile(role, subset));
  }
};

export type Run = { subset: Subset; text: string };

/** A text cut where its characters change subset: 'Łódź' -> latin-ext 'Ł', latin 'ó', latin-ext 'dź'. */
export const runsOf = (text: string): Run[] => {
  const runs: Run[] = [];
  for (const char of text) {
    // Spaces and punctuation every subset lacks stay in the run they sit in.
    const subset = /\s/u.test(char) && runs.length > 0 ? (runs.at(-1)?.subset ?? 'latin') : subsetOf(char);
    const last = runs.at(-1);
    if (last && last.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
};

/**
 * Draws `text` in a role of the site's type at (x, y) with pdfkit's options, run by run: pdfkit
 * continues a text over several calls (`continued`), wrapping lines across the runs.
 */
export const drawText = (doc: PDFKit.PDFDocument, role: FontRole, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}): void => {
  const runs = runsOf(text);
  if (runs.length <= 1) {
    doc.font(fontName(role, runs[0]?.subset ?? 'latin')).text(text, x, y, options);
    return;
  }
  runs.forEach((run, index) => {
    const continued = index < runs.length - 1;
    doc.font(fontName(role, run.subset));
    if (index === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { ...options, continued });
  });
};
