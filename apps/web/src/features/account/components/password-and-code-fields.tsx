import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';

/** What a second-factor change asks for again: the password and a code. */
export const PASSWORD_AND_CODE_FIELDS = ['password', 'code'] as const;
export type TPasswordAndCodeField = (typeof PASSWORD_AND_CODE_FIELDS)[number];
export type TPasswordAndCode = Record<TPasswordAndCodeField, string>;
export type TPasswordAndCodeErrors = Partial<Record<TPasswordAndCodeField, string>>;

/** The id of a field: `<idPrefix>-password`, `<idPrefix>-code` (a form focuses its first error by it). */
export const passwordAndCodeId = (idPrefix: string, field: TPasswordAndCodeField) => `${idPrefix}-${field}`;

/**
 * A refused answer onto the two fields: the 422 field messages, and a wrong code
 * (`MFA_CODE_INVALID`) under the code. Empty when the refusal belongs to neither field.
 */
export function passwordAndCodeErrors(failure: unknown): TPasswordAndCodeErrors {
  const fields = serverFieldErrors(failure, PASSWORD_AND_CODE_FIELDS);
  if (failure instanceof ApiError && failure.code === 'MFA_CODE_INVALID') fields.code = translateError(failure).message;
  return fields;
}

/** The two fields' state: what is typed, the messages shown, and the props that bind them to the fields. */
export function usePasswordAndCode() {
  const [values, setValues] = useState<TPasswordAndCode>({ password: '', code: '' });
  const [errors, setErrors] = useState<TPasswordAndCodeErrors>({});
  const onChange = (field: TPasswordAndCodeField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  return { values, errors, setErrors, bind: { values, errors, onChange } };
}

export interface TPasswordAndCodeFieldsProps {
  idPrefix: string;
  /**
   * `authenticator`: a code of the authenticator app only (digits, with its hint);
   * `authenticatorOrRecovery`: an authenticator code or a recovery code (letters too).
   */
  code: 'authenticator' | 'authenticatorOrRecovery';
  values: TPasswordAndCode;
  /** Untranslated field messages (contract keys such as 'validation.required', or text shown as it is). */
  errors: TPasswordAndCodeErrors;
  onChange: (field: TPasswordAndCodeField, value: string) => void;
}

/**
 * The password and the code that confirm a second-factor change (switching it off, new recovery
 * codes; docs/business-rules.md#second-factor), with their labels, autocomplete hints and error
 * messages.
 */
export function PasswordAndCodeFields({ idPrefix, code, values, errors, onChange }: TPasswordAndCodeFieldsProps) {
  const { t } = useTranslation('settings');
  const authenticatorOnly = code === 'authenticator';
  return (
    <>
      <FormField
        id={passwordAndCodeId(idPrefix, 'password')}
        label={t('twoFactor.passwordLabel')}
        error={translateFieldMessage(errors.password, t)}
        required
      >
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => onChange('password', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={passwordAndCodeId(idPrefix, 'code')}
        label={authenticatorOnly ? t('twoFactor.codeLabel') : t('twoFactor.codeOrRecoveryLabel')}
        hint={authenticatorOnly ? t('twoFactor.codeHint') : undefined}
        error={translateFieldMessage(errors.code, t)}
        required
      >
        {(field) => (
          <Input
            {...field}
            inputMode={authenticatorOnly ? 'numeric' : undefined}
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={authenticatorOnly ? 9 : undefined}
            value={values.code}
            onChange={(e) => onChange('code', e.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
