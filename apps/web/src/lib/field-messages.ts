import { ApiError } from './api-client';
import { defaultT } from './errors/translate';
import type { TTranslate } from './errors/types';

/** 'validation.required' (the contract's message keys) or 'validation.taken.npwp': namespace, dot, key. */
const DOTTED_KEY = /^([a-z][A-Za-z0-9_-]*)\.([A-Za-z0-9_.-]+)$/;
/** 'admin:companyEdit.taken.npwp': an i18next key with its namespace. */
const NS_KEY = /^[a-z][A-Za-z0-9_-]*:[A-Za-z0-9_.-]+$/;

/**
 * The one translator of form field messages. A field message is a key of the contract
 * ('validation.required'), a key of our own ('admin:companyEdit.taken.npwp') or plain text
 * from the server, which is shown as it came; so is a key that has no translation.
 */
export function translateFieldMessage(message: string, t?: TTranslate): string;
export function translateFieldMessage(message: string | undefined, t?: TTranslate): string | undefined;
export function translateFieldMessage(message: string | undefined, t: TTranslate = defaultT): string | undefined {
  if (!message) return undefined;
  const text = message.trim();
  const dotted = DOTTED_KEY.exec(text);
  if (dotted) return t(`${dotted[1]}:${dotted[2]}`, { defaultValue: message });
  if (NS_KEY.test(text)) return t(text, { defaultValue: message });
  return message;
}

/** Each duplicate (e-mail, phone, NPWP, NIB) has its own 409 code; it lands on its field. */
const TAKEN_CODE_FIELD: Record<string, string> = {
  EMAIL_TAKEN: 'email',
  PHONE_TAKEN: 'phone',
  NPWP_TAKEN: 'npwp',
  NIB_TAKEN: 'nib',
};

/**
 * The one mapper of a server answer onto form fields: the first message of each known field of
 * the 422 `errors` map, and a *_TAKEN code as `<takenKey>.<field>` (by default the shared
 * 'validation.taken.<field>' texts). Fields the form does not have are dropped.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  knownFields: readonly F[],
  takenKey = 'validation.taken',
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return out;
  const known = (field: string): field is F => (knownFields as readonly string[]).includes(field);
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m.length > 0) : undefined;
    if (first && known(field)) out[field] = first;
  }
  const taken = TAKEN_CODE_FIELD[error.code];
  if (taken && known(taken)) out[taken] = `${takenKey}.${taken}`;
  return out;
}
