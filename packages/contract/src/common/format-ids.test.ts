import { describe, expect, it } from 'vitest';
import { formatNib, formatNik, formatNpwp } from './format-ids';

describe('identity numbers for display', () => {
  it('punctuates a 15-digit NPWP the way tax documents print it', () => {
    expect(formatNpwp('013121660091000')).toBe('01.312.166.0-091.000');
  });
  it('groups a 16-digit NPWP in fours', () => {
    expect(formatNpwp('0013121660091000')).toBe('0013.1216.6009.1000');
  });
  it('groups NIK as region, birth date and serial, NIB in 4-4-5', () => {
    expect(formatNik('3201011203900001')).toBe('320101 120390 0001');
    expect(formatNib('1234567890123')).toBe('1234 5678 90123');
  });
  it('shows a value of unexpected length unchanged and empty values as empty', () => {
    expect(formatNpwp('12345')).toBe('12345');
    expect(formatNik('12')).toBe('12');
    expect(formatNib(null)).toBe('');
    expect(formatNpwp(undefined)).toBe('');
  });
});
