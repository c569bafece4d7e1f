import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fx, item } from '../../../schema/fixtures';
import { validYachtElements } from '../../../schema/yacht/yacht.fixtures';
import { yachtView } from '../../../schema/yacht/view';
import { brochureContent } from './content';
import { runsOf } from './fonts';
import { renderBrochurePdf } from './pdf';

const ctx = { locale: 'en' as const, linkedItem: () => undefined, report: () => undefined };

const viewOf = (view: 'charter' | 'sale', name?: string) => {
  const elements = validYachtElements[0] ?? {};
  const yacht = yachtView(item('yacht', 'yacht_aurora', name ? { ...elements, name: fx.text(name) } : elements), view, ctx);
  if (!yacht) throw new Error('fixture yacht must map');
  return yacht;
};

type Shown = { text: string; missing: number; fonts: string[] };

/** A font's ToUnicode CMap (bfrange arrays and bfchar pairs, as pdfkit writes them): glyph code -> text. */
const toUnicode = (cmap: string): Map<number, string> => {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, start = '0', list = ''] of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
    [...list.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, hex = ''], i) => map.set(Number.parseInt(start, 16) + i, utf16(hex)));
  }
  for (const [, code = '0', hex = ''] of cmap.matchAll(/^<([0-9a-f]+)>\s*<([0-9a-f]+)>$/gim)) map.set(Number.parseInt(code, 16), utf16(hex));
  return map;
};

/**
 * The text a PDF shows, read as a PDF reader does: each page's content streams, the font each run
 * selects (Tf) and that font's ToUnicode map; `missing` counts glyphs drawn as .notdef (code 0).
 */
const textOf = async (pdf: Buffer): Promise<Shown> => {
  const doc = await PDFDocument.load(pdf);
  const parts: string[] = [];
  const fonts = new Set<string>();
  let missing = 0;
  for (const page of doc.getPages()) {
    const resources = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const byName = new Map<string, Map<number, string>>();
    for (const [name, ref] of resources?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      fonts.add(font.lookup(PDFName.of('BaseFont'))?.toString() ?? '');
      const stream = font.lookup(PDFName.of('ToUnicode'));
      if (stream instanceof PDFRawStream) byName.set(name.toString(), toUnicode(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const data = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      let map = new Map<number, string>();
      for (const match of data.matchAll(/(\/\w+) [\d.]+ Tf|\[(.*?)\]\s*TJ/g)) {
        if (match[1]) {
          map = byName.get(match[1]) ?? new Map();
          continue;
        }
        const hex = [...(match[2] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '').join('');
        let text = '';
        for (let at = 0; at < hex.length; at += 4) {
          const code = Number.parseInt(hex.slice(at, at + 4), 16);
          if (code === 0) missing += 1;
          text += map.get(code) ?? '\uFFFD';
        }
        parts.push(text);
      }
    }
  }
  return { text: parts.join(''), missing, fonts: [...fonts] };
};

const jpeg = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#16304a' } })
    .jpeg()
    .toBuffer();

// Making and parsing a PDF takes a few seconds on a busy machine.
const SLOW = 30_000;

describe('yacht brochure PDF (spec 2.8)', () => {
  it(
    'a real PDF: cover, details and gallery pages, the title metadata, the name, figures, price and contact line in its text',
    async () => {
      const content = brochureContent(viewOf('sale'), 'sale', 'en', 'http://localhost/contact-superyacht-company/');
      const pdf = await renderBrochurePdf(content, { cover: await jpeg(), gallery: [await jpeg(), await jpeg()] }, new Date('2026-01-01T00:00:00Z'));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(pdf);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
      expect(doc.getTitle()).toBe('Aurora | Yacht for sale | Halcyon Yachts');
      const { text } = await textOf(pdf);
      for (const expected of ['Aurora', 'YACHT FOR SALE', 'Benetti', '50 m', 'Swimming pool', 'Halcyon Yachts', 'contact-superyacht-company']) {
        expect(text).toContain(expected);
      }
      expect(content.price?.text).toMatch(/^(€|\$)[\d,]+/);
    },
    SLOW,
  );

  it(
    'renders without images (a failing media fetch) and in Spanish',
    async () => {
      const content = brochureContent(viewOf('charter'), 'charter', 'es', 'http://localhost/es/contact-superyacht-company/');
      const pdf = await renderBrochurePdf(content, { cover: null, gallery: [] }, new Date());
      const doc = await PDFDocument.load(pdf);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
      expect(doc.getTitle()).toBe('Aurora | Yate en alquiler | Halcyon Yachts');
      expect((await textOf(pdf)).text).toContain('Especificaciones'.toUpperCase());
    },
    SLOW,
  );

  it(
    "names outside Latin-1 print as written, in the site's embedded typeface (Ł, Ş, Ğ, Č, €, curly quotes)",
    async () => {
      const name = 'Łukasz “Şahin” Ğ Dvořák Č';
      const content = brochureContent(viewOf('sale', name), 'sale', 'en', 'http://localhost/contact-superyacht-company/');
      expect(content.price?.text).toMatch(/^€/);
      const shown = await textOf(await renderBrochurePdf(content, { cover: null, gallery: [] }, new Date('2026-01-01T00:00:00Z')));
      expect(shown.text).toContain(name);
      expect(shown.text).toContain(content.price?.text);
      expect(shown.missing).toBe(0);
      expect(shown.fonts.length).toBeGreaterThan(0);
      for (const font of shown.fonts) expect(font).toMatch(/^\/[A-Z]{6}\+Jost-/);
    },
    SLOW,
  );

  it('a text is cut into runs by the subset of the typeface that holds its characters', () => {
    expect(runsOf('Łódź 1 €')).toEqual([
      { subset: 'latin-ext', text: 'Ł' },
      { subset: 'latin', text: 'ód' },
      { subset: 'latin-ext', text: 'ź ' },
      { subset: 'latin', text: '1 €' },
    ]);
    expect(runsOf('Cañón – 35 m')).toEqual([{ subset: 'latin', text: 'Cañón – 35 m' }]);
  });
});
