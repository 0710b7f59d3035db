/** The invoices module's public face (docs/decisions/023): issuing, called by applications/submit. */
export { issueInvoice, type InvoiceRow } from './issue-service';
