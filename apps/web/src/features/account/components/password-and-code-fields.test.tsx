import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadNamespaces } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import {
  PasswordAndCodeFields,
  passwordAndCodeErrors,
  usePasswordAndCode,
  type TPasswordAndCodeErrors,
  type TPasswordAndCodeFieldsProps,
} from './password-and-code-fields';

function Harness({
  code,
  errors = {},
  onChange,
}: {
  code: TPasswordAndCodeFieldsProps['code'];
  errors?: TPasswordAndCodeErrors;
  onChange?: TPasswordAndCodeFieldsProps['onChange'];
}) {
  const { bind } = usePasswordAndCode();
  return (
    <PasswordAndCodeFields
      idPrefix="test"
      code={code}
      {...bind}
      errors={errors}
      onChange={(field, value) => {
        bind.onChange(field, value);
        onChange?.(field, value);
      }}
    />
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('id');
  await loadNamespaces(['settings', 'validation', 'errors']);
});

describe('PasswordAndCodeFields', () => {
  it('an authenticator code: digits on a phone, at most 9 characters, with its hint; the password as the current one', () => {
    render(<Harness code="authenticator" />);
    const password = screen.getByLabelText(/^Password/, { selector: '#test-password' });
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('aria-required', 'true');
    const code = screen.getByLabelText(/^Kode verifikasi/);
    expect(code).toHaveAttribute('id', 'test-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('spellcheck', 'false');
    expect(code).toHaveAttribute('maxLength', '9');
    expect(code).toHaveAccessibleDescription('6 digit dari aplikasi autentikator.');
  });

  it('an authenticator or recovery code: letters allowed, no length cap, no hint', () => {
    render(<Harness code="authenticatorOrRecovery" />);
    const code = screen.getByLabelText(/^Kode autentikator atau kode pemulihan/);
    expect(code).not.toHaveAttribute('inputmode');
    expect(code).not.toHaveAttribute('maxLength');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByLabelText(/^Kode verifikasi/)).toBeNull();
  });

  it('reports what is typed with its field and shows each message translated under its field', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness code="authenticator" onChange={onChange} />);
    await user.type(screen.getByLabelText(/^Password/, { selector: '#test-password' }), 'rahasia');
    expect(onChange).toHaveBeenLastCalledWith('password', 'rahasia');
    await user.type(screen.getByLabelText(/^Kode verifikasi/), '123');
    expect(onChange).toHaveBeenLastCalledWith('code', '123');
    cleanup();
    render(<Harness code="authenticator" errors={{ password: 'validation.required' }} />);
    const password = screen.getByLabelText(/^Password/, { selector: '#test-password' });
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(i18n.t('validation:required'));
    expect(screen.getByLabelText(/^Kode verifikasi/)).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('passwordAndCodeErrors', () => {
  it("puts a wrong code under the code, a 422's messages under their fields, and nothing else anywhere", () => {
    const wrong = new ApiError({ status: 422, code: 'MFA_CODE_INVALID', message: 'x' });
    const onCode = passwordAndCodeErrors(wrong);
    expect(Object.keys(onCode)).toEqual(['code']);
    expect(onCode.code).toBe(translateError(wrong).message);
    expect(onCode.code).not.toMatch(/MFA_CODE_INVALID/);
    expect(
      passwordAndCodeErrors(
        new ApiError({
          status: 422,
          code: 'VALIDATION_ERROR',
          message: 'x',
          errors: { password: ['validation.required'], other: ['validation.required'] },
        }),
      ),
    ).toEqual({ password: 'validation.required' });
    expect(passwordAndCodeErrors(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' }))).toEqual({});
    expect(passwordAndCodeErrors(new Error('offline'))).toEqual({});
  });
});
