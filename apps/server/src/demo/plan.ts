import {
  addDays,
  INVOICE_DUE_DAYS,
  type TApplicationStatus,
  type TApplicationTransitionName,
  type TApplicationType,
  type TInvoiceStatus,
  type TInvoiceTransitionName,
  type TQualification,
} from '@portal/contract';
import type { Rng } from './random';

/**
 * What happened to one demo application, as offsets from its creation: the transitions of the
 * application and of its invoices, each a row of the contract's transition tables, so the rows
 * written look like the ones the engine writes (docs/business-rules.md#application-status,
 * #invoice-status). The seed turns a plan into rows once it knows the absolute times.
 */
export type Actor = 'owner' | 'admin' | 'system';
export interface PlannedEvent<TStatus, TName> {
  name: TName;
  from: TStatus | null;
  to: TStatus;
  actor: Actor;
  /** ms after the application was created */
  at: number;
  note?: string;
}
export interface PlannedInvoice {
  status: TInvoiceStatus;
  issuedAt: number;
  paidAt: number | null;
  events: PlannedEvent<TInvoiceStatus, TInvoiceTransitionName>[];
  cancelReason: string | null;
  refundReason: string | null;
}
export interface PlannedRequest {
  at: number;
  dueDays: number;
  cancelledAt: number | null;
}
export interface ApplicationPlan {
  status: TApplicationStatus;
  type: TApplicationType;
  qualification: TQualification;
  subBidangCount: number;
  events: PlannedEvent<TApplicationStatus, TApplicationTransitionName>[];
  invoices: PlannedInvoice[];
  requests: PlannedRequest[];
  submittedAt: number | null;
  decidedAt: number | null;
  rejectionReason: string | null;
  /** The last event must lie within this many ms before now (live states), or null (anywhere). */
  window: number | null;
  /** ms from the last event to now that a request on it may use (set when placed). */
  span: number;
}

const DAY = 86_400_000;

/** The spread of the demo data (the test asserts every status is present). */
export const STATUS_WEIGHTS: Readonly<Record<TApplicationStatus, number>> = {
  draft: 12,
  submitted: 5,
  under_review: 6,
  approved: 3,
  rejected: 8,
  completed: 66,
};
const TYPE_WEIGHTS: Readonly<Record<TApplicationType, number>> = { new: 60, renewal: 30, upgrade: 10 };
const QUALIFICATION_WEIGHTS: Readonly<Record<TQualification, number>> = { kecil: 50, menengah: 32, besar: 18 };
const COUNT_WEIGHTS = { '1': 35, '2': 28, '3': 20, '4': 10, '5': 7 } as const;

const REJECTION_REASONS = [
  'Dokumen akta tidak sesuai dengan data perusahaan.',
  'Tenaga kerja konstruksi tidak memenuhi syarat kualifikasi.',
  'Bukti pengalaman pekerjaan tidak lengkap.',
];
const CANCEL_REASONS = ['Permohonan ditolak sebelum pembayaran.', 'Data tagihan salah, diterbitkan ulang.'];

export function planApplication(rng: Rng): ApplicationPlan {
  const status = rng.weighted(STATUS_WEIGHTS);
  const plan: ApplicationPlan = {
    status,
    type: rng.weighted(TYPE_WEIGHTS),
    qualification: rng.weighted(QUALIFICATION_WEIGHTS),
    subBidangCount: Number(rng.weighted(COUNT_WEIGHTS)),
    events: [{ name: 'create', from: null, to: 'draft', actor: 'owner', at: 0 }],
    invoices: [],
    requests: [],
    submittedAt: null,
    decidedAt: null,
    rejectionReason: null,
    window: null,
    span: 0,
  };
  const days = (min: number, max: number) => Math.round((min + rng.next() * (max - min)) * DAY);
  const app = (
    name: TApplicationTransitionName,
    from: TApplicationStatus,
    to: TApplicationStatus,
    actor: Actor,
    at: number,
    note?: string,
  ) => plan.events.push({ name, from, to, actor, at, note });
  const issue = (at: number): PlannedInvoice => {
    const invoice: PlannedInvoice = {
      status: 'pending',
      issuedAt: at,
      paidAt: null,
      events: [{ name: 'issue', from: null, to: 'pending', actor: 'owner', at }],
      cancelReason: null,
      refundReason: null,
    };
    plan.invoices.push(invoice);
    return invoice;
  };
  const inv = (invoice: PlannedInvoice, name: TInvoiceTransitionName, to: TInvoiceStatus, actor: Actor, at: number) => {
    invoice.events.push({ name, from: invoice.status, to, actor, at });
    invoice.status = to;
  };
  const submit = (at: number) => {
    app('submit', 'draft', 'submitted', 'owner', at);
    plan.submittedAt = at;
    return issue(at);
  };
  /** Proof uploaded, then verified by an admin: the application goes under review. */
  const pay = (invoice: PlannedInvoice, from: number) => {
    const uploaded = from + days(0.1, 5);
    inv(invoice, 'upload_proof', 'waiting_confirmation', 'owner', uploaded);
    const verified = uploaded + days(0.05, 2);
    inv(invoice, 'verify', 'paid', 'admin', verified);
    invoice.paidAt = verified;
    app('pay', 'submitted', 'under_review', 'system', verified);
    return verified;
  };

  const submitted = days(0.2, 20);
  switch (status) {
    case 'draft': {
      if (!rng.chance(0.15)) break;
      // Submitted once, then withdrawn by the company or expired by the scheduler: a cancelled
      // invoice stays behind and the application is a draft again.
      const invoice = submit(submitted);
      if (rng.chance(0.6)) {
        const at = submitted + days(0.1, 5);
        inv(invoice, 'withdraw', 'cancelled', 'owner', at);
        app('withdraw', 'submitted', 'draft', 'owner', at);
      } else {
        const at = submitted + (INVOICE_DUE_DAYS + 1) * DAY + days(0, 0.5);
        inv(invoice, 'expire', 'cancelled', 'system', at);
        app('expire_invoice', 'submitted', 'draft', 'system', at);
      }
      plan.submittedAt = null;
      break;
    }
    case 'submitted': {
      const invoice = submit(submitted);
      if (rng.chance(0.35)) inv(invoice, 'upload_proof', 'waiting_confirmation', 'owner', submitted + days(0.05, 3));
      // A pending invoice past its due date would have been expired: keep it within the term.
      plan.window = (INVOICE_DUE_DAYS - 4) * DAY;
      break;
    }
    case 'rejected': {
      const invoice = submit(submitted);
      const reason = rng.pick(REJECTION_REASONS);
      if (rng.chance(0.45)) {
        const at = submitted + days(0.5, 7);
        app('reject', 'submitted', 'rejected', 'admin', at, reason);
        inv(invoice, 'cancel', 'cancelled', 'admin', at);
        invoice.cancelReason = rng.pick(CANCEL_REASONS);
        plan.decidedAt = at;
      } else {
        const at = pay(invoice, submitted) + days(1, 14);
        app('reject', 'under_review', 'rejected', 'admin', at, reason);
        plan.decidedAt = at;
        if (rng.chance(0.4)) {
          inv(invoice, 'refund', 'refunded', 'admin', at + days(1, 10));
          invoice.refundReason = 'Permohonan ditolak; biaya dikembalikan.';
        }
      }
      plan.rejectionReason = reason;
      break;
    }
    default: {
      // under_review, approved, completed: paid, then decided.
      const invoice = submit(submitted);
      const verified = pay(invoice, submitted);
      if (status === 'under_review') {
        plan.window = 45 * DAY;
        if (rng.chance(0.15)) plan.requests.push({ at: -1, dueDays: rng.int(7, 14), cancelledAt: null });
        break;
      }
      const approved = verified + days(1, 14);
      app('approve', 'under_review', 'approved', 'admin', approved);
      plan.decidedAt = approved;
      if (status === 'approved') {
        plan.window = 20 * DAY;
        break;
      }
      app('complete', 'approved', 'completed', 'admin', approved + days(0.5, 5));
      // A few completed ones had a request that the admin withdrew during the review.
      if (rng.chance(0.05)) {
        const at = verified + Math.round((approved - verified) * 0.3);
        plan.requests.push({ at, dueDays: rng.int(7, 14), cancelledAt: at + Math.round((approved - at) * 0.5) });
      }
    }
  }
  return plan;
}

/** The last moment of a plan (its last event, application or invoice). */
export function planDuration(plan: ApplicationPlan): number {
  let last = 0;
  for (const e of plan.events) last = Math.max(last, e.at);
  for (const i of plan.invoices) for (const e of i.events) last = Math.max(last, e.at);
  for (const r of plan.requests) last = Math.max(last, r.at, r.cancelledAt ?? 0);
  return last;
}

/** The WIB due date of a request created on `wibDay`. */
export const requestDueDate = (wibDay: string, dueDays: number) => addDays(wibDay, dueDays);
