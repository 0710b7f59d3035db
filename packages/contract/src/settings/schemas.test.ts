import { describe, expect, it } from 'vitest';
import { ZAdminSettingsResponse, ZAdminSettingsUpdateRequest } from './schemas';

describe('admin settings: the invoice issuer', () => {
  it('update takes any of the fields; the NPWP is checked and normalised', () => {
    expect(ZAdminSettingsUpdateRequest.parse({ issuer_name: 'BSKI' })).toEqual({ issuer_name: 'BSKI' });
    expect(ZAdminSettingsUpdateRequest.parse({ issuer_npwp: '01.312.166.0-091.000' }).issuer_npwp).toBe('013121660091000');
    expect(ZAdminSettingsUpdateRequest.safeParse({ issuer_npwp: '01.312.166.1-091.000' }).success).toBe(false);
    expect(ZAdminSettingsUpdateRequest.safeParse({ issuer_name: ' ' }).success).toBe(false);
    expect(ZAdminSettingsUpdateRequest.safeParse({ signatory: 'x' }).success).toBe(false);
  });

  it('the answer', () => {
    expect(ZAdminSettingsResponse.safeParse({ settings: { issuer_name: 'BSKI', issuer_address: 'Jakarta', issuer_npwp: null } }).success).toBe(true);
    expect(ZAdminSettingsResponse.safeParse({ settings: { issuer_name: 'BSKI' } }).success).toBe(false);
  });
});
