import { z } from 'zod';
import { ERROR_CODES } from '../errors';

/** JSON envelope of every API answer (docs/business-rules.md#envelope). */
export const ZFieldErrors = z.record(z.string(), z.array(z.string()));
export type TFieldErrors = z.infer<typeof ZFieldErrors>;

export const ZErrorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  errors: ZFieldErrors.optional(),
  data: z.unknown().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string(), data });

export type TSuccessEnvelope<T> = { status: 'success'; message: string; data: T };

/** `data` of an answer that has nothing to return (logout, forgot/reset password, error reports). */
export const ZEmptyResponse = z.null();
export type TEmptyResponse = z.infer<typeof ZEmptyResponse>;

/** CSRF token field carried in every state-changing body (docs/business-rules.md#csrf). */
export const ZCsrfField = z.object({ csrf_token: z.string().min(1).max(200) });
