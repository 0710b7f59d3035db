import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay } from './working-days';

describe('working days (WIB)', () => {
  it('skips weekends: a Friday submission with 3 working days is due on Wednesday', () => {
    // 2026-11-20 is a Friday; 10:00 WIB
    expect(addWorkingDays(new Date('2026-11-20T03:00:00Z'), 3)).toBe('2026-11-25');
  });
  it('counts from the WIB date, not the UTC one', () => {
    // 2026-11-22T18:00Z is Monday 01:00 WIB
    expect(addWorkingDays(new Date('2026-11-22T18:00:00Z'), 3)).toBe('2026-11-26');
    // Monday midday WIB → Thursday
    expect(addWorkingDays(new Date('2026-11-23T05:00:00Z'), 3)).toBe('2026-11-26');
  });
  it('skips the holidays it is given', () => {
    const holidays = new Set(['2026-11-24']);
    expect(isWorkingDay('2026-11-24', holidays)).toBe(false);
    expect(addWorkingDays(new Date('2026-11-23T05:00:00Z'), 3, holidays)).toBe('2026-11-27');
  });
  it('zero days is the same day', () => {
    expect(addWorkingDays(new Date('2026-11-23T05:00:00Z'), 0)).toBe('2026-11-23');
  });
});
