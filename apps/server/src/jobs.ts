import type { ScheduledJob } from './infra/scheduler';
import { EXPIRE_APPROVALS_JOB, expireApprovals } from './modules/approvals';
import { FLAG_OVERDUE_REQUESTS_JOB, flagOverdueRequests, noticeToCompany } from './modules/applications';
import {
  CERTIFICATE_REMINDERS_JOB,
  EXPIRE_CERTIFICATES_JOB,
  expireCertificates,
  sendCertificateReminders,
} from './modules/certificates';
import { EXPIRE_INVOICES_JOB, expireOverdueInvoices } from './modules/invoices';
import { MAINTENANCE_JOB, runMaintenance } from './modules/system';
import type { Deps } from './types';

/**
 * The one list of scheduled jobs (docs/business-rules.md#scheduled-work, docs/decisions/043).
 * A module that needs periodic work exports its job's run function through its index.ts and is
 * added here, e.g. the due-date cancellation of invoices.
 */
export function scheduledJobs(deps: Deps): ScheduledJob[] {
  return [
    { ...MAINTENANCE_JOB, run: () => runMaintenance(deps) },
    { ...EXPIRE_INVOICES_JOB, run: (now) => expireOverdueInvoices(deps, now) },
    { ...FLAG_OVERDUE_REQUESTS_JOB, run: (now) => flagOverdueRequests(deps, now) },
    { ...EXPIRE_CERTIFICATES_JOB, run: (now) => expireCertificates(deps, now) },
    { ...CERTIFICATE_REMINDERS_JOB, run: (now) => sendCertificateReminders(deps, now, noticeToCompany) },
    { ...EXPIRE_APPROVALS_JOB, run: (now) => expireApprovals(deps, now) },
  ];
}
