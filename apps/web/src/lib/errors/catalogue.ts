import type { ToastVariant } from '@/components/ui/toast';
import { suggestActions } from './actions';
import { normalizeError, type TNormalizedError } from './normalize';
import { translateServerMessage } from './server-message';
import { CATALOGUE, codeFromStatus, isCatalogueCode, matchMessage, severityOf, type TCatalogueCode } from './rules';
import { defaultT } from './translate';
import type { TErrorContext, TErrorSeverity, TranslatedError, TTranslate } from './types';
import { formatValidationMessage, translateFieldErrors } from './validation';

/** Titles by severity. */
export const SEVERITY_TITLE_KEYS: Record<TErrorSeverity, string> = {
  critical: 'errors:titles.critical',
  high: 'errors:titles.high',
  medium: 'errors:titles.medium',
  low: 'errors:titles.low',
};

/** Destructive for high or critical, warning for medium, else default. */
export function variantFor(severity: TErrorSeverity): ToastVariant {
  if (severity === 'critical' || severity === 'high') return 'destructive';
  return severity === 'medium' ? 'warning' : 'default';
}

/** A bare 'HTTP 404' (non-JSON answer) says nothing the status does not say better. */
const isPlaceholderMessage = (message: string): boolean => !message.trim() || /^HTTP \d{3}$/.test(message.trim());

/**
 * Code first, then field errors, then the message text, then the HTTP status (the message itself:
 * the text of its `message_key` when the server named one).
 * A 5xx always becomes the system-disruption message: its text is never shown (no leaks).
 */
export function resolveCode(n: TNormalizedError): TCatalogueCode {
  if (isCatalogueCode(n.code)) return n.code;
  if (n.status !== undefined && n.status >= 500) return 'INTERNAL';
  if (n.rawFieldErrors) return 'VALIDATION_FAILED';
  const byMessage = matchMessage(n.message);
  if (byMessage) return byMessage;
  if (isPlaceholderMessage(n.message)) return codeFromStatus(n.status) ?? 'UNKNOWN';
  return 'UNKNOWN';
}

const UPLOAD_PREFIX = /^(gagal mengunggah file|upload failed|failed to upload( the)? file)[.:]?\s*/i;

function messageFor(
  code: TCatalogueCode,
  n: TNormalizedError,
  fieldErrors: TranslatedError['fieldErrors'],
  t: TTranslate,
): string {
  const key = `errors:messages.${CATALOGUE[code].key}`;
  // The server named its message (docs/decisions/097): its words in the reader's language, more
  // specific than the code's. Field errors still list the fields; a 5xx never shows server text.
  const named =
    code !== 'INTERNAL' && !(code === 'VALIDATION_FAILED' && fieldErrors)
      ? translateServerMessage(n.messageKey, n.messageParams, t)
      : undefined;
  if (named) return named;
  switch (code) {
    case 'VALIDATION_FAILED':
      return formatValidationMessage(fieldErrors, t);
    case 'RATE_LIMITED':
      return n.retryAfterS && n.retryAfterS > 0
        ? t('errors:messages.rateLimitedWait', { seconds: Math.ceil(n.retryAfterS) })
        : t(key);
    case 'FILE_REJECTED':
    case 'FILE_TOO_LARGE':
    case 'QUOTA_EXCEEDED':
      return t('errors:messages.uploadWithDetail', { detail: t(key) });
    case 'UPLOAD_FAILED': {
      // 'Gagal mengunggah file.' plus the detail the server gave.
      const detail = n.message.replace(UPLOAD_PREFIX, '').trim();
      return detail ? t('errors:messages.uploadWithDetail', { detail }) : t(key);
    }
    case 'UNKNOWN':
      return isPlaceholderMessage(n.message) ? t(key) : n.message;
    default:
      return t(key);
  }
}

/** The error catalogue (docs/business-rules.md#error-catalogue): message, title, severity, toast variant and suggested actions. */
export function translateError(
  error: unknown,
  t: TTranslate = defaultT,
  context: TErrorContext = 'general',
): TranslatedError {
  const n = normalizeError(error);
  const code = resolveCode(n);
  const { category } = CATALOGUE[code];
  const severity = severityOf(category, n.status);
  const fieldErrors = translateFieldErrors(n.rawFieldErrors, t);
  return {
    code,
    message: messageFor(code, n, fieldErrors, t),
    title: t(SEVERITY_TITLE_KEYS[severity]),
    severity,
    variant: variantFor(severity),
    actions: suggestActions(code, category, context, t),
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}
