/**
 * The invoices feature's public face (billing: the company's Transaksi and payment pages, the
 * admin's Manajemen Transaksi and Verifikasi Pembayaran). Its query keys, for the features that
 * refresh them; the signal its changes fire (docs/decisions/096); an invoice as an admin sees it,
 * for the application's detail. Its pages are in ./pages.ts, for the route table.
 */
export { invoiceChanges, invoiceKeys } from './api/keys';
export { adminInvoiceKeys } from './admin/api/keys';
export { useInvoiceDetail } from './admin/api/invoices';
