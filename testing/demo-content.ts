/**
 * The demo content (`npm run content:seed`, seed 1, 60 yachts) as a store in memory: the same
 * generators and the same build as the seed, without files or media.
 */
import { createStore, type ContentStore } from '../services/kontent/store';
import { itemsFileSchema } from '../services/kontent/store-schema';
import { generateCatalogue } from '../tools/content/catalogue/index';
import { createMediaStore } from '../tools/content/images';
import { generatePages } from '../tools/content/pages/index';
import { createContext } from '../tools/content/seed-core';
import { buildContentSet } from '../tools/content/store';
import { manifestFor } from '../tools/content/write';

export const demoStore = (seed = 1, yachts = 60): ContentStore => {
  const { ctx, items } = createContext(seed, yachts, createMediaStore().factory);
  generateCatalogue(ctx);
  generatePages(ctx);
  const set = buildContentSet(items, seed);
  // The generator's own types are wider than the store's: read as the store reads its files.
  const published = itemsFileSchema.parse(set.published);
  const preview = itemsFileSchema.parse(set.preview);
  return createStore({ manifest: manifestFor(seed, yachts), types: set.types, taxonomies: set.taxonomies, published, preview }, { codeModel: true });
};
