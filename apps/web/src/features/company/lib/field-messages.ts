import type { TFunction } from 'i18next';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { isSilentError, showErrorToast, type TErrorContext } from '@/lib/errors';

/**
 * Field messages are contract keys ('validation.required', SPEC §5) or our own `ns:key` keys.
 * The onboarding keys of the contract (V_ONBOARDING: readOnly, documentRequired,
 * currentPasswordWrong) fall back to `company:fieldErrors.*` while the shared validation
 * namespace does not hold them.
 */
function fallbackKey(validationKey: string): string | null {
  if (i18n.exists(`validation:${validationKey}`)) return `validation:${validationKey}`;
  if (i18n.exists(`company:fieldErrors.${validationKey}`)) return `company:fieldErrors.${validationKey}`;
  return null;
}

export function translateFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const v = /^validation\.([A-Za-z]+)$/.exec(message);
  if (v) return t(fallbackKey(v[1]) ?? 'validation:invalid');
  if (/^[a-z]+:[A-Za-z.]+$/.test(message)) return t(message);
  return message;
}

/** A translate function for the error catalogue that knows the same fallbacks. */
export function fieldAwareT(key: string, options?: Record<string, unknown>): string {
  const m = /^validation:([A-Za-z]+)$/.exec(key);
  if (m) {
    const k = fallbackKey(m[1]);
    if (k) return i18n.t(k);
  }
  return i18n.t(key, options);
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

/** The SPEC §8 toast for a failed save (mutations here are `meta.silent` so it shows once, translated). */
export function reportSaveError(error: unknown, context: TErrorContext = 'save'): void {
  if (isSilentError(error)) return;
  showErrorToast(error, { context, t: fieldAwareT });
}
