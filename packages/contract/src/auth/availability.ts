import { z } from 'zod';
import { zEmail, zNib, zNpwp, zPhone } from '../common/fields';

const csrf = { csrf_token: z.string().max(200).optional() };

/**
 * POST auth/check-availability.php (docs/business-rules.md#availability): whether sign-up would
 * accept this e-mail, phone, NPWP or NIB as not yet registered. `value` is checked with the sign-up
 * form's own validator for its field (the same 422 on `value`), so it tells no more than
 * auth/register.php would: one field at a time, "available" or not.
 */
export const AVAILABILITY_FIELDS = ['email', 'phone', 'npwp', 'nib'] as const;
export type TAvailabilityField = (typeof AVAILABILITY_FIELDS)[number];

export const ZCheckAvailabilityRequest = z.discriminatedUnion('field', [
  z.object({ field: z.literal('email'), value: zEmail, ...csrf }).strict(),
  z.object({ field: z.literal('phone'), value: zPhone, ...csrf }).strict(),
  z.object({ field: z.literal('npwp'), value: zNpwp, ...csrf }).strict(),
  z.object({ field: z.literal('nib'), value: zNib, ...csrf }).strict(),
]);
export type TCheckAvailabilityRequest = z.input<typeof ZCheckAvailabilityRequest>;

export const ZCheckAvailabilityResponse = z.object({
  field: z.enum(AVAILABILITY_FIELDS),
  available: z.boolean(),
});
export type TCheckAvailabilityResponse = z.infer<typeof ZCheckAvailabilityResponse>;
