import { describe, expect, it } from 'vitest';
import { yachtApiSchema } from '../yacht/api';
import { sampleFeature, sampleYachtApi } from '../yacht/yacht.fixtures';
import { DATA_AS_GIVEN } from '../yacht/data-words';
import { compareSections, type CompareInput } from './rows';

const yacht = (patch: object = {}, view: CompareInput['view'] = 'charter'): CompareInput => ({ api: yachtApiSchema.parse({ ...sampleYachtApi, ...patch }), view });
const rowOf = (sections: ReturnType<typeof compareSections>, section: string, key: string, label: string | null = null) =>
  sections.find((s) => s.key === section)?.rows.find((r) => r.key === key && r.label === label);

describe('compare rows (spec 2.11 sections, aligned row by row)', () => {
  it('gives every row one value per yacht in column order, sections in the order of spec 2.11', () => {
    const sections = compareSections([yacht(), yacht({ flag: 'Malta' }), yacht({ flag: '' })], DATA_AS_GIVEN, 'en');
    expect(sections.map((s) => s.key)).toEqual(['overview', 'dimensions', 'accommodation', 'performance', 'construction', 'classFlag', 'features']);
    for (const section of sections) for (const row of section.rows) expect(row.values).toHaveLength(3);
    expect(rowOf(sections, 'classFlag', 'flag')?.values).toEqual([{ kind: 'text', text: sampleYachtApi.flag }, { kind: 'text', text: 'Malta' }, null]);
  });

  it('marks rows whose values differ and leaves equal rows unmarked', () => {
    const sections = compareSections([yacht(), yacht({ maxspeed: 21 })], DATA_AS_GIVEN, 'en');
    expect(rowOf(sections, 'performance', 'maxSpeed')?.differs).toBe(true);
    expect(rowOf(sections, 'dimensions', 'beam')?.differs).toBe(false);
  });

  it('a value one yacht lacks is missing (null) and makes the row differ; a row no yacht has is left out', () => {
    const sections = compareSections([yacht({ refityear: 2021 }), yacht({ refityear: null })], DATA_AS_GIVEN, 'en');
    expect(rowOf(sections, 'construction', 'refit')).toEqual({ key: 'refit', label: null, values: [{ kind: 'text', text: '2021' }, null], differs: true });
    expect(rowOf(sections, 'dimensions', 'minDraft')).toBeUndefined();
  });

  it('lengths carry metres and feet for the units switch, and compare by their figures', () => {
    const sections = compareSections([yacht({ lengthMeters: 42.5, lengthFeet: 139, lengthInches: 5 }), yacht({ lengthMeters: 50, lengthFeet: 164, lengthInches: null })], DATA_AS_GIVEN, 'en');
    const length = rowOf(sections, 'dimensions', 'length');
    expect(length?.values).toEqual([
      { kind: 'length', m: '42.5 m', ft: `139' 5"` },
      { kind: 'length', m: '50 m', ft: `164'` },
    ]);
    expect(length?.differs).toBe(true);
  });

  it('one yacht alone has nothing to differ from', () => {
    expect(
      compareSections([yacht({ flag: 'Malta' })], DATA_AS_GIVEN, 'en')
        .flatMap((s) => s.rows)
        .some((r) => r.differs),
    ).toBe(false);
    expect(compareSections([], DATA_AS_GIVEN, 'en')).toEqual([]);
  });

  it('features published for the view, one row each, present or missing per yacht', () => {
    const gym = { ...sampleFeature, id: 'f2', feature: 'Gym', displayOrder: 0, charterPublish: 'true', salesPublish: 'false' };
    const sections = compareSections([yacht({ featureData: [sampleFeature, gym] }), yacht({ featureData: [sampleFeature] })], DATA_AS_GIVEN, 'en');
    expect(rowOf(sections, 'features', 'feature', 'Gym')).toEqual({ key: 'feature', label: 'Gym', values: [{ kind: 'present' }, null], differs: true });
    expect(rowOf(sections, 'features', 'feature', sampleFeature.feature)?.differs).toBe(false);
    const sale = compareSections([yacht({ featureData: [gym] }, 'sale')], DATA_AS_GIVEN, 'en');
    expect(sale.find((s) => s.key === 'features')).toBeUndefined();
  });

  it("names features in the visitor's language, rows still lined up by the data's label", () => {
    const gym = { ...sampleFeature, id: 'f2', feature: 'Gym', displayOrder: 0, charterPublish: 'true', salesPublish: 'false' };
    const spanish = { ...DATA_AS_GIVEN, amenities: { Gym: 'Gimnasio' } };
    const sections = compareSections([yacht({ featureData: [gym] }), yacht({ featureData: [] })], spanish, 'es');
    expect(rowOf(sections, 'features', 'feature', 'Gimnasio')?.values).toEqual([{ kind: 'present' }, null]);
    expect(rowOf(sections, 'features', 'feature', 'Gym')).toBeUndefined();
  });

  it('overview says motor or sail, and where a charter yacht cruises or a sale yacht lies', () => {
    const charter = compareSections([yacht({ powerorsail: 'Sail' })], DATA_AS_GIVEN, 'en');
    expect(rowOf(charter, 'overview', 'powerOrSail')?.values).toEqual([{ kind: 'power', power: 'sail' }]);
    expect(rowOf(charter, 'overview', 'location')?.values).toEqual([{ kind: 'text', text: 'West Med' }]);
    const sale = compareSections([yacht({ powerorsail: 'anything', lying: 'Antibes' }, 'sale')], DATA_AS_GIVEN, 'en');
    expect(rowOf(sale, 'overview', 'powerOrSail')?.values).toEqual([{ kind: 'power', power: 'motor' }]);
    expect(rowOf(sale, 'overview', 'location')?.values).toEqual([{ kind: 'text', text: 'Antibes' }]);
  });
});
