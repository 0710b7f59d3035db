/** The invoices module's public face (docs/decisions/023). */
export { invoiceDetail, ownCompanyId, readableBy, adminInvoiceSearch, applicationRef, pageIds } from './read-service';
export { toAdminInvoiceListItem, toInvoiceSummary, waitingSince, type InvoiceRow } from './invoice-dto';
