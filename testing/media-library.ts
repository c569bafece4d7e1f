/** A media folder for tests: one JPEG and one PDF with their index, as the demo generator writes them. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_INDEX_FILE, type MediaEntry } from '../services/media/library';

export const IMAGE_ID = '0b7e2a4c-5d1f-4e8a-9c3b-2f6d8e1a7c50';
export const PDF_ID = '9a1c3e5f-7b2d-4f6a-8e0c-1d3b5f7a9c21';

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

const pdfEntry: MediaEntry = {
  ...imageEntry,
  id: PDF_ID,
  file: `${PDF_ID}.pdf`,
  name: 'brochure.pdf',
  type: 'application/pdf',
  width: 0,
  height: 0,
};

/** Writes the folder and returns its path. */
export const writeTestLibrary = async (): Promise<string> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'media-'));
  const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
  writeFileSync(path.join(dir, imageEntry.file), jpeg);
  writeFileSync(path.join(dir, pdfEntry.file), '%PDF-1.4 test');
  writeFileSync(path.join(dir, MEDIA_INDEX_FILE), JSON.stringify({ [IMAGE_ID]: imageEntry, [PDF_ID]: pdfEntry }));
  return dir;
};
