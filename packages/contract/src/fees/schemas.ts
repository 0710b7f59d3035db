import { z } from 'zod';
import { APPLICATION_TYPES } from '../applications/application-types';
import { QUALIFICATIONS } from '../catalogue/qualifications';
import { zSubBidangCode } from '../catalogue/schemas';
import { V, zLooseIntUpTo, zRequiredString, zText } from '../common/fields';
import { csrfBody, zRupiah } from '../common/workflow-fields';
import { APPLICATION_SUB_BIDANG_MAX, BANK_ACCOUNTS_MAX, FEE_MAX_RUPIAH } from '../limits';
import { FEE_LINE_CODES } from './compute-fee';
import { PPN_BASE_RATIO, PPN_RATE_PERCENT } from './tax';
import { fourEyesResponse } from '../approvals/schemas';

/** A bank account of the payment instructions. The number is kept as digits only (what the copy button copies). */
export const ZBankAccount = z.object({
  bank_name: zRequiredString(100),
  account_number: zText(V.required)
    .trim()
    .min(1, V.required)
    .max(40, V.tooLong)
    .transform((s) => s.replace(/[\s.-]/g, ''))
    .refine((s) => /^\d{5,20}$/.test(s), V.invalid),
  account_holder: zRequiredString(150),
});
export type TBankAccount = z.output<typeof ZBankAccount>;

const zFee = zLooseIntUpTo(FEE_MAX_RUPIAH);
const ZQualificationFee = z.object({ base_fee: zFee, extra_sub_bidang_fee: zFee }).strict();

/**
 * One version of the fee schedule (docs/business-rules.md#fees), as stored in
 * `fee_schedules.data` and as an admin sends it. Every qualification has its fees; at least one
 * bank account, since every invoice carries payment instructions.
 */
export const ZFeeScheduleData = z
  .object({
    fees: z
      .object(
        Object.fromEntries(QUALIFICATIONS.map((q) => [q, ZQualificationFee])) as Record<
          (typeof QUALIFICATIONS)[number],
          typeof ZQualificationFee
        >,
      )
      .strict(),
    renewal_percent: zLooseIntUpTo(100),
    bank_accounts: z.array(ZBankAccount).min(1, V.required).max(BANK_ACCOUNTS_MAX, V.invalid),
  })
  .strict();
export type TFeeScheduleData = z.output<typeof ZFeeScheduleData>;
export type TFeeScheduleDataInput = z.input<typeof ZFeeScheduleData>;

/** GET fees/schedule.php: the current version with the tax constants. */
export const ZFeeScheduleResponse = z.object({
  id: z.number().int(),
  created_at: z.string(),
  fees: z.record(z.enum(QUALIFICATIONS), z.object({ base_fee: zRupiah, extra_sub_bidang_fee: zRupiah })),
  // As stored (ZFeeScheduleData): 0 to 100. Fee examples and quotes compute with it.
  renewal_percent: z.number().int().min(0).max(100),
  bank_accounts: z.array(z.object({ bank_name: z.string(), account_number: z.string(), account_holder: z.string() })),
  ppn_rate_percent: z.literal(PPN_RATE_PERCENT),
  ppn_base_ratio: z.literal(PPN_BASE_RATIO),
});
export type TFeeScheduleResponse = z.infer<typeof ZFeeScheduleResponse>;

/** POST admin/fees/update.php: a whole new version; applies to invoices issued afterwards. → the schedule response. */
export const ZAdminFeeUpdateRequest = ZFeeScheduleData.extend(csrfBody).strict();
export type TAdminFeeUpdateRequest = z.input<typeof ZAdminFeeUpdateRequest>;
/**
 * POST admin/fees/update.php: the new current schedule (200), or 202 `{ approval }` while the change
 * waits for a second administrator (after the first invoice; docs/business-rules.md#four-eyes).
 */
export const ZAdminFeeUpdateResponse = fourEyesResponse(ZFeeScheduleResponse);
export type TAdminFeeUpdateResponse = z.infer<typeof ZAdminFeeUpdateResponse>;

export const ZFeeLine = z.object({
  code: z.enum(FEE_LINE_CODES),
  description: z.string(),
  description_en: z.string(),
  quantity: z.number().int().min(1),
  unit_price: zRupiah,
  amount: zRupiah,
});

/** A quote, and the amounts of an invoice (docs/business-rules.md#tax). */
export const ZFeeQuote = z.object({
  lines: z.array(ZFeeLine),
  subtotal: zRupiah,
  dpp: zRupiah,
  ppn: zRupiah,
  total: zRupiah,
});
export type TFeeQuoteResponse = z.infer<typeof ZFeeQuote>;
/** POST fees/quote.php → data: the quote itself. */
export const ZFeeQuoteResponse = ZFeeQuote;

/** Unique sub-bidang codes, 1 to APPLICATION_SUB_BIDANG_MAX (application body and quote). */
export const zSubBidangCodes = z
  .array(zSubBidangCode, { error: V.required })
  .min(1, V.required)
  .max(APPLICATION_SUB_BIDANG_MAX, V.invalid)
  .refine((codes) => new Set(codes).size === codes.length, V.invalid);

/**
 * POST fees/quote.php (camelCase, as the application body): the sub-bidang as codes (checked
 * against the active catalogue) or only their count; exactly one of the two. → ZFeeQuote.
 */
export const ZFeeQuoteRequest = z
  .object({
    applicationType: z.enum(APPLICATION_TYPES, { error: V.required }),
    companyQualification: z.enum(QUALIFICATIONS, { error: V.required }),
    subBidangCodes: zSubBidangCodes.optional(),
    subBidangCount: zLooseIntUpTo(APPLICATION_SUB_BIDANG_MAX)
      .refine((n) => n >= 1, V.invalid)
      .optional(),
    ...csrfBody,
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.subBidangCodes === undefined) === (v.subBidangCount === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['subBidangCodes'],
        message: v.subBidangCodes === undefined ? V.required : V.invalid,
      });
  });
export type TFeeQuoteRequest = z.input<typeof ZFeeQuoteRequest>;
