import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { getToasts, resetToasts } from '@/components/ui/toast';
import { collectFieldErrors } from './normalize';
import { formatValidationMessage, showValidationToast } from './validation';

beforeAll(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => resetToasts());

describe('field error maps', () => {
  it('accepts the errors / details shapes servers send', () => {
    expect(collectFieldErrors({ a: ['x', 'y'], b: 'z', c: [], d: 3 })).toEqual({ a: ['x', 'y'], b: ['z'] });
    expect(collectFieldErrors([{ field: 'email', message: 'bad' }, 'loose'])).toEqual({ email: ['bad'], 1: ['loose'] });
    expect(collectFieldErrors({})).toBeUndefined();
    expect(collectFieldErrors(null)).toBeUndefined();
  });
});

describe('validation message', () => {
  it('joins every message after the fixed prefix, each identical text once', () => {
    expect(
      formatValidationMessage({
        name: ['Kolom ini wajib diisi'],
        phone: ['Kolom ini wajib diisi', 'Format nomor telepon tidak valid'],
      }),
    ).toBe('Mohon periksa kembali input Anda: Kolom ini wajib diisi, Format nomor telepon tidak valid');
  });

  it('without messages: the generic sentence', () => {
    expect(formatValidationMessage(undefined)).toBe(
      'Ada beberapa input yang tidak valid. Mohon periksa kembali formulir Anda.',
    );
    expect(formatValidationMessage({ a: [] })).toBe(
      'Ada beberapa input yang tidak valid. Mohon periksa kembali formulir Anda.',
    );
  });
});

describe('validation toast', () => {
  it("title 'Data Tidak Valid', joined translated messages, kind validation (8 s)", () => {
    showValidationToast({ email: ['validation.email'], password: ['validation.passwordMismatch'] });
    const [item] = getToasts();
    expect(item.title).toBe('Data Tidak Valid');
    expect(item.description).toBe('Mohon periksa kembali input Anda: Format email tidak valid, Password tidak cocok');
    expect(item.kind).toBe('validation');
    expect(item.duration).toBe(8000);
  });

  it('without errors: the generic sentence', () => {
    showValidationToast();
    expect(getToasts()[0].description).toBe(
      'Ada beberapa input yang tidak valid. Mohon periksa kembali formulir Anda.',
    );
  });

  it('in English when asked', () => {
    showValidationToast({ email: ['validation.email'] }, i18n.getFixedT('en'));
    expect(getToasts()[0]).toMatchObject({
      title: 'Invalid Data',
      description: 'Please check your input: Invalid email format',
    });
  });
});
