/**
 * `seedDemoContent`: the whole demo content set (catalogue data first, then the editorial pages,
 * which link to it) generated from a seed and written to `<outDir>/content` and `<outDir>/media`.
 */
import { generateCatalogue } from './catalogue/index';
import { generatePages } from './pages/index';
import { runGenerators, type SeedOptions, type SeedSummary } from './seed-core';

export type { SeedOptions, SeedSummary } from './seed-core';

export const seedDemoContent = (options: SeedOptions = {}): Promise<SeedSummary> => runGenerators([generateCatalogue, generatePages], options);
