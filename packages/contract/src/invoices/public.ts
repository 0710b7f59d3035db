import { z } from 'zod';
import { zRupiah } from '../common/workflow-fields';
import { ZFeeLine } from '../fees/schemas';
import { INVOICE_STATUSES } from '../statuses';

/**
 * The public invoice (docs/business-rules.md#public-invoice): an allow-list. It never carries
 * the company's NPWP, e-mail, phone or address; `.strict()` makes any other key a parse error,
 * so a server test that parses its answer fails the day a field leaks.
 */
export const ZPublicInvoice = z
  .object({
    transId: z.string(),
    status: z.enum(INVOICE_STATUSES),
    issued_at: z.string(),
    due_date: z.string(),
    paid_at: z.string().nullable(),
    company_name: z.string(),
    lines: z.array(ZFeeLine),
    subtotal: zRupiah,
    dpp: zRupiah,
    ppn: zRupiah,
    total: zRupiah,
    issuer: z.object({ name: z.string(), address: z.string().nullable() }).strict(),
  })
  .strict();
export type TPublicInvoice = z.infer<typeof ZPublicInvoice>;
export const PUBLIC_INVOICE_KEYS = Object.keys(ZPublicInvoice.shape) as (keyof TPublicInvoice)[];
export const ZPublicInvoiceResponse = z.object({ invoice: ZPublicInvoice });
