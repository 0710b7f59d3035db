/**
 * Turns anything thrown (ApiError of lib/api-client, Error, string, plain object) into the few
 * facts the catalogue reads. Duck-typed on purpose: no import of the api client, so the error
 * layer stays usable (and testable) without it.
 */
export interface TNormalizedError {
  status?: number;
  code?: string;
  message: string;
  /** Raw `errors` / `details` map, still untranslated. */
  rawFieldErrors?: Record<string, string[]>;
  retryAfterS?: number;
  /** The envelope's `message_key` and `message_params` (docs/decisions/097). */
  messageKey?: string;
  messageParams?: Record<string, string | number>;
  /** Aborted or cancelled work (TanStack CancelledError, AbortError): never shown. */
  isAborted: boolean;
}

type TLoose = Record<string, unknown>;

const isObject = (v: unknown): v is TLoose => typeof v === 'object' && v !== null;

function toStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(toStrings);
  if (isObject(value) && typeof value.message === 'string') return toStrings(value.message);
  return [];
}

/** Accepts `{ field: string[] }`, `{ field: string }` and `[{ field?, message }]` shapes. */
export function collectFieldErrors(value: unknown): Record<string, string[]> | undefined {
  const out: Record<string, string[]> = {};
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const field = isObject(item) && typeof item.field === 'string' ? item.field : String(i);
      const msgs = toStrings(item);
      if (msgs.length) (out[field] ??= []).push(...msgs);
    });
  } else if (isObject(value)) {
    for (const [field, v] of Object.entries(value)) {
      const msgs = toStrings(v);
      if (msgs.length) out[field] = msgs;
    }
  }
  return Object.keys(out).length ? out : undefined;
}

function pickNumber(...values: unknown[]): number | undefined {
  for (const v of values) if (typeof v === 'number' && Number.isFinite(v)) return v;
  return undefined;
}

export function normalizeError(error: unknown): TNormalizedError {
  if (typeof error === 'string') return { message: error, isAborted: false };
  if (!isObject(error)) return { message: '', isAborted: false };
  const data = isObject(error.data) ? error.data : undefined;
  const response = isObject(error.response) ? error.response : undefined;
  const name = typeof error.name === 'string' ? error.name : '';
  const code =
    typeof error.code === 'string' && error.code ? error.code : name === 'TimeoutError' ? 'TIMEOUT' : undefined;
  return {
    status: pickNumber(error.status, error.statusCode, response?.status),
    code,
    message: typeof error.message === 'string' ? error.message : '',
    rawFieldErrors: collectFieldErrors(error.errors ?? error.details ?? data?.errors ?? data?.details),
    retryAfterS: pickNumber(error.retryAfterS),
    messageKey: typeof error.messageKey === 'string' ? error.messageKey : undefined,
    messageParams: isObject(error.messageParams) ? (error.messageParams as Record<string, string | number>) : undefined,
    isAborted: name === 'AbortError' || name === 'CancelledError',
  };
}
