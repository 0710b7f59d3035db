import { SERVER_TEXTS } from '@portal/contract/texts';
import type { TLanguage } from '@portal/contract/constants';

type TJson = Record<string, unknown>;

/** `{name}` as i18next writes it; `{date}` (a calendar day) through i18next's date formatter, in the reader's language. */
const toI18next = (text: string): string =>
  text.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'date' ? '{{date, datetime(dateStyle: long; timeZone: UTC)}}' : `{{${name}}}`,
  );

/**
 * The contract's server texts (docs/decisions/097) as the `server` namespace: the words of a message
 * the server names by `message_key` (`server:invoices.past_due`), in the reader's language. They are
 * not copied into locales/: this module turns the shared catalogue into the namespace when it loads.
 */
export const serverNamespace = (lng: TLanguage): TJson =>
  Object.fromEntries(Object.entries(SERVER_TEXTS[lng]).map(([key, text]) => [key, toI18next(text)]));
