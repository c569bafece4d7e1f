import { describe, expect, it } from 'vitest';
import { createSlugAllocator, slugify } from './slug';

describe('yacht slugs (spec 2.2)', () => {
  it('spec 2.2: the slug is the yacht name in lower case with hyphens', () => {
    expect(slugify('Lady Marina')).toBe('lady-marina');
    expect(slugify('Lumière')).toBe('lumiere');
    expect(slugify('  Shangri-La ')).toBe('shangri-la');
    expect(slugify('Abeking & Rasmussen')).toBe('abeking-and-rasmussen');
  });

  it('spec 2.2: colliding names get -1, -2 … and the first keeps the plain slug', () => {
    const allocate = createSlugAllocator();
    expect(['Aurora', 'Serenity', 'AURORA', 'aurora', 'Aurora'].map(allocate)).toEqual(['aurora', 'serenity', 'aurora-1', 'aurora-2', 'aurora-3']);
  });

  it('spec 2.2: a suffixed slug already held by a yacht named that way is skipped, never reused', () => {
    const allocate = createSlugAllocator();
    expect(['Aurora 1', 'Aurora', 'Aurora'].map(allocate)).toEqual(['aurora-1', 'aurora', 'aurora-2']);
  });
});
