import type { TFunction } from 'i18next';

/** Contract messages are `validation.*` keys (SPEC §5); anything else is shown as sent. */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const m = /^validation\.([A-Za-z]+)$/.exec(message);
  return m ? t(m[1], { ns: 'validation' }) : message;
}
