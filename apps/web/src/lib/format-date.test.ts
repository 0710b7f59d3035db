import { describe, expect, it } from 'vitest';
import { formatDate, formatDateShort, formatDateTime, formatRelative } from './format-date';

describe('dates in Asia/Jakarta', () => {
  it('shows the Jakarta calendar day and time in the given locale', () => {
    // 20:30 UTC is 03:30 the next day in Jakarta (UTC+7).
    expect(formatDate('2026-03-01T20:30:00Z', 'id-ID')).toBe('2 Maret 2026');
    expect(formatDate('2026-03-01T20:30:00Z', 'en-US')).toBe('March 2, 2026');
    expect(formatDateTime('2026-03-01T20:30:00Z', 'id-ID')).toMatch(/^2 Mar 2026.*03\.30$/);
    expect(formatDateShort('2026-12-11T20:30:00Z', 'id-ID')).toBe('12 Des 2026');
    expect(formatDateShort('2026-12-11T20:30:00Z', 'en-US')).toBe('Dec 12, 2026');
  });

  it("answers '-' for an empty or invalid value", () => {
    for (const v of [null, undefined, '', 'not a date']) {
      expect(formatDate(v)).toBe('-');
      expect(formatDateTime(v)).toBe('-');
      expect(formatDateShort(v)).toBe('-');
    }
  });
});

describe('relative times', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('are Indonesian by default, English when a sentence in English asks for it', () => {
    expect(formatRelative('2026-11-24T08:00:00Z', now)).toBe('2 jam yang lalu');
    expect(formatRelative('2026-11-24T08:00:00Z', now, 'en')).toBe('2 hours ago');
    expect(formatRelative('2026-11-23T09:00:00Z', now)).toBe('kemarin');
  });
});
