import { describe, expect, it } from 'vitest';
import { normalizeLookup } from './lookup';

describe('normalizeLookup', () => {
  it.each([
    ['SBU-2026-000123', 'SBU-2026-000123'],
    ['  sbu-2026-000123 ', 'SBU-2026-000123'],
    ['SBU - 2026 - 000 123', 'SBU-2026-000123'],
    ['sbu2026000123', 'SBU-2026-000123'],
    ['SBU\u20132026\u2013000123', 'SBU-2026-000123'],
    ['SBU-2026-1234567', 'SBU-2026-1234567'],
    [' 3F1C2A4B-0D5E-4F6A-8B7C-9D0E1F2A3B4C\n', '3f1c2a4b-0d5e-4f6a-8b7c-9d0e1f2a3b4c'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeLookup(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'SBU-26-000123',
    'SBU-2026-123',
    'INV-202611-000007',
    '3f1c2a4b-0d5e-4f6a-8b7c',
    `SBU-2026-${'1'.repeat(60)}`,
  ])('%j is neither shape', (input) => {
    expect(normalizeLookup(input)).toBeNull();
  });
});
