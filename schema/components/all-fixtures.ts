/**
 * Every type's fixtures, found by file name (`{codename}.fixtures.ts`), for tests run by vitest.
 * A type without a fixtures file fails `fixturesOf`, so a new type adds its fixtures and nothing else.
 */
import type {} from '../import-meta-glob';
import type { TypeFixtures } from '../fixtures';
import { CODENAMES, type Codename } from './index';

const found = Object.values(import.meta.glob<TypeFixtures>('./*.fixtures.ts', { eager: true, import: 'fixtures' }));

export const fixturesOf = (codename: Codename): TypeFixtures => {
  const fixtures = found.find((entry) => entry.codename === codename);
  if (!fixtures) throw new Error(`${codename} has no fixtures: add schema/components/${codename}.fixtures.ts`);
  return fixtures;
};

/** Every codename with its fixtures, in catalogue order. */
export const allFixtures = (): TypeFixtures[] => CODENAMES.map(fixturesOf);

/** Fixture files whose codename is not a registered type (a renamed or removed type). */
export const strayFixtures = (): string[] => found.map((entry) => entry.codename).filter((codename) => !CODENAMES.includes(codename));
