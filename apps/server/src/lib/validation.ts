import type { z } from 'zod';
import { V, type TFieldErrors } from '@portal/contract';
import { AppError } from './app-error';

/** The value at an issue's path in the request's input, or undefined when it is not there. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, key)) return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/**
 * The message key of one issue. A value of the wrong type that is present is `validation.invalid`
 * (a schema's own `validation.required` is meant for a missing value); absent (or null) is
 * `validation.required`. zod 4 leaves the input out of its issues, so presence is read from the
 * request itself.
 */
function messageOf(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code !== 'invalid_type') return issue.message.startsWith('validation.') ? issue.message : V.invalid;
  const value = valueAt(input, issue.path);
  const present = value !== undefined && value !== null;
  if (!present) return V.required;
  return issue.message.startsWith('validation.') && issue.message !== V.required ? issue.message : V.invalid;
}

/**
 * zod issues → the `errors` map of the envelope (field → message keys). The field names come from
 * the request, so the map has no prototype: a key named `toString`, `constructor` or `__proto__`
 * is an ordinary entry, never an inherited member (docs/decisions/016).
 */
export function toFieldErrors(error: z.ZodError, input?: unknown): TFieldErrors {
  const out: TFieldErrors = Object.create(null);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) (out[k] ??= []).push(V.unknownField);
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    (out[field] ??= []).push(messageOf(issue, input));
  }
  return out;
}

/** The parsed value, or a 422 with the field errors. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const input = value ?? {};
  const r = schema.safeParse(input);
  if (!r.success) throw new AppError('VALIDATION_FAILED', { errors: toFieldErrors(r.error, input) });
  return r.data;
}
