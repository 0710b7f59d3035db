import type { FastifyInstance } from 'fastify';
import { languageFromAcceptLanguage } from '@portal/contract';
import { csvChunks, csvFile } from '../../lib/csv';
import { auditExport } from '../../lib/export-audit';
import { defineRoute } from '../../lib/route';
import { xlsxFile } from '../../lib/xlsx';
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

  defineRoute(app, 'admin/transactions/export.php', {
    handler: async ({ deps, query, req }) => {
      const { format, ...filter } = query;
      const { total } = await listAdminInvoices(deps, { ...query, page: 1, per_page: 1 });
      await auditExport(deps, 'transactions', query, total);
      const rows = adminInvoicePage(deps, filter);
      if (format === 'xlsx') {
        const lang = languageFromAcceptLanguage(req.headers['accept-language']);
        return xlsxFile({
          baseName: 'transaksi',
          now: deps.clock.now(),
          sheetName: { id: 'Transaksi', en: 'Transactions' },
          lang,
          columns: INVOICE_XLSX,
          fetchPage: rows,
        });
      }
      return csvFile('transaksi', deps.clock.now(), csvChunks(INVOICE_CSV, rows));
    },
  });
}
