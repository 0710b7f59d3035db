import { eq, isNull } from 'drizzle-orm';
import {
  APPLICATION_TRANSITIONS,
  CERTIFICATE_TRANSITIONS,
  DOCUMENT_REQUEST_TRANSITIONS,
  INVOICE_TRANSITIONS,
} from '@portal/contract';
import {
  applicationEvents,
  applications,
  certificateEvents,
  certificates,
  documentRequests,
  invoiceEvents,
  invoices,
} from '../db/schema';
import type { StateMachine } from './transitions';

/**
 * The machines the transition engine runs (lib/transitions.ts): each table with its contract
 * table and its timeline. Lock order when one transaction changes several (docs/decisions/026):
 * the application first, then its invoice, then a document request; publishing locks the
 * application, then the certificate it supersedes.
 */
export const applicationMachine = {
  entity: 'application',
  table: applications,
  transitions: APPLICATION_TRANSITIONS,
  // A soft-deleted draft is gone (docs/decisions/026).
  live: isNull(applications.deletedAt),
  auditRef: (_tx, row) => ({ entityType: 'application', entityId: row.codeReg, companyId: row.companyId }),
  events: { table: applicationEvents, values: (applicationId, e) => ({ applicationId, ...e }) },
} satisfies StateMachine<typeof applications, string, string>;

export const invoiceMachine = {
  entity: 'invoice',
  table: invoices,
  transitions: INVOICE_TRANSITIONS,
  auditRef: (_tx, row) => ({ entityType: 'invoice', entityId: row.uuid, companyId: row.companyId }),
  events: { table: invoiceEvents, values: (invoiceId, e) => ({ invoiceId, ...e }) },
} satisfies StateMachine<typeof invoices, string, string>;

/** Document requests keep their own dates (fulfilled_at, cancelled_at) instead of a timeline. */
export const documentRequestMachine = {
  entity: 'document_request',
  table: documentRequests,
  transitions: DOCUMENT_REQUEST_TRANSITIONS,
  // Filed under its application, whose admin page shows the request's history.
  auditRef: async (tx, row) => {
    const [app] = await tx
      .select({ codeReg: applications.codeReg, companyId: applications.companyId })
      .from(applications)
      .where(eq(applications.id, row.applicationId));
    return {
      entityType: 'application',
      entityId: app?.codeReg ?? String(row.applicationId),
      companyId: app?.companyId ?? null,
    };
  },
} satisfies StateMachine<typeof documentRequests, string, string>;

export const certificateMachine = {
  entity: 'certificate',
  table: certificates,
  transitions: CERTIFICATE_TRANSITIONS,
  auditRef: (_tx, row) => ({ entityType: 'certificate', entityId: row.uuid, companyId: row.companyId }),
  events: { table: certificateEvents, values: (certificateId, e) => ({ certificateId, ...e }) },
} satisfies StateMachine<typeof certificates, string, string>;
