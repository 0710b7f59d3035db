import { describe, expect, it } from 'vitest';
import {
  APPLICATION_REVIEW_SLA_WORKING_DAYS,
  PAYMENT_VERIFICATION_SLA_WORKING_DAYS,
  waitingTime,
  workingMsBetween,
} from './working-days';

const wib = (s: string) => new Date(`${s}+07:00`);
const H = 3_600_000;

describe('working time in WIB (docs/business-rules.md#verification-queue)', () => {
  it('counts Monday to Friday only, by the WIB calendar', () => {
    // Friday 16:00 WIB to Monday 10:00 WIB: 8 h of Friday and 10 h of Monday.
    expect(workingMsBetween(wib('2026-03-06T16:00:00'), wib('2026-03-09T10:00:00'))).toBe(18 * H);
    // Saturday 00:00 WIB is Friday 17:00 UTC: the weekend starts by the WIB clock.
    expect(workingMsBetween(new Date('2026-03-06T17:00:00Z'), new Date('2026-03-07T17:00:00Z'))).toBe(0);
    expect(workingMsBetween(wib('2026-03-09T10:00:00'), wib('2026-03-09T09:00:00'))).toBe(0);
  });

  it('is hours under one working day, whole working days from then on, overdue from the 3-day SLA', () => {
    expect(waitingTime(wib('2026-03-09T09:00:00'), wib('2026-03-09T09:40:00'))).toEqual({
      unit: 'hours',
      value: 0,
      overdue: false,
    });
    expect(waitingTime(wib('2026-03-06T16:00:00'), wib('2026-03-09T10:00:00'))).toEqual({
      unit: 'hours',
      value: 18,
      overdue: false,
    });
    expect(waitingTime(wib('2026-03-09T09:00:00'), wib('2026-03-11T10:00:00'))).toEqual({
      unit: 'working_days',
      value: 2,
      overdue: false,
    });
    // Monday 09:00 to the next Monday 09:00: five working days, the weekend does not count.
    expect(waitingTime(wib('2026-03-09T09:00:00'), wib('2026-03-16T09:00:00'))).toEqual({
      unit: 'working_days',
      value: 5,
      overdue: true,
    });
    expect(waitingTime(wib('2026-03-09T09:00:00'), wib('2026-03-12T09:00:00'))).toMatchObject({
      value: 3,
      overdue: true,
    });
  });

  it('takes the SLA of its queue: payments overdue from one working day, applications from five', () => {
    expect(
      waitingTime(wib('2026-03-09T09:00:00'), wib('2026-03-09T20:00:00'), PAYMENT_VERIFICATION_SLA_WORKING_DAYS),
    ).toMatchObject({ unit: 'hours', overdue: false });
    expect(
      waitingTime(wib('2026-03-09T09:00:00'), wib('2026-03-10T09:00:00'), PAYMENT_VERIFICATION_SLA_WORKING_DAYS),
    ).toMatchObject({ value: 1, overdue: true });
    expect(
      waitingTime(wib('2026-03-09T09:00:00'), wib('2026-03-13T09:00:00'), APPLICATION_REVIEW_SLA_WORKING_DAYS),
    ).toMatchObject({ value: 4, overdue: false });
    expect(
      waitingTime(wib('2026-03-09T09:00:00'), wib('2026-03-16T09:00:00'), APPLICATION_REVIEW_SLA_WORKING_DAYS),
    ).toMatchObject({ value: 5, overdue: true });
  });

  it('leaves out a holiday the caller passes, as addWorkingDays does', () => {
    // Monday 09:00 to Tuesday 09:00 WIB with the Monday a holiday: only Tuesday's first 9 h count.
    expect(workingMsBetween(wib('2026-03-09T09:00:00'), wib('2026-03-10T09:00:00'), new Set(['2026-03-09']))).toBe(
      9 * H,
    );
  });
});
