import { z } from 'zod';
import { ERROR_CODES } from '../errors';

/** JSON envelope of every API answer (DOMAIN.md "Wire contract"). */
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

/** CSRF token field carried in every state-changing body (SPEC §7). */
export const ZCsrfField = z.object({ csrf_token: z.string().min(1).max(200) });
