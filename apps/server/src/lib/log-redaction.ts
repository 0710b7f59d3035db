/**
 * Error serializer of the server log (`err` / `error` keys): a failed database statement is
 * logged with its SQL and error code, never with its parameters or PostgreSQL's `detail`, which
 * echo the values (password hashes, NIK, NPWP, e-mail addresses). Applied once, in the logger
 * of app.ts, so every `log.error({ err })` is covered (docs/decisions/016).
 */

/** Own properties never logged: statement parameters, value-echoing details, live objects. */
const DROPPED = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'hint',
  'internalQuery',
  'client',
  'connection',
]);
const MAX_DEPTH = 5;

/**
 * Removes values from an error text: drizzle's "Failed query: … \nparams: a,b,c" (also inside the
 * stack) and PostgreSQL messages that quote the offending value.
 */
export function redactErrorText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [redacted]')
    .replace(/((?:for type|for enum) [\w." ]+?): "(?:[^"]|"")*"/g, '$1: [redacted]')
    .replace(/\bvalue "(?:[^"]|"")*" is out of range/g, 'value [redacted] is out of range')
    .replace(/\bKey \(([^)]*)\)=\((?:[^)]|\)(?! ))*\)/g, 'Key ($1)=([redacted])');
}

type Primitive = string | number | boolean | null;
const isPrimitive = (v: unknown): v is Primitive => v === null || ['string', 'number', 'boolean'].includes(typeof v);

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** A plain, value-free copy of an error and its causes, for the log. */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) {
    return {
      type: typeof err,
      message: typeof err === 'string' ? redactErrorText(err) : isPrimitive(err) ? String(err) : '',
      stack: '',
    };
  }
  const out: SerializedError = {
    type: err.constructor?.name ?? 'Error',
    message: redactErrorText(err.message),
    stack: redactErrorText(err.stack ?? ''),
  };
  for (const [key, value] of Object.entries(err)) {
    if (DROPPED.has(key) || key === 'cause' || key === 'errors' || !isPrimitive(value)) continue;
    out[key] = typeof value === 'string' ? redactErrorText(value) : value;
  }
  if (depth < MAX_DEPTH) {
    if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1);
    if (err instanceof AggregateError) out.errors = err.errors.slice(0, 5).map((e) => serializeError(e, depth + 1));
  }
  return out;
}
