import { describe, expect, it } from 'vitest';
import { bidangNames, certificateDate, numberLine, validityText } from './certificate-text';
import { catalogueSubBidang } from './fixture.test-util';

describe('certificate texts (docs/business-rules.md#certificate-pdf)', () => {
  it('prints WIB calendar dates with Indonesian month names, as stored', () => {
    expect(certificateDate('2026-11-24')).toBe('24 November 2026');
    expect(certificateDate('2029-02-01')).toBe('1 Februari 2029');
    expect(validityText('2029-11-23')).toBe('berlaku sampai dengan 23 November 2029');
  });

  it('names the revision from the second on, and no number for a preview', () => {
    expect(numberLine('SBU-2026-000123', 1)).toBe('Nomor SBU-2026-000123');
    expect(numberLine('SBU-2026-000123', 2)).toBe('Nomor SBU-2026-000123 · Revisi 2');
    expect(numberLine(null, 1)).toBeNull();
  });

  it('lists each bidang once, in the order of its first sub-bidang', () => {
    const rows = [...catalogueSubBidang(1, 12), ...catalogueSubBidang(3), ...catalogueSubBidang(1, 13)];
    expect(bidangNames(rows)).toEqual(['Perdagangan Eceran', 'Perdagangan Besar']);
  });
});
