/** A media folder for tests: two JPEGs and one PDF with their index, as the demo generator writes them. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_INDEX_FILE, type MediaEntry } from '../services/media/library';

export const IMAGE_ID = '0b7e2a4c-5d1f-4e8a-9c3b-2f6d8e1a7c50';
export const PDF_ID = '9a1c3e5f-7b2d-4f6a-8e0c-1d3b5f7a9c21';
/** A picture every size the site names fits in (2,000 × 1,600; the demo's are up to 2,000 × 1,250 and 1,600 × 1,600). */
export const LARGE_IMAGE_ID = '5d2c8f1a-3b7e-4c9d-a6f0-8e1b2d4c6a73';

export const imageEntry: MediaEntry = {
  id: IMAGE_ID,
  file: `${IMAGE_ID}.jpg`,
  name: 'harbour-town.jpg',
  type: 'image/jpeg',
  width: 800,
  height: 500,
  alt: { en: 'Illustration of a harbour town', es: 'Ilustración de un pueblo portuario' },
  title: null,
  description: { en: 'Harbour town', es: 'Pueblo portuario' },
  blurhash: null,
  videoPoster: null,
  createdAt: '2025-03-01T08:00:00.000Z',
};

const largeEntry: MediaEntry = { ...imageEntry, id: LARGE_IMAGE_ID, file: `${LARGE_IMAGE_ID}.jpg`, name: 'marina.jpg', width: 2000, height: 1600 };

const pdfEntry: MediaEntry = {
  ...imageEntry,
  id: PDF_ID,
  file: `${PDF_ID}.pdf`,
  name: 'brochure.pdf',
  type: 'application/pdf',
  width: 0,
  height: 0,
};

/** Noise, so encoding it costs what a photograph costs rather than a flat colour's nothing. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg()
    .toBuffer();

/** Writes the folder (a new temporary one unless given) and returns its path. */
export const writeTestLibrary = async (dir = mkdtempSync(path.join(tmpdir(), 'media-'))): Promise<string> => {
  mkdirSync(dir, { recursive: true });
  const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(dir, imageEntry.file), jpeg);
  writeFileSync(path.join(dir, largeEntry.file), await photo(largeEntry.width, largeEntry.height));
  writeFileSync(path.join(dir, pdfEntry.file), '%PDF-1.4 test');
  writeFileSync(path.join(dir, MEDIA_INDEX_FILE), JSON.stringify({ [IMAGE_ID]: imageEntry, [LARGE_IMAGE_ID]: largeEntry, [PDF_ID]: pdfEntry }));
  return dir;
};
