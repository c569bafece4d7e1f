import { describe, expect, it } from 'vitest';
import { yachtApiSchema } from './api';
import { formatDimension, formatLength, unitLabel } from './units';
import { sampleYachtApi } from './yacht.fixtures';

const api = yachtApiSchema.parse({
  ...sampleYachtApi,
  lengthMeters: 42.5,
  lengthFeet: 139,
  lengthInches: 5,
  beamMeters: 8.25,
  beamFeet: 27,
  beamInches: null,
  draftMeters: 2.6,
  draftFeet: 8,
  draftInches: 0,
});

describe('units (spec 2.8, 3.3)', () => {
  it('spec 3.3: lengths in metres, or in feet with the inches the data gives', () => {
    expect(formatLength(api, 'm', 'en')).toBe('42.5 m');
    expect(formatLength(api, 'ft', 'en')).toBe(`139' 5"`);
  });

  it('beam, draft and min draft read the same way; missing values give nothing', () => {
    expect(formatDimension(api, 'beam', 'm', 'en')).toBe('8.25 m');
    expect(formatDimension(api, 'beam', 'ft', 'en')).toBe("27'");
    expect(formatDimension(api, 'draft', 'ft', 'en')).toBe(`8' 0"`);
    expect(formatDimension(api, 'minDraft', 'm', 'en')).toBeNull();
    expect(formatDimension(api, 'minDraft', 'ft', 'en')).toBeNull();
  });

  it("spec 2.8: the units switch reads 'Meter (m)' and 'Feet (ft)'", () => {
    expect(unitLabel('m')).toBe('Meter (m)');
    expect(unitLabel('ft')).toBe('Feet (ft)');
  });
});
