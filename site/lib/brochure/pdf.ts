/**
 * The brochure as an A4 PDF (pdfkit: it lays out and wraps text, breaks pages and embeds JPEGs,
 * which pdf-lib leaves to the caller). Page 1 is the cover (profile image, name, key figures, price);
 * then the description, specification, features and cruising areas; then a few gallery images and
 * the brokerage's contact line. Text is set in the site's typeface, embedded (./fonts.ts), so names
 * print as written in any script the font covers.
 */
import PDFDocument from 'pdfkit';
import type { BrochureContent, Row } from './content';
import { drawText, registerFonts, type FontRole } from './fonts';
import { PDF_COLOURS as C } from './style';

export type BrochureImages = { cover: Buffer | null; gallery: Buffer[] };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INNER = A4.width - 2 * MARGIN;
const FOOTER_SPACE = 40;

type Doc = PDFKit.PDFDocument;

/** Sets size and colour, then draws the text in the role's font (./fonts.ts). */
const write = (doc: Doc, role: FontRole, size: number, colour: string, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}): void => {
  doc.fontSize(size).fillColor(colour);
  drawText(doc, role, text, x, y, options);
};

const eyebrow = (doc: Doc, text: string, x: number, y: number, colour: string = C.gold): void => {
  write(doc, 'sansBold', 8, colour, text.toUpperCase(), x, y, { characterSpacing: 1.6, lineBreak: false });
};

const newPage = (doc: Doc): void => {
  doc.addPage();
  doc.x = MARGIN;
  doc.y = MARGIN;
};

/** Starts a section on the current page, or on a new one when less than `need` points are left. */
const section = (doc: Doc, title: string, need = 120): void => {
  if (doc.y + need > A4.height - MARGIN - FOOTER_SPACE) newPage(doc);
  else doc.moveDown(1.2);
  const y = doc.y;
  eyebrow(doc, title, MARGIN, y, C.goldDeep);
  doc
    .moveTo(MARGIN, y + 14)
    .lineTo(MARGIN + 36, y + 14)
    .lineWidth(0.8)
    .strokeColor(C.gold)
    .stroke();
  doc.x = MARGIN;
  doc.y = y + 26;
};

const cover = (doc: Doc, content: BrochureContent, image: Buffer | null): void => {
  const imageHeight = A4.height * 0.55;
  doc.rect(0, 0, A4.width, A4.height).fill(C.navy);
  if (image) {
    doc.save();
    doc.rect(0, 0, A4.width, imageHeight).clip();
    doc.image(image, 0, 0, { cover: [A4.width, imageHeight], align: 'center', valign: 'center' });
    doc.restore();
  }
  let y = imageHeight + 36;
  eyebrow(doc, content.viewLabel, MARGIN, y);
  doc
    .moveTo(MARGIN, y + 16)
    .lineTo(MARGIN + 48, y + 16)
    .lineWidth(1)
    .strokeColor(C.gold)
    .stroke();
  y += 30;
  write(doc, 'display', 40, C.white, content.name, MARGIN, y, { width: INNER, characterSpacing: 2 });
  y = doc.y + 2;
  if (content.subtitle) {
    write(doc, 'sans', 11, C.whiteSoft, content.subtitle, MARGIN, y, { width: INNER });
    y = doc.y;
  }
  y += 22;
  const columns = 3;
  const cell = INNER / columns;
  content.keyFigures.forEach((row, index) => {
    const x = MARGIN + (index % columns) * cell;
    const top = y + Math.floor(index / columns) * 46;
    eyebrow(doc, row.label, x, top);
    write(doc, 'sans', 13, C.white, row.value, x, top + 13, { width: cell - 12, lineBreak: false, ellipsis: true });
  });
  y += Math.ceil(content.keyFigures.length / columns) * 46 + 8;
  if (content.price) {
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + INNER, y)
      .lineWidth(0.5)
      .strokeColor(C.gold)
      .stroke();
    eyebrow(doc, content.price.label, MARGIN, y + 14);
    write(doc, 'display', 18, C.white, content.price.text, MARGIN, y + 28, { width: INNER });
    if (content.price.note) write(doc, 'sans', 8, C.whiteSoft, content.price.note, MARGIN, doc.y + 2, { width: INNER });
  }
};

const table = (doc: Doc, rows: Row[]): void => {
  const labelWidth = INNER * 0.38;
  for (const row of rows) {
    if (doc.y + 22 > A4.height - MARGIN - FOOTER_SPACE) newPage(doc);
    const y = doc.y;
    write(doc, 'sans', 9.5, C.body, row.label, MARGIN, y + 5, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    write(doc, 'sansBold', 9.5, C.navy, row.value, MARGIN + labelWidth, y + 5, { width: INNER - labelWidth });
    const bottom = Math.max(labelBottom, doc.y) + 5;
    doc
      .moveTo(MARGIN, bottom)
      .lineTo(MARGIN + INNER, bottom)
      .lineWidth(0.4)
      .strokeColor(C.rule)
      .stroke();
    doc.x = MARGIN;
    doc.y = bottom;
  }
};

const list = (doc: Doc, items: string[], columns: number): void => {
  const width = INNER / columns;
  const perColumn = Math.ceil(items.length / columns);
  const top = doc.y;
  let bottom = top;
  items.forEach((item, index) => {
    const column = Math.floor(index / perColumn);
    const y = index % perColumn === 0 ? top : doc.y;
    write(doc, 'sans', 10, C.navy, `•  ${item}`, MARGIN + column * width, y + 2, { width: width - 12 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom;
};

const details = (doc: Doc, content: BrochureContent): void => {
  const l = content.labels;
  newPage(doc);
  eyebrow(doc, l.description, MARGIN, MARGIN, C.goldDeep);
  write(doc, 'display', 24, C.navy, content.name, MARGIN, MARGIN + 16, { width: INNER, characterSpacing: 1 });
  doc.moveDown(0.6);
  for (const paragraph of content.paragraphs) {
    write(doc, 'sans', 10.5, C.body, paragraph, MARGIN, doc.y, { width: INNER, align: 'justify', lineGap: 3 });
    doc.moveDown(0.6);
  }
  if (content.specification.length > 0) {
    section(doc, l.specification);
    table(doc, content.specification);
  }
  if (content.features.length > 0) {
    section(doc, l.features, 60);
    list(doc, content.features, 3);
  }
};

/** Cruising areas open the last page, above the gallery and the contact band. */
const cruising = (doc: Doc, content: BrochureContent): void => {
  const l = content.labels;
  const { summer, winter } = content.cruising;
  if (summer.length + winter.length === 0) return;
  eyebrow(doc, l.cruisingAreas, MARGIN, doc.y, C.goldDeep);
  doc.y += 16;
  table(doc, [...(summer.length > 0 ? [{ label: l.summer, value: summer.join(', ') }] : []), ...(winter.length > 0 ? [{ label: l.winter, value: winter.join(', ') }] : [])]);
  doc.y += 28;
};

const gallery = (doc: Doc, content: BrochureContent, images: Buffer[]): void => {
  if (images.length === 0) return;
  const top = doc.y;
  eyebrow(doc, content.labels.gallery, MARGIN, top, C.goldDeep);
  const gap = 10;
  const width = (INNER - gap) / 2;
  const height = width * (2 / 3);
  images.slice(0, 4).forEach((image, index) => {
    const x = MARGIN + (index % 2) * (width + gap);
    const y = top + 22 + Math.floor(index / 2) * (height + gap);
    doc.save();
    doc.rect(x, y, width, height).clip();
    doc.image(image, x, y, { cover: [width, height], align: 'center', valign: 'center' });
    doc.restore();
  });
  doc.x = MARGIN;
  doc.y = top + 22 + Math.ceil(Math.min(images.length, 4) / 2) * (height + gap);
};

const contactBand = (doc: Doc, content: BrochureContent): void => {
  const height = 96;
  if (doc.y + height + 24 > A4.height - MARGIN - FOOTER_SPACE) newPage(doc);
  const y = Math.max(doc.y + 24, A4.height - MARGIN - FOOTER_SPACE - height);
  doc.rect(MARGIN, y, INNER, height).fill(C.navy);
  write(doc, 'display', 15, C.white, content.contact.brand, MARGIN + 20, y + 18, { width: INNER - 40 });
  write(doc, 'sans', 9.5, C.whiteSoft, content.contact.text, MARGIN + 20, doc.y + 4, { width: INNER - 40 });
  write(doc, 'sansBold', 10, C.gold, content.contact.url, MARGIN + 20, doc.y + 6, { width: INNER - 40, link: content.contact.url, underline: false });
};

/** Page numbers and the disclaimer on every page after the cover. */
const footers = (doc: Doc, content: BrochureContent): void => {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    if (index === start) continue;
    const y = A4.height - MARGIN + 8;
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(MARGIN + INNER, y - 8)
      .lineWidth(0.4)
      .strokeColor(C.rule)
      .stroke();
    const page = content.labels.page.replace('{page}', String(index + 1)).replace('{pages}', String(count));
    write(doc, 'sans', 7, C.body, `${content.contact.brand} · ${content.name}`, MARGIN, y, { width: INNER / 2, lineBreak: false });
    write(doc, 'sans', 7, C.body, page, MARGIN + INNER / 2, y, { width: INNER / 2, align: 'right', lineBreak: false });
    write(doc, 'sans', 7, C.body, content.labels.disclaimer, MARGIN, y + 11, { width: INNER, lineBreak: false });
  }
};

export const renderBrochurePdf = (content: BrochureContent, images: BrochureImages, createdAt: Date): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      info: {
        Title: content.title,
        Author: content.contact.brand,
        Subject: `${content.name}: ${content.viewLabel}`,
        CreationDate: createdAt,
      },
      displayTitle: true,
      lang: content.locale,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerFonts(doc);
    cover(doc, content, images.cover);
    details(doc, content);
    newPage(doc);
    cruising(doc, content);
    gallery(doc, content, images.gallery);
    contactBand(doc, content);
    footers(doc, content);
    doc.end();
  });
