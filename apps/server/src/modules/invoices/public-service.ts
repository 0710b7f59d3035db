import { eq } from 'drizzle-orm';
import {
  isTransId,
  normalizeTransId,
  verificationCodesMatch,
  type TPublicInvoice,
  type TPublicInvoiceQuery,
} from '@portal/contract';
import { invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { invoiceVerificationCode } from '../../lib/invoice-code';
import type { Deps } from '../../types';
import { msg } from '../../lib/server-message';
import { toPublicInvoiceDto } from './invoice-dto';

const notFound = () => new AppError('NOT_FOUND', { message: msg('invoices.not_found') });

/**
 * transactions/public.php (docs/business-rules.md#public-invoice): the allow-listed fields of an
 * invoice (toPublicInvoiceDto), only with its verification code. An unknown number, a missing code and a wrong code
 * answer the same 404, and each of them counts against the caller's address; a right code gives
 * its count back, so a reader who scans many genuine QR codes is never stopped.
 */
export async function publicInvoice(
  deps: Pick<Deps, 'db' | 'secret' | 'rateLimiter'>,
  q: TPublicInvoiceQuery,
  address: string,
): Promise<TPublicInvoice> {
  await deps.rateLimiter.consume('public_invoice_ip', address);
  const transId = normalizeTransId(q.transId);
  if (!isTransId(transId) || !q.code) throw notFound();
  const [inv] = await deps.db.select().from(invoices).where(eq(invoices.transId, transId)).limit(1);
  if (!inv || !verificationCodesMatch(invoiceVerificationCode(deps.secret, inv.transId), q.code)) throw notFound();
  await deps.rateLimiter.refund('public_invoice_ip', address);
  return toPublicInvoiceDto(inv);
}
