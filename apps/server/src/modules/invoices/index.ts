/** The invoices module's public face (docs/decisions/023): issuing (called by applications/submit), the read side, and the due-date job. */
export { issueInvoice } from './issue-service';
export { invoiceDetail, ownCompanyId, readableBy, adminInvoiceSearch, applicationRef, pageIds } from './read-service';
export { toInvoiceSummaryDto, toIssuedInvoiceDto, type InvoiceRow } from './invoice-dto';
export { EXPIRE_INVOICES_JOB, expireOverdueInvoices } from './expire-job';
/** The refund's four-eyes action, for the approvals module (docs/decisions/101). */
export { refundApprovalAction } from './cancel-refund-service';
/** The payment queue's count for the admin menu (docs/business-rules.md#queues). */
export { countPaymentsWaiting } from './queue-counts';
