import { z } from 'zod';
import { ERROR_CODES } from '../errors';

/** JSON envelope of every API answer (docs/business-rules.md#envelope). */
export const ZFieldErrors = z.record(z.string(), z.array(z.string()));
export type TFieldErrors = z.infer<typeof ZFieldErrors>;

/**
 * When the `message` says more than the code (or than "OK"): the key of its entry in the server
 * texts catalogue (texts/server-texts.ts), so a client shows that text in its reader's language,
 * and the values of its placeholders (docs/decisions/097). Both optional: a client that reads
 * `message` alone is unaffected.
 */
export const ZMessageKey = z.string().max(100);
export const ZMessageParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type TMessageParams = z.infer<typeof ZMessageParams>;

export const ZErrorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string(),
  message_key: ZMessageKey.optional(),
  message_params: ZMessageParams.optional(),
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  errors: ZFieldErrors.optional(),
  data: z.unknown().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.literal('success'),
    message: z.string(),
    message_key: ZMessageKey.optional(),
    message_params: ZMessageParams.optional(),
    data,
  });

export type TSuccessEnvelope<T> = {
  status: 'success';
  message: string;
  message_key?: string;
  message_params?: TMessageParams;
  data: T;
};

/** `data` of an answer that has nothing to return (logout, forgot/reset password, error reports). */
export const ZEmptyResponse = z.null();
export type TEmptyResponse = z.infer<typeof ZEmptyResponse>;

/** CSRF token field carried in every state-changing body (docs/business-rules.md#csrf). */
export const ZCsrfField = z.object({ csrf_token: z.string().min(1).max(200) });
