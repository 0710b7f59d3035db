import { describe, expect, it } from 'vitest';
import { dayLabel, fullRupiah, monthLabel, shortRupiah } from './format';

describe('analytics formats', () => {
  it('writes money on an axis in short rupiah, per language', () => {
    expect(shortRupiah(3_100_000, 'id')).toBe('Rp 3,1 jt');
    expect(shortRupiah(3_100_000, 'en')).toBe('Rp 3.1M');
    expect(shortRupiah(1_250_000_000, 'id')).toBe('Rp 1,3 M');
    expect(shortRupiah(1_250_000_000, 'en')).toBe('Rp 1.3B');
    expect(shortRupiah(500_000, 'id')).toBe('Rp 500 rb');
    expect(shortRupiah(500_000, 'en')).toBe('Rp 500K');
    expect(shortRupiah(0, 'id')).toBe('Rp 0');
  });

  it('writes money in full elsewhere', () => {
    expect(fullRupiah(3_100_000)).toBe('Rp 3.100.000');
  });

  it("names months in the reader's language", () => {
    expect(monthLabel('2026-05', 'id')).toBe('Mei 2026');
    expect(monthLabel('2026-05', 'en')).toBe('May 2026');
    expect(monthLabel('2026-01', 'id')).toBe('Jan 2026');
    expect(monthLabel('2026-01', 'en')).toBe('Jan 2026');
    expect(monthLabel('2026-08', 'id', true)).toBe('Agu');
    expect(monthLabel('2026-08', 'en', true)).toBe('Aug');
  });

  it('names the Monday of a week', () => {
    expect(dayLabel('2026-05-18', 'id')).toBe('18 Mei');
    expect(dayLabel('2026-05-18', 'en')).toBe('May 18');
    expect(dayLabel('2026-12-07', 'id', true)).toBe('7 Des 2026');
  });
});
