import { describe, expect, it } from 'vitest';
import { addDays, isPastDueDate, wibDate, wibStartOfDay, wibYearMonth } from './business-date';

describe('business dates in WIB (UTC+7)', () => {
  it('a UTC evening is already the next WIB day and month', () => {
    const at = new Date('2026-11-30T17:00:00Z'); // 1 Dec 00:00 WIB
    expect(wibDate(at)).toBe('2026-12-01');
    expect(wibYearMonth(at)).toBe('202612');
    expect(wibYearMonth(new Date('2026-11-30T16:59:59Z'))).toBe('202611');
  });

  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-20', 14)).toBe('2028-03-05');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-02-30x', 1)).toThrow(RangeError);
  });

  it('the whole due day counts; the next WIB day is past due', () => {
    expect(isPastDueDate('2026-12-01', new Date('2026-12-01T16:59:59Z'))).toBe(false);
    expect(isPastDueDate('2026-12-01', new Date('2026-12-01T17:00:00Z'))).toBe(true);
    expect(wibStartOfDay('2026-12-01').toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });
});
