import type { TFunction } from 'i18next';

/**
 * Contract messages are `validation.*` keys (SPEC §5); our own server-code messages are
 * `admin:` keys (e.g. a 409 NPWP_TAKEN on its field); anything else is shown as sent.
 */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const m = /^validation\.([A-Za-z]+)$/.exec(message);
  if (m) return t(m[1], { ns: 'validation' });
  if (/^admin:[A-Za-z.]+$/.test(message)) return t(message);
  return message;
}
