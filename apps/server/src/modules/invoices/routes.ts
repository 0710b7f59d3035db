import type { FastifyInstance } from 'fastify';
import {
  API,
  ZAdminInvoiceExportQuery,
  ZAdminInvoiceListQuery,
  ZAdminInvoiceListResponse,
  ZInvoiceDetailQuery,
  ZInvoiceListQuery,
  ZInvoiceListResponse,
  ZInvoicePdfQuery,
  ZInvoiceResponse,
  ZPublicInvoiceQuery,
  ZPublicInvoiceResponse,
  languageFromAcceptLanguage,
} from '@portal/contract';
import { csvChunks, csvFile } from '../../lib/csv';
import { defineRoute } from '../../lib/route';
import { xlsxFile } from '../../lib/xlsx';
import { INVOICE_CSV, INVOICE_XLSX } from './invoice-export';
import { invoicePdf } from './pdf-service';
import { publicInvoice } from './public-service';
import { adminInvoicePage, invoiceDetail, listAdminInvoices, listOwnInvoices } from './read-service';

/** The invoices' read side (docs/api.md, Invoices; Admin: invoices and payments). */
export function registerInvoiceRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.transactionsList,
    access: 'verified',
    noStore: true,
    query: ZInvoiceListQuery,
    response: ZInvoiceListResponse,
    handler: async ({ deps, user, query }) => ({ data: await listOwnInvoices(deps, user, query) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.transactionsDetail,
    access: 'verified',
    noStore: true,
    query: ZInvoiceDetailQuery,
    response: ZInvoiceResponse,
    handler: async ({ deps, user, query }) => ({ data: { invoice: await invoiceDetail(deps, user, query.uuid_invoice) } }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.transactionsInvoicePdf,
    access: 'verified',
    query: ZInvoicePdfQuery,
    reply: 'file',
    handler: async ({ deps, user, query }) => invoicePdf(deps, user, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.transactionsPublic,
    access: 'public',
    noStore: true,
    query: ZPublicInvoiceQuery,
    response: ZPublicInvoiceResponse,
    handler: async ({ deps, query, req }) => ({ data: { invoice: await publicInvoice(deps, query, req.ip) } }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminTransactionsList,
    access: 'admin',
    noStore: true,
    query: ZAdminInvoiceListQuery,
    response: ZAdminInvoiceListResponse,
    handler: async ({ deps, query }) => ({ data: await listAdminInvoices(deps, query) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminTransactionsExport,
    access: 'admin',
    query: ZAdminInvoiceExportQuery,
    reply: 'file',
    handler: async ({ deps, query, req }) => {
      const { format, ...filter } = query;
      const rows = adminInvoicePage(deps, filter);
      if (format === 'xlsx') {
        const lang = languageFromAcceptLanguage(req.headers['accept-language']);
        return xlsxFile({ baseName: 'transaksi', now: deps.clock.now(), sheetName: { id: 'Transaksi', en: 'Transactions' }, lang, columns: INVOICE_XLSX, fetchPage: rows });
      }
      return csvFile('transaksi', deps.clock.now(), csvChunks(INVOICE_CSV, rows));
    },
  });
}
