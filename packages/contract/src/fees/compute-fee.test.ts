import { describe, expect, it } from 'vitest';
import { APPLICATION_TYPES, type TApplicationType } from '../applications/application-types';
import { QUALIFICATIONS, type TQualification } from '../catalogue/qualifications';
import { APPLICATION_SUB_BIDANG_MAX, FEE_MAX_RUPIAH } from '../limits';
import { computeFee, type TFeeRates } from './compute-fee';
import { DEFAULT_FEE_SCHEDULE } from './default-schedule';
import { mulDivRoundHalfUp } from './tax';

describe('computeFee: the worked examples (docs/business-rules.md#tax)', () => {
  it('new, kecil, 3 sub-bidang → Rp 3.885.000', () => {
    const q = computeFee(DEFAULT_FEE_SCHEDULE, { applicationType: 'new', qualification: 'kecil', subBidangCount: 3 });
    expect(q).toEqual({
      lines: [
        {
          code: 'base',
          description: 'Biaya SBU kualifikasi Kecil (sub-bidang pertama)',
          description_en: 'SBU fee, Small qualification (first sub-bidang)',
          quantity: 1,
          unit_price: 2_500_000,
          amount: 2_500_000,
        },
        {
          code: 'extra',
          description: 'Sub-bidang tambahan',
          description_en: 'Additional sub-bidang',
          quantity: 2,
          unit_price: 500_000,
          amount: 1_000_000,
        },
      ],
      subtotal: 3_500_000,
      dpp: 3_208_333,
      ppn: 385_000,
      total: 3_885_000,
    });
  });

  it('renewal, menengah, 2 sub-bidang → Rp 5.328.000, each line at 80 %', () => {
    const q = computeFee(DEFAULT_FEE_SCHEDULE, {
      applicationType: 'renewal',
      qualification: 'menengah',
      subBidangCount: 2,
    });
    expect(q.lines.map((l) => [l.description, l.description_en, l.quantity, l.unit_price, l.amount])).toEqual([
      [
        'Biaya SBU kualifikasi Menengah (sub-bidang pertama) (perpanjangan 80%)',
        'SBU fee, Medium qualification (first sub-bidang) (renewal 80%)',
        1,
        5_000_000,
        4_000_000,
      ],
      ['Sub-bidang tambahan (perpanjangan 80%)', 'Additional sub-bidang (renewal 80%)', 1, 1_000_000, 800_000],
    ]);
    expect([q.subtotal, q.dpp, q.ppn, q.total]).toEqual([4_800_000, 4_400_000, 528_000, 5_328_000]);
  });

  it('one sub-bidang has one line; an upgrade costs what a new application costs', () => {
    const one = computeFee(DEFAULT_FEE_SCHEDULE, { applicationType: 'new', qualification: 'besar', subBidangCount: 1 });
    expect(one.lines).toHaveLength(1);
    expect(one.subtotal).toBe(10_000_000);
    for (const n of [1, 2, 7]) {
      const input = { qualification: 'menengah' as const, subBidangCount: n };
      expect(computeFee(DEFAULT_FEE_SCHEDULE, { ...input, applicationType: 'upgrade' })).toEqual(
        computeFee(DEFAULT_FEE_SCHEDULE, { ...input, applicationType: 'new' }),
      );
    }
  });

  it('rounds each renewal line half up: .5 goes up, below .5 goes down', () => {
    const rates: TFeeRates = {
      fees: { ...DEFAULT_FEE_SCHEDULE.fees, kecil: { base_fee: 1_000_001, extra_sub_bidang_fee: 333_333 } },
      renewal_percent: 50,
    };
    const q = computeFee(rates, { applicationType: 'renewal', qualification: 'kecil', subBidangCount: 4 });
    // 1,000,001 × 50 % = 500,000.5 → 500,001; 3 × 333,333 × 50 % = 499,999.5 → 500,000
    expect(q.lines.map((l) => l.amount)).toEqual([500_001, 500_000]);
    expect(q.subtotal).toBe(1_000_001);
  });

  it('refuses counts below 1, fractions and amounts that are not whole rupiah', () => {
    const base = { applicationType: 'new' as const, qualification: 'kecil' as const };
    for (const n of [0, -1, 1.5, Number.NaN])
      expect(() => computeFee(DEFAULT_FEE_SCHEDULE, { ...base, subBidangCount: n })).toThrow(RangeError);
    const bad: TFeeRates = {
      ...DEFAULT_FEE_SCHEDULE,
      fees: { ...DEFAULT_FEE_SCHEDULE.fees, kecil: { base_fee: 10.5, extra_sub_bidang_fee: 0 } },
    };
    expect(() => computeFee(bad, { ...base, subBidangCount: 1 })).toThrow(RangeError);
    expect(() =>
      computeFee(
        { ...DEFAULT_FEE_SCHEDULE, renewal_percent: 80.5 },
        { ...base, applicationType: 'renewal', subBidangCount: 1 },
      ),
    ).toThrow(RangeError);
  });
});

describe('mulDivRoundHalfUp', () => {
  it('rounds exactly where a floating-point division would not', () => {
    expect(mulDivRoundHalfUp(3_500_000, 11, 12)).toBe(3_208_333);
    expect(mulDivRoundHalfUp(6, 1, 4)).toBe(2); // 1.5 → 2
    expect(mulDivRoundHalfUp(5, 1, 4)).toBe(1); // 1.25 → 1
    expect(mulDivRoundHalfUp(2 ** 52, 1, 3)).toBe(1_501_199_875_790_165); // 1,501,199,875,790,165.33…
    expect(() => mulDivRoundHalfUp(2 ** 52, 4, 3)).toThrow(RangeError);
  });
});

/** mulberry32: a small seeded PRNG, so every run checks the same cases. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)] };
}

/** The formulas again, in BigInt: an independent reference without any floating point. */
const roundDiv = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
function reference(rates: TFeeRates, type: TApplicationType, q: TQualification, count: number) {
  const pct = BigInt(type === 'renewal' ? rates.renewal_percent : 100);
  const fee = rates.fees[q];
  const amounts = [roundDiv(BigInt(fee.base_fee) * pct, 100n)];
  if (count > 1) amounts.push(roundDiv(BigInt(count - 1) * BigInt(fee.extra_sub_bidang_fee) * pct, 100n));
  const subtotal = amounts.reduce((a, b) => a + b, 0n);
  const dpp = roundDiv(subtotal * 11n, 12n);
  const ppn = roundDiv(dpp * 12n, 100n);
  return { amounts, subtotal, dpp, ppn, total: subtotal + ppn };
}

describe('computeFee: properties over random schedules and counts (seeded)', () => {
  const rnd = seeded(0x9f_2026);
  // Fees from zero to the schedule's maximum, weighted towards realistic sizes and odd values.
  const randomFee = () =>
    rnd.next() < 0.2 ? rnd.int(0, FEE_MAX_RUPIAH) : rnd.int(0, 50_000_000) + rnd.pick([0, 1, 333, 999_999]);
  const randomRates = (): TFeeRates => ({
    fees: Object.fromEntries(
      QUALIFICATIONS.map((q) => [q, { base_fee: randomFee(), extra_sub_bidang_fee: randomFee() }]),
    ) as TFeeRates['fees'],
    renewal_percent: rnd.int(0, 150),
  });
  const CASES = 4000;

  it(`${CASES} cases: integers, total = subtotal + ppn, dpp/ppn as the formula, lines sum to the subtotal`, () => {
    for (let i = 0; i < CASES; i++) {
      const rates = randomRates();
      const type = rnd.pick(APPLICATION_TYPES);
      const qual = rnd.pick(QUALIFICATIONS);
      const count = rnd.int(1, APPLICATION_SUB_BIDANG_MAX);
      const q = computeFee(rates, { applicationType: type, qualification: qual, subBidangCount: count });
      const ref = reference(rates, type, qual, count);
      const label = JSON.stringify({ rates, type, qual, count });
      for (const v of [
        q.subtotal,
        q.dpp,
        q.ppn,
        q.total,
        ...q.lines.flatMap((l) => [l.amount, l.quantity, l.unit_price]),
      ])
        expect(Number.isSafeInteger(v) && v >= 0, label).toBe(true);
      expect(q.total, label).toBe(q.subtotal + q.ppn);
      expect(
        q.lines.reduce((s, l) => s + l.amount, 0),
        label,
      ).toBe(q.subtotal);
      expect(
        q.lines.map((l) => BigInt(l.amount)),
        label,
      ).toEqual(ref.amounts);
      expect([q.subtotal, q.dpp, q.ppn, q.total].map(BigInt), label).toEqual([
        ref.subtotal,
        ref.dpp,
        ref.ppn,
        ref.total,
      ]);
      expect(
        q.lines.map((l) => l.quantity),
        label,
      ).toEqual(count > 1 ? [1, count - 1] : [1]);
    }
  });

  it('the total never falls when a sub-bidang is added; a renewal costs no more than new at ≤ 100 % (and no less above)', () => {
    for (let i = 0; i < CASES / 4; i++) {
      const rates = randomRates();
      const qual = rnd.pick(QUALIFICATIONS);
      const count = rnd.int(1, APPLICATION_SUB_BIDANG_MAX - 1);
      for (const type of APPLICATION_TYPES) {
        const at = (n: number) => computeFee(rates, { applicationType: type, qualification: qual, subBidangCount: n });
        expect(at(count + 1).total).toBeGreaterThanOrEqual(at(count).total);
        expect(at(count + 1).subtotal).toBeGreaterThanOrEqual(at(count).subtotal);
      }
      const renewal = computeFee(rates, {
        applicationType: 'renewal',
        qualification: qual,
        subBidangCount: count,
      }).total;
      const fresh = computeFee(rates, { applicationType: 'new', qualification: qual, subBidangCount: count }).total;
      if (rates.renewal_percent <= 100) expect(renewal).toBeLessThanOrEqual(fresh);
      if (rates.renewal_percent >= 100) expect(renewal).toBeGreaterThanOrEqual(fresh);
    }
  });
});
