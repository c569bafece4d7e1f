import { describe, expect, it } from 'vitest';
import { numberFormat, timeFormat } from './intl-format';

describe("numbers and times in the visitor's language", () => {
  it('formats as Intl does for the locale and options', () => {
    expect(numberFormat('es', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1234,6');
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1,234.6');
    expect(numberFormat('es', {}).format(12345)).toBe('12.345');
  });

  it('keeps one formatter per locale and options, however many numbers it formats', () => {
    const first = numberFormat('en-GB', { maximumFractionDigits: 2 });
    for (let i = 0; i < 50; i++) expect(numberFormat('en-GB', { maximumFractionDigits: 2 })).toBe(first);
    expect(numberFormat('en-GB', { maximumFractionDigits: 3 })).not.toBe(first);
    expect(numberFormat('es', { maximumFractionDigits: 2 })).not.toBe(first);
    const clock = timeFormat('en-GB', { timeZone: 'Asia/Dubai', hour: '2-digit' });
    expect(timeFormat('en-GB', { timeZone: 'Asia/Dubai', hour: '2-digit' })).toBe(clock);
    expect(timeFormat('en-GB', { timeZone: 'Europe/Monaco', hour: '2-digit' })).not.toBe(clock);
  });
});
