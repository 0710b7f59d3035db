import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from './api-client';
import { serverFieldErrors, translateFieldMessage } from './field-messages';

beforeAll(async () => {
  await i18n.changeLanguage('id');
});

describe('translateFieldMessage', () => {
  it('translates contract keys in the UI language', () => {
    expect(translateFieldMessage('validation.required')).toBe('Kolom ini wajib diisi');
    expect(translateFieldMessage('validation.passwordMin')).toBe('Password minimal 8 karakter');
    expect(translateFieldMessage('validation.required', i18n.getFixedT('en'))).toBe('This field is required');
    expect(translateFieldMessage('validation.taken.nib')).toBe('NIB sudah terdaftar');
  });

  it('translates our own namespaced keys', () => {
    expect(translateFieldMessage('admin:companyEdit.taken.npwp')).toBe(
      'NPWP ini sudah terdaftar untuk perusahaan lain.',
    );
  });

  it('shows plain server text, and keys without a translation, as they came', () => {
    expect(translateFieldMessage('NPWP wajib 15 digit')).toBe('NPWP wajib 15 digit');
    expect(translateFieldMessage('Pesan dari server.')).toBe('Pesan dari server.');
    expect(translateFieldMessage('validation.noSuchKey')).toBe('validation.noSuchKey');
    expect(translateFieldMessage(undefined)).toBeUndefined();
    expect(translateFieldMessage('')).toBeUndefined();
  });
});

describe('serverFieldErrors', () => {
  it('takes the first message of each known field and drops unknown fields', () => {
    const e = new ApiError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'x',
      errors: { npwp: ['validation.npwp', 'other'], nope: ['x'] },
    });
    expect(serverFieldErrors(e, ['npwp', 'nib'])).toEqual({ npwp: 'validation.npwp' });
  });

  it.each([
    ['EMAIL_TAKEN', 'email'],
    ['PHONE_TAKEN', 'phone'],
    ['NPWP_TAKEN', 'npwp'],
    ['NIB_TAKEN', 'nib'],
  ])('%s lands on %s with the shared message key', (code, field) => {
    const e = new ApiError({ status: 409, code, message: 'Sudah terdaftar.' });
    expect(serverFieldErrors(e, ['email', 'phone', 'npwp', 'nib'])).toEqual({ [field]: `validation.taken.${field}` });
  });

  it('a screen may name its own texts for a duplicate, and a form without the field gets nothing', () => {
    const e = new ApiError({ status: 409, code: 'NPWP_TAKEN', message: 'x' });
    expect(serverFieldErrors(e, ['npwp'], 'admin:companyEdit.taken')).toEqual({ npwp: 'admin:companyEdit.taken.npwp' });
    expect(serverFieldErrors(e, ['email'])).toEqual({});
  });

  it('ignores anything that is not an ApiError', () => {
    expect(serverFieldErrors(new Error('x'), ['email'])).toEqual({});
  });
});
