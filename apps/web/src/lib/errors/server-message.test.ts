import { SERVER_TEXTS } from '@portal/contract/texts';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { translateError } from './catalogue';
import { serverMessageOf } from './server-message';

const tId = i18n.getFixedT('id');
const tEn = i18n.getFixedT('en');
const refused = (key: string, params?: Record<string, string | number>, extra: object = {}) =>
  new ApiError({
    status: 409,
    code: 'INVALID_TRANSITION',
    message: 'Perubahan status tidak diizinkan.',
    serverMessage: 'Perubahan status tidak diizinkan.',
    messageKey: key,
    messageParams: params,
    ...extra,
  });

describe('messages the server names by message_key (docs/decisions/097)', () => {
  it('shows the catalogue text in the chosen language, not the code’s generic one', () => {
    const e = refused('invoices.refund_needs_rejection');
    expect(translateError(e, tId).message).toBe(SERVER_TEXTS.id['invoices.refund_needs_rejection']);
    expect(translateError(e, tEn).message).toBe(
      'A payment can only be refunded once its application has been rejected. Reject the application first.',
    );
    expect(translateError(e, tEn).code).toBe('INVALID_TRANSITION');
  });

  it('writes {status} by its badge label and {date} in words, in each language', () => {
    const e = refused('transition.refused', { status: 'paid' });
    expect(translateError(e, tId).message).toBe('Perubahan status tidak diizinkan: status saat ini Lunas.');
    expect(translateError(e, tEn).message).toBe('This status change is not allowed: the current status is Paid.');
    const d = refused('certificates.renewal_opens', { date: '2029-08-26' });
    expect(translateError(d, tId).message).toBe('Perpanjangan dapat diajukan mulai 26 Agustus 2029.');
    expect(translateError(d, tEn).message).toBe('A renewal can be applied for from August 26, 2029.');
  });

  it('falls back to the code for a key it does not know, and never shows server text for a 5xx', () => {
    const unknown = refused('nothing.like_this');
    expect(translateError(unknown, tEn).message).toBe(translateError(refused(''), tEn).message);
    const internal = new ApiError({ status: 500, code: 'INTERNAL', message: 'x', messageKey: 'invoices.not_found' });
    expect(translateError(internal, tEn).message).not.toBe('Invoice not found.');
  });

  it('keeps the list of fields for a validation error with field errors', () => {
    const e = new ApiError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Data perusahaan atau dokumen wajib belum lengkap.',
      messageKey: 'registrations.incomplete',
      errors: { address: ['validation.required'] },
    });
    expect(translateError(e, tEn).message).not.toBe(SERVER_TEXTS.en['registrations.incomplete']);
    const noFields = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'x',
      messageKey: 'certificates.already_applied',
      messageParams: { codeReg: 'SP-1' },
    });
    expect(translateError(noFields, tEn).message).toBe('This certificate is already named in application SP-1.');
  });

  it('serverMessageOf: the named text in the language, else the envelope’s own message', () => {
    expect(serverMessageOf(refused('admins.last_super_admin'), tEn)).toBe(
      'The last active super admin cannot lose the role or be disabled.',
    );
    expect(
      serverMessageOf(new ApiError({ status: 409, code: 'CONFLICT', message: 'm', serverMessage: 'Pesan.' }), tEn),
    ).toBe('Pesan.');
    expect(serverMessageOf(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'HTTP 404' }), tEn)).toBeUndefined();
  });

  it('the server namespace holds every key of the contract’s server texts, in both languages', () => {
    for (const lng of ['id', 'en'] as const)
      for (const key of Object.keys(SERVER_TEXTS[lng]))
        expect(i18n.exists(`server:${key}`, { lng }), `${lng} ${key}`).toBe(true);
  });
});
