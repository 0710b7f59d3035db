import { isPastDueDate, wibDate } from './business-date';
import {
  APPLICATION_REVIEW_SLA_WORKING_DAYS,
  COMPANY_VERIFICATION_SLA_WORKING_DAYS,
  PAYMENT_VERIFICATION_SLA_WORKING_DAYS,
  addWorkingDays,
} from './working-days';

/**
 * The applicant's clock (docs/business-rules.md#applicant-clock, docs/decisions/104): where a
 * registration, an application or a payment stands, who acts next, and the WIB date by which they
 * do: the body's promise (its SLA in working days, counted with the same holidays as the admin
 * dashboard) or the company's own deadline (an invoice's due date, a document request's due date).
 * Zod-free: the server computes it with the holiday set; the web app shows it.
 */
export const APPLICANT_STEPS = [
  // A registration (the company's verification).
  'registration_incomplete',
  'registration_rejected',
  'registration_review',
  'registration_approved',
  // An application.
  'application_draft',
  'payment',
  'payment_verification',
  'review',
  'document_request',
  'publication',
  'completed',
  'rejected',
  // An invoice beyond its payment.
  'paid',
  'cancelled',
  'refunded',
] as const;
export type TApplicantStep = (typeof APPLICANT_STEPS)[number];

/** Who the next move belongs to: the body (a promise), the company (a deadline), nobody (done). */
export const CLOCK_WAITING_ON = ['body', 'company', 'none'] as const;
export type TClockWaitingOn = (typeof CLOCK_WAITING_ON)[number];

/** An approved application's certificate is published within this many working days (the publish queue's SLA). */
export const CERTIFICATE_PUBLICATION_SLA_WORKING_DAYS = 2;

export interface TApplicantClock {
  step: TApplicantStep;
  waiting_on: TClockWaitingOn;
  /** Since when the step has been waited on (ISO instant); null when nobody waits. */
  since: string | null;
  /** The WIB date by which the one it waits on acts; null when there is none. */
  act_by: string | null;
  /** The body's service level in working days (null when the company acts or nobody does). */
  sla_working_days: number | null;
  /** `act_by` has passed (WIB): the screen says so, calmly. */
  overdue: boolean;
}

/** The body acts: `act_by` is `slaDays` working days after `since` (the day of `since` not counted). */
export function bodyClock(
  step: TApplicantStep,
  since: Date,
  slaDays: number,
  holidays: ReadonlySet<string>,
  now: Date,
): TApplicantClock {
  const actBy = addWorkingDays(since, slaDays, holidays);
  return {
    step,
    waiting_on: 'body',
    since: since.toISOString(),
    act_by: actBy,
    sla_working_days: slaDays,
    overdue: isPastDueDate(actBy, now),
  };
}

/** The company acts, by its own deadline (`dueDate`, a WIB date) when it has one. */
export function companyClock(
  step: TApplicantStep,
  since: Date | null,
  dueDate: string | null,
  now: Date,
): TApplicantClock {
  return {
    step,
    waiting_on: 'company',
    since: since ? since.toISOString() : null,
    act_by: dueDate,
    sla_working_days: null,
    overdue: dueDate !== null && isPastDueDate(dueDate, now),
  };
}

/** Nothing waits (done, refused, cancelled). */
export const settledClock = (step: TApplicantStep): TApplicantClock => ({
  step,
  waiting_on: 'none',
  since: null,
  act_by: null,
  sla_working_days: null,
  overdue: false,
});

/** The registration's clock from the company's status and its latest submission. */
export function registrationClock(
  company: { status: string; submittedAt: Date | null },
  holidays: ReadonlySet<string>,
  now: Date,
): TApplicantClock {
  switch (company.status) {
    case 'in_review':
      return bodyClock(
        'registration_review',
        company.submittedAt ?? now,
        COMPANY_VERIFICATION_SLA_WORKING_DAYS,
        holidays,
        now,
      );
    case 'rejected':
      return companyClock('registration_rejected', null, null, now);
    case 'verified':
    case 'active':
      return settledClock('registration_approved');
    default:
      return companyClock('registration_incomplete', null, null, now);
  }
}

/** What an application's clock reads besides its own status. */
export interface TApplicationClockInput {
  status: string;
  statusChangedAt: Date;
  /** Its latest invoice, if any. */
  invoice: { status: string; statusChangedAt: Date; dueDate: string } | null;
  /** The earliest due date of its open document requests, if any. */
  openRequestDue: { createdAt: Date; dueDate: string } | null;
}

/** The application's clock: the step its status (and its invoice, its open requests) puts it at. */
export function applicationClock(a: TApplicationClockInput, holidays: ReadonlySet<string>, now: Date): TApplicantClock {
  switch (a.status) {
    case 'draft':
      return companyClock('application_draft', null, null, now);
    case 'submitted':
      return a.invoice ? invoiceClock(a.invoice, holidays, now) : companyClock('payment', a.statusChangedAt, null, now);
    case 'under_review':
      return a.openRequestDue
        ? companyClock('document_request', a.openRequestDue.createdAt, a.openRequestDue.dueDate, now)
        : bodyClock('review', a.statusChangedAt, APPLICATION_REVIEW_SLA_WORKING_DAYS, holidays, now);
    case 'approved':
      return bodyClock('publication', a.statusChangedAt, CERTIFICATE_PUBLICATION_SLA_WORKING_DAYS, holidays, now);
    case 'completed':
      return settledClock('completed');
    default:
      return settledClock('rejected');
  }
}

/** An invoice's clock: the company pays by the due date, then the body verifies the proof within its SLA. */
export function invoiceClock(
  inv: { status: string; statusChangedAt: Date; dueDate: string },
  holidays: ReadonlySet<string>,
  now: Date,
): TApplicantClock {
  switch (inv.status) {
    case 'pending':
      return companyClock('payment', inv.statusChangedAt, inv.dueDate, now);
    case 'waiting_confirmation':
      return bodyClock(
        'payment_verification',
        inv.statusChangedAt,
        PAYMENT_VERIFICATION_SLA_WORKING_DAYS,
        holidays,
        now,
      );
    case 'paid':
      return settledClock('paid');
    case 'refunded':
      return settledClock('refunded');
    default:
      return settledClock('cancelled');
  }
}

/** The years a clock starting at `since` may reach (the holiday set to ask for). */
export const clockYears = (since: Date, now: Date): [number, number] => [
  Number(wibDate(since).slice(0, 4)),
  Number(wibDate(now).slice(0, 4)) + 1,
];
