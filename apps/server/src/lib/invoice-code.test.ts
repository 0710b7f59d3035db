import { describe, expect, it } from 'vitest';
import { verificationCodeFromDigest, verificationCodesMatch } from '@portal/contract';
import { invoiceVerificationCode } from './invoice-code';
import { createServerSecret } from './server-secret';

describe('invoiceVerificationCode', () => {
  const secret = createServerSecret('k'.repeat(48));

  it('is 8 Crockford characters, the same each time for one transId', () => {
    const code = invoiceVerificationCode(secret, 'INV-202611-000001');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(invoiceVerificationCode(createServerSecret('k'.repeat(48)), 'INV-202611-000001')).toBe(code);
    expect(verificationCodesMatch(code, code.toLowerCase())).toBe(true);
  });

  it('differs per invoice and per secret, and uses the key derived for invoices only', () => {
    const codes = new Set(
      Array.from({ length: 500 }, (_, i) =>
        invoiceVerificationCode(secret, `INV-202611-${String(i + 1).padStart(6, '0')}`),
      ),
    );
    expect(codes.size).toBe(500);
    expect(invoiceVerificationCode(createServerSecret('x'.repeat(48)), 'INV-202611-000001')).not.toBe(
      invoiceVerificationCode(secret, 'INV-202611-000001'),
    );
    const codeUnder = (purpose: 'invoice' | 'csrf') =>
      verificationCodeFromDigest(Buffer.from(secret.hmac(purpose, 'INV-202611-000001'), 'base64url'));
    expect(invoiceVerificationCode(secret, 'INV-202611-000001')).toBe(codeUnder('invoice'));
    expect(codeUnder('csrf')).not.toBe(codeUnder('invoice'));
  });
});
