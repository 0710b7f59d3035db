import { describe, expect, it } from 'vitest';
import { ZAdminSettingsResponse, ZAdminSettingsUpdateRequest } from './schemas';

describe('admin settings: the invoice issuer', () => {
  it('update takes any of the fields; the NPWP is checked and normalised', () => {
    expect(ZAdminSettingsUpdateRequest.parse({ issuer_name: 'BSKI' })).toEqual({ issuer_name: 'BSKI' });
    expect(ZAdminSettingsUpdateRequest.parse({ issuer_npwp: '01.312.166.0-091.000' }).issuer_npwp).toBe(
      '013121660091000',
    );
    expect(ZAdminSettingsUpdateRequest.safeParse({ issuer_npwp: '01.312.166.1-091.000' }).success).toBe(false);
    expect(ZAdminSettingsUpdateRequest.safeParse({ issuer_name: ' ' }).success).toBe(false);
    expect(ZAdminSettingsUpdateRequest.safeParse({ signatory: 'x' }).success).toBe(false);
  });

  it('the certificate settings: validity 1 to 10 whole years, names not blank', () => {
    expect(ZAdminSettingsUpdateRequest.parse({ certificate_validity_years: '5' })).toEqual({
      certificate_validity_years: 5,
    });
    for (const bad of [0, 11, 2.5, 'x'])
      expect(ZAdminSettingsUpdateRequest.safeParse({ certificate_validity_years: bad }).success).toBe(false);
    expect(ZAdminSettingsUpdateRequest.safeParse({ signatory_name: ' ' }).success).toBe(false);
    expect(ZAdminSettingsUpdateRequest.parse({ body_name: ' BSKI ', signatory_position: 'Ketua' })).toEqual({
      body_name: 'BSKI',
      signatory_position: 'Ketua',
    });
  });

  it('the answer', () => {
    const certificate = {
      signatory_name: 'Ir. Budi',
      signatory_position: 'Ketua',
      certificate_validity_years: 3,
      body_name: 'BSKI',
      separation_of_duties: true,
    };
    expect(
      ZAdminSettingsResponse.safeParse({
        settings: { issuer_name: 'BSKI', issuer_address: 'Jakarta', issuer_npwp: null, ...certificate },
      }).success,
    ).toBe(true);
    expect(
      ZAdminSettingsResponse.safeParse({
        settings: { issuer_name: 'BSKI', issuer_address: 'Jakarta', issuer_npwp: null },
      }).success,
    ).toBe(false);
    expect(ZAdminSettingsResponse.safeParse({ settings: { issuer_name: 'BSKI' } }).success).toBe(false);
  });
});
