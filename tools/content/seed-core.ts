/**
 * Runs generators from a seed and writes the store the local Delivery API serves (spec 7.1) plus
 * the media it references (spec 3.6). `seed.ts` wires in the site's own generators.
 */
import { join } from 'node:path';
import { Faker, base, en, es } from '@faker-js/faker';
import type { Generator, GeneratorContext } from './context';
import { createMediaStore } from './images';
import type { ItemSpec } from './kontent';
import { mulberry32 } from './random';
import { makeVariants, planVariants } from './variants';
import { buildContentSet } from './store';
import { manifestFor, writeContentSet } from './write';

export type SeedOptions = {
  seed?: number;
  yachts?: number;
  outDir?: string;
  /** Where rendered images are kept between runs; defaults to the output's media folder. */
  imageCacheDir?: string;
  /** Also make the image variants the pages ask for, in the image CDN's cache (tools/content/variants.ts). */
  imageVariants?: boolean;
  log?: (line: string) => void;
};

export type SeedSummary = {
  outDir: string;
  items: number;
  variants: { published: number; preview: number };
  countsByType: Record<string, number>;
  media: { files: number; rendered: number; reused: number };
  /** Image variants planned and the time to make those missing from the cache (0 and 0 when not asked). */
  imageVariants: { count: number; ms: number };
  ms: number;
};

export const createContext = (seed: number, yachtCount: number, media: GeneratorContext['media']) => {
  const items: ItemSpec[] = [];
  const ctx: GeneratorContext = {
    seed,
    yachtCount,
    random: mulberry32(seed),
    faker: {
      en: new Faker({ locale: [en, base], seed }),
      es: new Faker({ locale: [es, en, base], seed }),
    },
    media,
    add: (item) => {
      items.push(item);
    },
    items: () => items,
  };
  return { ctx, items };
};

export const runGenerators = async (generators: readonly Generator[], options: SeedOptions = {}): Promise<SeedSummary> => {
  const { seed = 1, yachts = 60, outDir = '.data', log } = options;
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a non-negative integer, got ${seed}`);
  if (!Number.isInteger(yachts) || yachts < 1) throw new Error(`--yachts must be a positive integer, got ${yachts}`);
  const started = Date.now();
  const mediaStore = createMediaStore();
  const { ctx, items } = createContext(seed, yachts, mediaStore.factory);

  for (const generate of generators) generate(ctx);

  const set = buildContentSet(items, seed);
  await writeContentSet(join(outDir, 'content'), set, manifestFor(seed, yachts));
  const mediaDir = join(outDir, 'media');
  const media = await mediaStore.flush(mediaDir, options.imageCacheDir ?? mediaDir);
  const variantsStarted = Date.now();
  const variantCount = options.imageVariants ? await makeVariants(await planVariants(set.published, media.index, mediaDir), mediaDir) : 0;
  const imageVariants = { count: variantCount, ms: options.imageVariants ? Date.now() - variantsStarted : 0 };

  const countsByType: Record<string, number> = {};
  for (const item of items) countsByType[item.type] = (countsByType[item.type] ?? 0) + 1;
  const summary: SeedSummary = {
    outDir,
    items: items.length,
    variants: { published: set.published.length, preview: set.preview.length },
    countsByType: Object.fromEntries(Object.entries(countsByType).sort(([a], [b]) => a.localeCompare(b))),
    media: { files: Object.keys(media.index).length, rendered: media.rendered, reused: media.reused },
    imageVariants,
    ms: Date.now() - started,
  };
  if (log) {
    log(`Demo content (seed ${seed}, ${yachts} yachts) written to ${outDir} in ${(summary.ms / 1000).toFixed(1)} s`);
    for (const [type, count] of Object.entries(summary.countsByType)) log(`  ${type.padEnd(40)} ${count}`);
    log(`  ${'items'.padEnd(40)} ${summary.items} (${summary.variants.published} published variants, ${summary.variants.preview} preview)`);
    log(`  ${'media files'.padEnd(40)} ${summary.media.files} (${media.rendered} rendered, ${media.reused} from cache)`);
    if (options.imageVariants) log(`  ${'image variants'.padEnd(40)} ${imageVariants.count} (${(imageVariants.ms / 1000).toFixed(1)} s)`);
  }
  return summary;
};
