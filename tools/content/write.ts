/** Writes the content set to disk in the layout the local Delivery API reads. */
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { indexLines, writeItemIndex } from '../../services/kontent/item-index';
import { stableUuid } from './kontent';
import type { ContentSet } from './store';

const FLUSH_AT = 1 << 20;

/**
 * One variant per line, written in chunks so 5,000-yacht sets never build one giant string, with
 * the index beside it that the local Delivery API reads them by (services/kontent/item-index.ts).
 */
export const writeVariants = (file: string, variants: readonly unknown[]): void => {
  const fd = openSync(file, 'w');
  const lines: { offset: number; length: number }[] = [];
  let offset = 2;
  try {
    let buffer = '[\n';
    variants.forEach((v, i) => {
      const json = JSON.stringify(v);
      const length = Buffer.byteLength(json);
      lines.push({ offset, length });
      offset += length + (i < variants.length - 1 ? 2 : 1);
      buffer += `${json}${i < variants.length - 1 ? ',' : ''}\n`;
      if (buffer.length >= FLUSH_AT) {
        writeSync(fd, buffer);
        buffer = '';
      }
    });
    writeSync(fd, `${buffer}]\n`);
  } finally {
    closeSync(fd);
  }
  const entries = indexLines(lines, variants);
  if (entries) writeItemIndex(file, entries);
};

export type Manifest = {
  environmentId: string;
  defaultLanguage: string;
  languages: Array<{ system: { id: string; name: string; codename: string } }>;
  fallbacks: Record<string, string>;
  seed: number;
  yachts: number;
};

export const manifestFor = (seed: number, yachts: number): Manifest => ({
  environmentId: 'demo',
  defaultLanguage: 'en',
  languages: [{ system: { id: stableUuid('language:en'), name: 'English', codename: 'en' } }, { system: { id: stableUuid('language:es'), name: 'Español', codename: 'es' } }],
  fallbacks: { es: 'en' },
  seed,
  yachts,
});

export const writeContentSet = async (contentDir: string, set: ContentSet, manifest: Manifest): Promise<void> => {
  await mkdir(contentDir, { recursive: true });
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  await writeFile(join(contentDir, 'manifest.json'), json(manifest));
  await writeFile(join(contentDir, 'types.json'), json(set.types));
  await writeFile(join(contentDir, 'taxonomies.json'), json(set.taxonomies));
  writeVariants(join(contentDir, 'items.published.json'), set.published);
  writeVariants(join(contentDir, 'items.preview.json'), set.preview);
};
