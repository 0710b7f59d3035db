import { toast, type ToastInput } from '@/components/ui/toast';
import { translateError } from './catalogue';
import { normalizeError } from './normalize';
import { defaultT } from './translate';
import type { ErrorAction, TErrorContext, TranslatedError, TTranslate } from './types';

export interface ShowErrorToastOptions {
  context?: TErrorContext;
  /** Wired to the retry action, which is offered only for network, timeout and server errors. */
  onRetry?: () => void;
  /** Receives the first suggested non-retry action (navigate to its href, resend the OTP …). */
  onAction?: (action: ErrorAction) => void;
  t?: TTranslate;
}

function pickToastAction(tr: TranslatedError, opts: ShowErrorToastOptions): ToastInput['action'] {
  for (const action of tr.actions) {
    if (action.isRetry && opts.onRetry) return { label: action.label, onClick: opts.onRetry };
    if (!action.isRetry && opts.onAction) {
      const onAction = opts.onAction;
      return { label: action.label, onClick: () => onAction(action) };
    }
  }
  return undefined;
}

/**
 * Any failed query or mutation shows a toast with the catalogue's title, message and variant
 * (docs/business-rules.md#error-catalogue); validation errors use the validation toast. Returns
 * what was shown.
 */
export function showErrorToast(error: unknown, context?: TErrorContext | ShowErrorToastOptions): TranslatedError {
  const opts: ShowErrorToastOptions = typeof context === 'string' ? { context } : (context ?? {});
  const t = opts.t ?? defaultT;
  const tr = translateError(error, t, opts.context);
  const isValidation = tr.code === 'VALIDATION_FAILED';
  toast({
    title: isValidation ? t('errors:validationToast.title') : tr.title,
    description: tr.message,
    variant: tr.variant,
    ...(isValidation ? { kind: 'validation' as const } : {}),
    action: pickToastAction(tr, opts),
  });
  return tr;
}

type TMetaSource = { meta?: Record<string, unknown> } | undefined;

/**
 * Errors that show no toast: cancelled work; anything whose query/mutation `meta.silent` is
 * true (notification polling stops silently); and a 401 other than wrong credentials, which means
 * "no session": on the profile call it is the quiet anonymous state (docs/business-rules.md#web-routes)
 * and elsewhere the session layer sends the user to /login.
 */
export function isSilentError(error: unknown, meta?: Record<string, unknown>): boolean {
  if (meta?.silent === true) return true;
  const n = normalizeError(error);
  if (n.isAborted) return true;
  return n.status === 401 && n.code !== 'INVALID_CREDENTIALS';
}

/**
 * For TanStack Query: `new QueryCache({ onError: handleQueryError })` and
 * `new MutationCache({ onError: (e, _v, _r, m) => handleQueryError(e, m) })`.
 * `meta.errorContext` picks the context of the suggested actions.
 */
export function handleQueryError(error: unknown, source?: TMetaSource): void {
  const meta = source?.meta;
  if (isSilentError(error, meta)) return;
  const context = typeof meta?.errorContext === 'string' ? (meta.errorContext as TErrorContext) : undefined;
  showErrorToast(error, { context });
}

/**
 * The toast for a failed save whose form also puts the messages on its fields: such mutations are
 * `meta.silent`, so the toast is raised here, once, with the action context of the save.
 */
export function reportSaveError(error: unknown, context: TErrorContext = 'save'): void {
  if (isSilentError(error)) return;
  showErrorToast(error, { context });
}
