import { describe, expect, it } from 'vitest';
import { formatTransId, isTransId, normalizeTransId, parseTransId, transIdSequenceKey } from './trans-id';
import { invoicePdfUrl, publicInvoicePath } from './urls';
import {
  CROCKFORD_ALPHABET,
  encodeCrockford,
  normalizeVerificationCode,
  verificationCodeFromDigest,
  verificationCodesMatch,
} from './verification-code';

describe('transId (INV-YYYYMM-NNNNNN, WIB month)', () => {
  it('formats the WIB month and a six-digit sequence', () => {
    expect(formatTransId(new Date('2026-11-05T02:00:00Z'), 1)).toBe('INV-202611-000001');
    // 31 Oct 20:00 UTC is 1 Nov 03:00 WIB.
    expect(transIdSequenceKey(new Date('2026-10-31T20:00:00Z'))).toBe('INV-202611');
    expect(formatTransId(new Date('2026-11-05T02:00:00Z'), 999_999)).toBe('INV-202611-999999');
    for (const n of [0, -1, 1_000_000, 1.5]) expect(() => formatTransId(new Date(), n)).toThrow(RangeError);
  });

  it('validates, normalises and parses', () => {
    expect(isTransId('INV-202611-000123')).toBe(true);
    for (const bad of [
      'INV-202613-000001',
      'INV-202600-000001',
      'INV-20261-000001',
      'INV-202611-00001',
      'inv-202611-000001',
    ])
      expect(isTransId(bad), bad).toBe(false);
    expect(normalizeTransId(' inv-202611-000123 ')).toBe('INV-202611-000123');
    expect(parseTransId('INV-202611-000123')).toEqual({ year: 2026, month: 11, sequence: 123 });
    expect(parseTransId('INV-2026-1')).toBeNull();
  });
});

describe('verification code (Crockford base32, 8 characters)', () => {
  it('encodes the first 40 bits, most significant first', () => {
    expect(encodeCrockford(new Uint8Array([0, 0, 0, 0, 0]), 8)).toBe('00000000');
    expect(encodeCrockford(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff]), 8)).toBe('ZZZZZZZZ');
    // 0x08 0x42 0x10 0x84 0x21 = 00001 00001 00001 ... → all ones
    expect(encodeCrockford(new Uint8Array([0x08, 0x42, 0x10, 0x84, 0x21]), 8)).toBe('11111111');
    expect(verificationCodeFromDigest(new Uint8Array(32).fill(0xa5))).toHaveLength(8);
    expect(() => encodeCrockford(new Uint8Array(4), 8)).toThrow(RangeError);
  });

  it('never uses I, L, O or U', () => {
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
    const bytes = new Uint8Array(5);
    for (let i = 0; i < 2000; i++) {
      globalThis.crypto.getRandomValues(bytes);
      expect(verificationCodeFromDigest(bytes)).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    }
  });

  it('compares case-insensitively, ignoring spaces and hyphens, reading I/L as 1 and O as 0', () => {
    expect(verificationCodesMatch('7K3M0Q1Z', '7k3m-0q1z')).toBe(true);
    expect(verificationCodesMatch('7K3M0Q1Z', '7K3M OQIZ')).toBe(true);
    expect(verificationCodesMatch('7K3M0Q1Z', '7K3M0Q1Y')).toBe(false);
    expect(verificationCodesMatch('7K3M0Q1Z', '7K3M0Q1')).toBe(false);
    expect(verificationCodesMatch('7K3M0Q1Z', '7K3M0Q1ZZ')).toBe(false);
    expect(verificationCodesMatch('7K3M0Q1Z', '')).toBe(false);
    expect(normalizeVerificationCode('7K3M0Q1U')).toBeNull();
    expect(normalizeVerificationCode('ab-cd ef-gh')).toBe('ABCDEFGH');
  });
});

describe('invoice URLs', () => {
  it('the PDF under an allowed file prefix, the public page relative', () => {
    expect(invoicePdfUrl('u-1')).toBe(
      '/backend/api/transactions/generate_invoice_pdf.php?uuid_invoice=u-1&kind=invoice&mode=view',
    );
    expect(invoicePdfUrl('u-1', 'receipt', 'download')).toBe(
      '/backend/api/transactions/generate_invoice_pdf.php?uuid_invoice=u-1&kind=receipt&mode=download',
    );
    expect(publicInvoicePath('INV-202611-000001', 'ABCD1234')).toBe('/invoice/INV-202611-000001?code=ABCD1234');
    expect(publicInvoicePath('INV-202611-000001')).toBe('/invoice/INV-202611-000001');
  });
});
