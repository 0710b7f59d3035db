import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { defineExportRoute } from '../exports';
import { INVOICE_CSV, INVOICE_XLSX } from './invoice-export';
import { invoicePdf } from './pdf-service';
import { publicInvoice } from './public-service';
import { adminInvoicePage, invoiceDetail, listAdminInvoices, listOwnInvoices } from './read-service';
import { registerPaymentRoutes } from './payment-routes';

/** The invoices' read side (docs/api.md, Invoices; Admin: invoices and payments). */
export function registerInvoiceRoutes(app: FastifyInstance): void {
  // Proofs, the verification queue, cancel and refund (payment-routes.ts).
  registerPaymentRoutes(app);

  defineRoute(app, 'transactions/list.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: await listOwnInvoices(deps, user, query) }),
  });

  defineRoute(app, 'transactions/detail.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({
      data: { invoice: await invoiceDetail(deps, user, query.uuid_invoice) },
    }),
  });

  defineRoute(app, 'transactions/generate_invoice_pdf.php', {
    handler: async ({ deps, user, query }) => invoicePdf(deps, user, query),
  });

  defineRoute(app, 'transactions/public.php', {
    noStore: true,
    handler: async ({ deps, query, req }) => ({ data: { invoice: await publicInvoice(deps, query, req.ip) } }),
  });

  defineRoute(app, 'admin/transactions/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listAdminInvoices(deps, query) }),
  });

  defineExportRoute(app, 'admin/transactions/export.php', {
    list: 'transactions',
    baseName: () => 'transaksi',
    sheetName: { id: 'Transaksi', en: 'Transactions' },
    total: async (deps, filter) => (await listAdminInvoices(deps, { ...filter, page: 1, per_page: 1 })).total,
    page: (deps, filter) => adminInvoicePage(deps, filter),
    csv: INVOICE_CSV,
    xlsx: INVOICE_XLSX,
  });
}
