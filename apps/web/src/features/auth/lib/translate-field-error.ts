import type { TFunction } from 'i18next';

/**
 * Field messages are keys like 'validation.required' (contract V, SPEC §5); the server may also
 * send plain text. Keys are translated (validation namespace, or our own `auth:` keys); other text is shown as is.
 */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const m = /^validation\.([A-Za-z]+)$/.exec(message);
  if (m) return t(m[1], { ns: 'validation' });
  // Our own keys for server codes (e.g. 'auth:register.taken.email').
  if (/^auth:[A-Za-z.]+$/.test(message)) return t(message);
  return message;
}
