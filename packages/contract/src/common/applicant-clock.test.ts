import { describe, expect, it } from 'vitest';
import { applicationClock, bodyClock, invoiceClock, registrationClock } from './applicant-clock';

/**
 * The applicant's clock (docs/business-rules.md#applicant-clock): the body's promise counts the
 * admin dashboard's working days, so a national holiday and a collective-leave day both move it.
 */
const CHRISTMAS = '2026-12-25'; // Friday, a national holiday
const CUTI_BERSAMA = '2026-12-24'; // Thursday, collective leave an administrator adds
const HOLIDAYS = new Set([CHRISTMAS, CUTI_BERSAMA]);
const wib = (local: string) => new Date(`${local}+07:00`);

describe('the body acts by a working-day date', () => {
  it('skips the weekend, the national holiday and the collective-leave day', () => {
    // Under review since Monday 21 December: Tue 22, Wed 23, Mon 28, Tue 29, Wed 30.
    const since = wib('2026-12-21T10:00:00');
    expect(bodyClock('review', since, 5, HOLIDAYS, since).act_by).toBe('2026-12-30');
    // Without the two days off it would be Monday the 28th: both are counted out.
    expect(bodyClock('review', since, 5, new Set(), since).act_by).toBe('2026-12-28');
    expect(bodyClock('review', since, 5, new Set([CHRISTMAS]), since).act_by).toBe('2026-12-29');
  });

  it('a proof sent on the eve of the long weekend is verified on the next working day', () => {
    const proof = wib('2026-12-23T15:00:00');
    const clock = invoiceClock(
      { status: 'waiting_confirmation', statusChangedAt: proof, dueDate: '2027-01-04' },
      HOLIDAYS,
      proof,
    );
    expect(clock).toMatchObject({
      step: 'payment_verification',
      waiting_on: 'body',
      act_by: '2026-12-28',
      sla_working_days: 1,
    });
  });

  it('is overdue only once the whole promised day has passed (WIB)', () => {
    const since = wib('2026-12-21T10:00:00');
    expect(bodyClock('review', since, 5, HOLIDAYS, wib('2026-12-30T23:59:00')).overdue).toBe(false);
    expect(bodyClock('review', since, 5, HOLIDAYS, wib('2026-12-31T00:00:00')).overdue).toBe(true);
  });
});

describe('the step a status puts an application, an invoice and a registration at', () => {
  const at = wib('2026-12-21T10:00:00');
  const base = { statusChangedAt: at, invoice: null, openRequestDue: null };
  it('names who acts next and by when', () => {
    expect(applicationClock({ ...base, status: 'draft' }, HOLIDAYS, at)).toMatchObject({
      step: 'application_draft',
      waiting_on: 'company',
      act_by: null,
    });
    const pending = { status: 'pending', statusChangedAt: at, dueDate: '2027-01-04' };
    expect(applicationClock({ ...base, status: 'submitted', invoice: pending }, HOLIDAYS, at)).toMatchObject({
      step: 'payment',
      waiting_on: 'company',
      act_by: '2027-01-04',
    });
    // A document request open: the company answers it, by its due date, before the review goes on.
    const withRequest = { ...base, status: 'under_review', openRequestDue: { createdAt: at, dueDate: '2026-12-29' } };
    expect(applicationClock(withRequest, HOLIDAYS, at)).toMatchObject({
      step: 'document_request',
      act_by: '2026-12-29',
    });
    expect(applicationClock({ ...base, status: 'approved' }, HOLIDAYS, at)).toMatchObject({
      step: 'publication',
      act_by: '2026-12-23',
    });
    expect(applicationClock({ ...base, status: 'completed' }, HOLIDAYS, at)).toMatchObject({
      waiting_on: 'none',
      act_by: null,
      overdue: false,
    });
    expect(registrationClock({ status: 'in_review', submittedAt: at }, HOLIDAYS, at)).toMatchObject({
      step: 'registration_review',
      act_by: '2026-12-28', // Tue 22, Wed 23, Mon 28
    });
    expect(registrationClock({ status: 'verified', submittedAt: at }, HOLIDAYS, at).step).toBe('registration_approved');
  });
});
