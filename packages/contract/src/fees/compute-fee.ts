import { APPLICATION_TYPE_LABELS, type TApplicationType } from '../applications/application-types';
import { QUALIFICATION_LABELS, type TQualification } from '../catalogue/qualifications';
import { applyPpn, mulDivRoundHalfUp } from './tax';

/** What the fee function needs of a schedule (docs/business-rules.md#fees). */
export interface TFeeRates {
  fees: Record<TQualification, { base_fee: number; extra_sub_bidang_fee: number }>;
  renewal_percent: number;
}

export const FEE_LINE_CODES = ['base', 'extra'] as const;
export type TFeeLineCode = (typeof FEE_LINE_CODES)[number];

/** One line of a quote or an invoice: `amount` is `quantity × unit_price`, times the renewal percentage for a renewal. */
export interface TFeeLine {
  code: TFeeLineCode;
  description: string;
  description_en: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

export interface TFeeQuote {
  lines: TFeeLine[];
  subtotal: number;
  dpp: number;
  ppn: number;
  total: number;
}

export interface TFeeInput {
  applicationType: TApplicationType;
  qualification: TQualification;
  subBidangCount: number;
}

const isAmount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/**
 * The one fee function (docs/business-rules.md#fees, #tax): the quote before submission, the
 * invoice at submission and the admin calculator all call it, so they agree to the rupiah.
 * - New and upgrade: the base fee for the first sub-bidang, the extra fee for each further one.
 * - Renewal: each of those lines times `renewal_percent / 100`, rounded half up per line; the
 *   line says so ("(perpanjangan 80%)").
 * - subtotal = the sum of the lines; dpp, ppn and total as in [Tax].
 * Pure and integer-only; throws RangeError for a count below 1 or an amount that is not a
 * non-negative safe integer (the contract's schemas never let such a value through).
 */
export function computeFee(rates: TFeeRates, input: TFeeInput): TFeeQuote {
  const { applicationType, qualification, subBidangCount: count } = input;
  const fee = rates.fees[qualification];
  if (!fee || !isAmount(fee.base_fee) || !isAmount(fee.extra_sub_bidang_fee))
    throw new RangeError(`no valid fee for qualification ${qualification}`);
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`sub-bidang count ${count}: at least 1`);
  if (!APPLICATION_TYPE_LABELS[applicationType]) throw new RangeError(`unknown application type ${applicationType}`);
  const renewal = applicationType === 'renewal';
  const percent = renewal ? rates.renewal_percent : 100;
  if (!isAmount(percent)) throw new RangeError(`renewal percent ${percent}: a whole number`);

  const q = QUALIFICATION_LABELS[qualification];
  const suffixId = renewal ? ` (perpanjangan ${percent}%)` : '';
  const suffixEn = renewal ? ` (renewal ${percent}%)` : '';
  const line = (
    code: TFeeLineCode,
    description: string,
    descriptionEn: string,
    quantity: number,
    unitPrice: number,
  ): TFeeLine => ({
    code,
    description: description + suffixId,
    description_en: descriptionEn + suffixEn,
    quantity,
    unit_price: unitPrice,
    amount: mulDivRoundHalfUp(quantity * unitPrice, percent, 100),
  });
  const lines = [
    line(
      'base',
      `Biaya SBU kualifikasi ${q.id} (sub-bidang pertama)`,
      `SBU fee, ${q.en} qualification (first sub-bidang)`,
      1,
      fee.base_fee,
    ),
  ];
  if (count > 1)
    lines.push(line('extra', 'Sub-bidang tambahan', 'Additional sub-bidang', count - 1, fee.extra_sub_bidang_fee));
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  if (!Number.isSafeInteger(subtotal)) throw new RangeError('subtotal out of range');
  return { lines, subtotal, ...applyPpn(subtotal) };
}
