/** The payments module's public face (docs/decisions/023). */
export { EXPIRE_INVOICES_JOB, expireOverdueInvoices } from './expire-job';
