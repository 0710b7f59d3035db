import { toast } from '@/components/ui/toast';
import { translateFieldMessage } from '@/lib/field-messages';
import { collectFieldErrors } from './normalize';
import { defaultT } from './translate';
import type { TFieldErrorMap, TTranslate } from './types';

export function translateFieldErrors(
  raw: Record<string, string[]> | undefined,
  t: TTranslate = defaultT,
): TFieldErrorMap | undefined {
  if (!raw) return undefined;
  return Object.fromEntries(
    Object.entries(raw).map(([field, msgs]) => [field, msgs.map((m) => translateFieldMessage(m, t))]),
  );
}

/**
 * 'Mohon periksa kembali input Anda: ' + the joined messages, or the generic sentence
 * when there are none. Identical messages (two empty required fields) are shown once.
 */
export function formatValidationMessage(fieldErrors: TFieldErrorMap | undefined, t: TTranslate = defaultT): string {
  const messages = [...new Set(Object.values(fieldErrors ?? {}).flat())];
  if (!messages.length) return t('errors:messages.validationNoDetails');
  return t('errors:messages.validation', { details: messages.join(', ') });
}

/**
 * The validation toast (docs/business-rules.md#error-catalogue): title 'Data Tidak Valid', kind 'validation' (8 s).
 * Accepts an `errors`/`details` map as the server sends it (strings or i18n keys).
 */
export function showValidationToast(errors?: unknown, t: TTranslate = defaultT): void {
  const fieldErrors = translateFieldErrors(collectFieldErrors(errors), t);
  toast({
    title: t('errors:validationToast.title'),
    description: formatValidationMessage(fieldErrors, t),
    variant: 'warning',
    kind: 'validation',
  });
}
