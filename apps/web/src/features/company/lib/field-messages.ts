import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { isSilentError, showErrorToast, type TErrorContext } from '@/lib/errors';

/**
 * Field messages are contract keys ('validation.required', SPEC §5; the onboarding ones of
 * V_ONBOARDING too) or our own `ns:key` keys; plain server text is shown as it is.
 */
export function translateFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const v = /^validation\.([A-Za-z]+)$/.exec(message);
  if (v) return t(`validation:${v[1]}`, { defaultValue: t('validation:invalid') });
  if (/^[a-z]+:[A-Za-z.]+$/.test(message)) return t(message);
  return message;
}

/** DOMAIN.md: each duplicate has its own 409 code; shown on its field. */
const TAKEN_CODE_FIELD: Record<string, string> = { PHONE_TAKEN: 'phone', NPWP_TAKEN: 'npwp', NIB_TAKEN: 'nib', EMAIL_TAKEN: 'email' };

/** A 422 `errors` map and the *_TAKEN codes → one message (key) per known field. */
export function serverFieldErrors(error: unknown, knownFields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m.length > 0) : undefined;
    if (first && knownFields.includes(field)) out[field] = first;
  }
  const taken = TAKEN_CODE_FIELD[error.code];
  if (taken && knownFields.includes(taken)) out[taken] = `company:taken.${taken}`;
  return out;
}

/**
 * The SPEC §8 toast for a failed save. The forms' mutations are `meta.silent` (they also put the
 * messages on their fields), so the toast is raised here, once, with the right action context.
 */
export function reportSaveError(error: unknown, context: TErrorContext = 'save'): void {
  if (isSilentError(error)) return;
  showErrorToast(error, { context });
}
