import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { getToasts, resetToasts } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { handleQueryError, isSilentError, showErrorToast } from './show-error-toast';

beforeAll(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => resetToasts());

const current = () => getToasts()[0];

describe('showErrorToast', () => {
  it("shows the catalogue's title, message and variant", () => {
    showErrorToast(new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Login gagal' }));
    expect(current()).toMatchObject({
      title: 'Kesalahan Keamanan',
      description: 'Email atau password tidak sesuai.',
      variant: 'destructive',
      duration: 7000,
    });
    expect(current().kind).toBeUndefined();
  });

  it('medium errors are warnings (6 s), low ones default', () => {
    showErrorToast(new ApiError({ status: 409, code: 'NIB_TAKEN', message: 'x' }));
    expect(current()).toMatchObject({ title: 'Kesalahan Input', variant: 'warning', duration: 6000 });
    showErrorToast(new Error('Sertifikat sudah diterbitkan'));
    expect(current()).toMatchObject({
      title: 'Peringatan',
      description: 'Sertifikat sudah diterbitkan',
      variant: 'default',
    });
  });

  it('validation errors use the validation toast', () => {
    showErrorToast(
      new ApiError({ status: 422, code: 'VALIDATION_FAILED', message: 'x', errors: { email: ['validation.email'] } }),
    );
    expect(current()).toMatchObject({
      title: 'Data Tidak Valid',
      description: 'Mohon periksa kembali input Anda: Format email tidak valid',
      kind: 'validation',
      duration: 8000,
    });
  });

  it('wires the retry action to onRetry for a network error, by context', () => {
    const onRetry = vi.fn();
    showErrorToast(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }), { context: 'login', onRetry });
    expect(current().action?.label).toBe('Coba Login Lagi');
    current().action?.onClick();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry for a non-retryable error; passes the first other action to onAction', () => {
    const onRetry = vi.fn();
    const onAction = vi.fn();
    showErrorToast(new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'x' }), {
      context: 'login',
      onRetry,
      onAction,
    });
    expect(current().action?.label).toBe('Lupa Password');
    current().action?.onClick();
    expect(onRetry).not.toHaveBeenCalled();
    expect(onAction).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'forgot_password', href: '/forgot-password' }),
    );
  });

  it('accepts a bare context string and shows no action without handlers', () => {
    const tr = showErrorToast(new ApiError({ status: 0, code: 'TIMEOUT', message: 'x' }), 'upload');
    expect(tr.actions.map((a) => a.type)).toEqual(['retry_upload']);
    expect(current().action).toBeUndefined();
  });
});

describe('isSilentError / handleQueryError', () => {
  const unauth = new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'x' });

  it('a 401 on the profile call is the quiet anonymous state', () => {
    expect(isSilentError(unauth)).toBe(true);
    handleQueryError(unauth, { meta: {} });
    expect(getToasts()).toHaveLength(0);
  });

  it('wrong credentials (also 401) are not silent', () => {
    expect(isSilentError(new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'x' }))).toBe(false);
  });

  it('cancelled work and meta.silent are silent; other failures toast', () => {
    expect(isSilentError(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isSilentError(Object.assign(new Error('x'), { name: 'CancelledError' }))).toBe(true);
    handleQueryError(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }), { meta: { silent: true } });
    expect(getToasts()).toHaveLength(0);
    expect(isSilentError(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'x' }))).toBe(false);
  });

  it('any other failed query shows the catalogue toast, with meta.errorContext', () => {
    handleQueryError(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' }), {
      meta: { errorContext: 'save' },
    });
    expect(current()).toMatchObject({ title: 'Kesalahan Sistem', variant: 'destructive' });
    handleQueryError(new Error('Failed to fetch'));
    expect(current().description).toBe('Terjadi masalah koneksi. Periksa koneksi internet Anda, lalu coba lagi.');
  });
});
