import { describe, expect, it } from 'vitest';
import { FEE_MAX_RUPIAH } from '../limits';
import { DEFAULT_FEE_SCHEDULE } from './default-schedule';
import { ZAdminFeeUpdateRequest, ZFeeQuote, ZFeeQuoteRequest, ZFeeScheduleData, ZFeeScheduleResponse } from './schemas';
import { computeFee } from './compute-fee';
import { issuePaths as paths } from '../common/issue-paths.test-util';

describe('ZFeeScheduleData', () => {
  it('accepts the default schedule and keeps bank account numbers as digits', () => {
    expect(ZFeeScheduleData.parse(DEFAULT_FEE_SCHEDULE)).toEqual(DEFAULT_FEE_SCHEDULE);
    const spaced = {
      ...DEFAULT_FEE_SCHEDULE,
      bank_accounts: [{ bank_name: 'BNI', account_number: '123-456.789 0', account_holder: 'BSKI' }],
    };
    expect(ZFeeScheduleData.parse(spaced).bank_accounts[0].account_number).toBe('1234567890');
  });

  it.each([
    [
      'a negative fee',
      { fees: { ...DEFAULT_FEE_SCHEDULE.fees, kecil: { base_fee: -1, extra_sub_bidang_fee: 0 } } },
      'fees.kecil.base_fee:validation.integer',
    ],
    [
      'a fee above the maximum',
      { fees: { ...DEFAULT_FEE_SCHEDULE.fees, besar: { base_fee: FEE_MAX_RUPIAH + 1, extra_sub_bidang_fee: 0 } } },
      'fees.besar.base_fee:validation.integer',
    ],
    [
      'a fraction',
      { fees: { ...DEFAULT_FEE_SCHEDULE.fees, menengah: { base_fee: 1, extra_sub_bidang_fee: 0.5 } } },
      'fees.menengah.extra_sub_bidang_fee:validation.integer',
    ],
    [
      'a missing qualification',
      { fees: { kecil: DEFAULT_FEE_SCHEDULE.fees.kecil, menengah: DEFAULT_FEE_SCHEDULE.fees.menengah } },
      'fees.besar:',
    ],
    ['a renewal above 100 %', { renewal_percent: 101 }, 'renewal_percent:validation.integer'],
    ['no bank account', { bank_accounts: [] }, 'bank_accounts:validation.required'],
    [
      'a bank account number with letters',
      { bank_accounts: [{ bank_name: 'BRI', account_number: '12AB3456', account_holder: 'X' }] },
      'bank_accounts.0.account_number:validation.invalid',
    ],
    [
      'a bank without a name',
      { bank_accounts: [{ bank_name: ' ', account_number: '1234567', account_holder: 'X' }] },
      'bank_accounts.0.bank_name:validation.required',
    ],
    ['an unknown key', { discount: 5 }, ':'],
  ])('refuses %s', (_name, change, expected) => {
    const errors = paths(ZFeeScheduleData.safeParse({ ...DEFAULT_FEE_SCHEDULE, ...change }));
    expect(
      errors.some((e) => e.startsWith(expected)),
      errors.join(),
    ).toBe(true);
  });

  it('admin/fees/update.php takes the same fields and the CSRF token, nothing else', () => {
    expect(ZAdminFeeUpdateRequest.safeParse({ ...DEFAULT_FEE_SCHEDULE, csrf_token: 't' }).success).toBe(true);
    expect(ZAdminFeeUpdateRequest.safeParse({ ...DEFAULT_FEE_SCHEDULE, ppn_rate_percent: 11 }).success).toBe(false);
  });
});

describe('fee responses', () => {
  it('the schedule carries the tax constants 12 and "11/12"', () => {
    const body = {
      id: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      ...DEFAULT_FEE_SCHEDULE,
      ppn_rate_percent: 12,
      ppn_base_ratio: '11/12',
    };
    expect(ZFeeScheduleResponse.safeParse(body).success).toBe(true);
    expect(ZFeeScheduleResponse.safeParse({ ...body, ppn_rate_percent: 11 }).success).toBe(false);
    expect(ZFeeScheduleResponse.safeParse({ ...body, ppn_base_ratio: '1/1' }).success).toBe(false);
  });

  it('a quote is what computeFee returns', () => {
    const q = computeFee(DEFAULT_FEE_SCHEDULE, {
      applicationType: 'renewal',
      qualification: 'besar',
      subBidangCount: 5,
    });
    expect(ZFeeQuote.parse(q)).toEqual(q);
    expect(ZFeeQuote.safeParse({ ...q, total: 1.5 }).success).toBe(false);
    expect(ZFeeQuote.safeParse({ ...q, lines: [{ ...q.lines[0], code: 'discount' }] }).success).toBe(false);
  });
});

describe('ZFeeQuoteRequest (camelCase, fees/quote.php)', () => {
  const base = { applicationType: 'new', companyQualification: 'kecil' };

  it('takes the codes (upper-cased) or the count', () => {
    expect(ZFeeQuoteRequest.parse({ ...base, subBidangCodes: ['pb001', 'PB002'] }).subBidangCodes).toEqual([
      'PB001',
      'PB002',
    ]);
    expect(ZFeeQuoteRequest.parse({ ...base, subBidangCount: '3' }).subBidangCount).toBe(3);
  });

  it.each([
    ['neither codes nor count', {}, 'subBidangCodes:validation.required'],
    ['both', { subBidangCodes: ['PB001'], subBidangCount: 1 }, 'subBidangCodes:validation.invalid'],
    ['a count of 0', { subBidangCount: 0 }, 'subBidangCount:validation.invalid'],
    ['a count above the maximum', { subBidangCount: 101 }, 'subBidangCount:validation.integer'],
    ['no code in the list', { subBidangCodes: [] }, 'subBidangCodes:validation.required'],
    ['a code twice', { subBidangCodes: ['PB001', 'pb001'] }, 'subBidangCodes:validation.invalid'],
    ['a malformed code', { subBidangCodes: ['PB-001'] }, 'subBidangCodes.0:validation.invalid'],
    ['an unknown type', { applicationType: 'transfer', subBidangCount: 1 }, 'applicationType:validation.required'],
    [
      'an unknown qualification',
      { companyQualification: 'mikro', subBidangCount: 1 },
      'companyQualification:validation.required',
    ],
    ['a snake_case name', { sub_bidang_count: 1 }, ':'],
  ])('refuses %s', (_name, change, expected) => {
    const errors = paths(ZFeeQuoteRequest.safeParse({ ...base, ...change }));
    expect(
      errors.some((e) => e.startsWith(expected)),
      errors.join(),
    ).toBe(true);
  });
});
