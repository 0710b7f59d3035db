import { ApiError } from '@/lib/api-client';

/** DOMAIN.md: each duplicate has its own 409 code; shown on its field in the form's language. */
const TAKEN_CODE_FIELD: Record<string, string> = {
  EMAIL_TAKEN: 'email',
  PHONE_TAKEN: 'phone',
  NPWP_TAKEN: 'npwp',
  NIB_TAKEN: 'nib',
};

/**
 * Server answer → one message per form field: the 422/409 `errors` map (first message of each
 * field), and the *_TAKEN codes as `auth:register.taken.<field>` keys. Unknown fields are dropped.
 */
export function mapServerFieldErrors(error: unknown, knownFields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m.length > 0) : undefined;
    if (first && knownFields.includes(field)) out[field] = first;
  }
  const takenField = TAKEN_CODE_FIELD[error.code];
  if (takenField && knownFields.includes(takenField)) out[takenField] = `auth:register.taken.${takenField}`;
  return out;
}
