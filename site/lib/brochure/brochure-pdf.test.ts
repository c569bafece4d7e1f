import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { item } from '../../../schema/fixtures';
import { validYachtElements } from '../../../schema/yacht/yacht.fixtures';
import { yachtView } from '../../../schema/yacht/view';
import { brochureContent } from './content';
import { renderBrochurePdf, winAnsi } from './pdf';

const ctx = { locale: 'en' as const, linkedItem: () => undefined, report: () => undefined };

const viewOf = (view: 'charter' | 'sale') => {
  const yacht = yachtView(item('yacht', 'yacht_aurora', validYachtElements[0] ?? {}), view, ctx);
  if (!yacht) throw new Error('fixture yacht must map');
  return yacht;
};

/** The text a PDF shows: its content streams decoded, the hex strings of the standard fonts read as Latin-1. */
const textOf = async (pdf: Buffer): Promise<string> => {
  const doc = await PDFDocument.load(pdf);
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    // Content streams only: images (DCTDecode) are not text.
    if (!(object instanceof PDFRawStream) || object.dict.toString().includes('/Subtype /Image')) continue;
    const data = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const match of data.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = match[1] ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '').join('') : (match[2] ?? '');
      parts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return parts.join(' ');
};

const jpeg = () => sharp({ create: { width: 320, height: 200, channels: 3, background: '#16304a' } }).jpeg().toBuffer();

// Making and parsing a PDF takes a few seconds on a busy machine.
const SLOW = 30_000;

describe('yacht brochure PDF (issue 6 section 3)', () => {
  it('a real PDF: cover, details and gallery pages, the title metadata, the name, figures, price and contact line in its text', async () => {
    const content = brochureContent(viewOf('sale'), 'sale', 'en', 'http://localhost/contact-superyacht-company/');
    const pdf = await renderBrochurePdf(content, { cover: await jpeg(), gallery: [await jpeg(), await jpeg()] }, new Date('2026-01-01T00:00:00Z'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(doc.getTitle()).toBe('Aurora | Yacht for sale | Halcyon Yachts');
    const text = await textOf(pdf);
    for (const expected of ['Aurora', 'YACHT FOR SALE', 'Benetti', '50 m', 'Swimming pool', 'Halcyon Yachts', 'contact-superyacht-company']) {
      expect(text).toContain(expected);
    }
    expect(content.price?.text).toMatch(/^(€|\$)[\d,]+/);
  }, SLOW);

  it('renders without images (a failing media fetch) and in Spanish', async () => {
    const content = brochureContent(viewOf('charter'), 'charter', 'es', 'http://localhost/es/contact-superyacht-company/');
    const pdf = await renderBrochurePdf(content, { cover: null, gallery: [] }, new Date());
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toBe('Aurora | Yate en alquiler | Halcyon Yachts');
    expect(await textOf(pdf)).toContain('Especificaciones'.toUpperCase());
  }, SLOW);

  it('text the standard fonts cannot encode is replaced, Spanish and currency signs are kept', () => {
    expect(winAnsi('Cañón – 1.250.000 € · 35 m × 8 m')).toBe('Cañón – 1.250.000 € · 35 m × 8 m');
    expect(winAnsi('Žofia Łódź 海')).toBe('Žofia ?ódz ?');
  });
});
