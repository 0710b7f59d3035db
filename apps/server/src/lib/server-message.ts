import { renderServerText, type TMessageParams, type TServerTextKey } from '@portal/contract';

/**
 * A message the server writes into the envelope when it says more than the code (docs/decisions/097):
 * an entry of the contract's server texts catalogue. `message` carries its Indonesian text (the wire
 * contract), `message_key` and `message_params` name it, so the web app shows it in its reader's language.
 */
export interface ServerMessage {
  readonly key: TServerTextKey;
  readonly params?: TMessageParams;
  /** The Indonesian text, placeholders filled. */
  readonly text: string;
}

/** The message of a catalogue entry: `msg('invoices.not_found')`, `msg('transition.refused', { status })`. */
export const msg = (key: TServerTextKey, params?: TMessageParams): ServerMessage => ({
  key,
  ...(params ? { params } : {}),
  text: renderServerText(key, params),
});

/** The envelope's fields for a message: `message`, `message_key` and, with placeholders, `message_params`. */
export const messageFields = (m: ServerMessage) => ({
  message: m.text,
  message_key: m.key,
  ...(m.params ? { message_params: m.params } : {}),
});
