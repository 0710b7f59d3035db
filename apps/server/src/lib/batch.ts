import type { Logger } from './logger';
import { ERROR_MESSAGES_ID, type TBatchItemError } from '@portal/contract';
import { AppError } from './app-error';

/**
 * Why one item of a bulk call failed, as the single call would have answered it (its code and
 * message, with the message's key for the reader's language). Anything but an AppError is an
 * INTERNAL failure of that item: logged, never shown (docs/business-rules.md#bulk-work).
 */
export function batchItemError(err: unknown, log: Logger): TBatchItemError {
  if (err instanceof AppError)
    return {
      code: err.code,
      message: err.message,
      ...(err.specific
        ? { message_key: err.specific.key, ...(err.specific.params ? { message_params: err.specific.params } : {}) }
        : {}),
    };
  log.error({ err }, 'bulk item failed');
  return { code: 'INTERNAL', message: ERROR_MESSAGES_ID.INTERNAL };
}
