import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control, type FieldErrors } from 'react-hook-form';
import type { TAvailabilityField, TCheckAvailabilityRequest } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import type { TRegisterFormValues } from './register-steps';

/** The fields sign-up keeps unique, asked while typing (docs/business-rules.md#availability). */
export const AVAILABILITY_FIELDS = ['email', 'phone', 'npwp', 'nib'] as const satisfies readonly TAvailabilityField[];
/** The pause in typing after which a value is asked about; never per key. */
export const AVAILABILITY_PAUSE_MS = 700;

/**
 * Availability while typing on sign-up: after a pause, each changed e-mail, phone, NPWP or NIB is
 * asked about once (`auth/check-availability.php`), and a taken one answers with sign-up's own
 * message ("Email sudah terdaftar"). A malformed value (422), the rate limit (429) or a network
 * failure says nothing: the form's own checks and sign-up still decide. Returns the "taken"
 * messages as field errors, for the form to show under its own.
 */
export function useAvailabilityWhileTyping(
  control: Control<TRegisterFormValues, unknown, unknown>,
): FieldErrors<TRegisterFormValues> {
  const values = useWatch({ control, name: [...AVAILABILITY_FIELDS] });
  const asked = useRef<Partial<Record<TAvailabilityField, string>>>({});
  const [taken, setTaken] = useState<Partial<Record<TAvailabilityField, string>>>({});
  const key = values.map((v) => String(v ?? '').trim()).join('\u0000');

  useEffect(() => {
    const current = key.split('\u0000');
    const timers = AVAILABILITY_FIELDS.map((field, i) => {
      const value = current[i] ?? '';
      if (asked.current[field] === value) return null;
      if (!value) {
        asked.current[field] = value;
        setTaken((x) => ({ ...x, [field]: undefined }));
        return null;
      }
      return setTimeout(() => {
        asked.current[field] = value;
        apiPost('auth/check-availability.php', { field, value } as TCheckAvailabilityRequest)
          .then(({ available }) => setTaken((x) => ({ ...x, [field]: available ? undefined : value })))
          .catch(() => undefined);
      }, AVAILABILITY_PAUSE_MS);
    });
    return () => {
      for (const t of timers) if (t) clearTimeout(t);
    };
  }, [key]);

  const current = key.split('\u0000');
  const errors: FieldErrors<TRegisterFormValues> = {};
  AVAILABILITY_FIELDS.forEach((field, i) => {
    // Only while the field still holds the value found taken.
    if (taken[field] !== undefined && taken[field] === current[i])
      errors[field] = { type: 'taken', message: `validation.taken.${field}` };
  });
  return errors;
}
