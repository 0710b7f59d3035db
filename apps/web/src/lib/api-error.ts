import type { TFieldErrors, TMessageParams } from '@portal/contract';

/** Any failed call, turned back into the server's code (the client side of the JSON envelope). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors?: TFieldErrors;
  readonly data?: unknown;
  readonly retryAfterS?: number;
  /** The envelope's own `message`, when the server sent a non-empty one. */
  readonly serverMessage?: string;
  /** The envelope's `message_key` and `message_params`: the message's entry in the contract's texts (docs/decisions/097). */
  readonly messageKey?: string;
  readonly messageParams?: TMessageParams;
  constructor(init: {
    status: number;
    code: string;
    message: string;
    errors?: TFieldErrors;
    data?: unknown;
    retryAfterS?: number;
    serverMessage?: string;
    messageKey?: string;
    messageParams?: TMessageParams;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.data = init.data;
    this.retryAfterS = init.retryAfterS;
    this.serverMessage = init.serverMessage;
    this.messageKey = init.messageKey;
    this.messageParams = init.messageParams;
  }
}

/** The error envelope `{status, message, message_key?, message_params?, code?, errors?, data?}` (`details` is an older name for `errors`). */
export interface TRawEnvelope {
  status?: unknown;
  message?: unknown;
  message_key?: unknown;
  message_params?: unknown;
  code?: unknown;
  errors?: unknown;
  details?: unknown;
  data?: unknown;
}

/** The body of an answer as an envelope; anything that is not a JSON object reads as an empty one. */
export function parseEnvelope(text: string): TRawEnvelope {
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as TRawEnvelope) : {};
  } catch {
    return {};
  }
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const record = <T>(v: unknown): T | undefined => (v && typeof v === 'object' ? (v as T) : undefined);

/**
 * The one reader of failed answers, whatever carried them (fetch, the upload's XMLHttpRequest, the
 * CSV and file downloads): the server's code, else INTERNAL for a 5xx or HTTP_<status>; its
 * message, else 'HTTP <status>', and the message's key and values; the field errors, the data and
 * a Retry-After in seconds.
 */
export function toApiError(status: number, body: TRawEnvelope, retryAfter: string | null): ApiError {
  const serverMessage = text(body.message);
  const retry = retryAfter ? Number(retryAfter) : NaN;
  return new ApiError({
    status,
    code: text(body.code) ?? (status >= 500 ? 'INTERNAL' : `HTTP_${status}`),
    message: serverMessage ?? `HTTP ${status}`,
    errors: record<TFieldErrors>(body.errors) ?? record<TFieldErrors>(body.details),
    data: body.data,
    retryAfterS: Number.isFinite(retry) ? retry : undefined,
    serverMessage,
    messageKey: text(body.message_key),
    messageParams: record<TMessageParams>(body.message_params),
  });
}

/** `toApiError` for a fetch Response (its body is read). */
export async function apiErrorFromResponse(res: Response): Promise<ApiError> {
  let body: TRawEnvelope = {};
  try {
    body = parseEnvelope(await res.text());
  } catch {
    /* body unreadable */
  }
  return toApiError(res.status, body, res.headers.get('Retry-After'));
}

/** No answer at all: the connection failed. */
export const networkError = () =>
  new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error: failed to fetch' });
/** No answer in time. */
export const timeoutError = () => new ApiError({ status: 0, code: 'TIMEOUT', message: 'Request timeout' });
