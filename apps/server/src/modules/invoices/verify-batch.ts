import type { Logger } from '../../lib/logger';
import type {
  TPaymentVerifyBatchResponse,
  TPaymentVerifyBatchResult,
  ZPaymentVerifyBatchRequest,
} from '@portal/contract';
import type { z } from 'zod';
import { batchItemError } from '../../lib/batch';
import type { SessionUser } from '../../types';
import { releaseClaim } from '../queue';
import { decidePayment } from './verify-service';

/**
 * POST admin/payments/verify-batch.php (docs/business-rules.md#bulk-work, #bank-statement): each
 * invoice through decidePayment (the one verification, exactly once, its own transaction) with the
 * bank reference and, when the clerk confirmed one from a statement, its line. A refusal of one
 * (rejected meanwhile, cancelled, an amount that differs) is its result; the others go on.
 */
export async function verifyBatch(
  deps: Parameters<typeof decidePayment>[0],
  admin: SessionUser,
  body: z.output<typeof ZPaymentVerifyBatchRequest>,
  log: Logger,
): Promise<TPaymentVerifyBatchResponse> {
  const lines = new Map((body.statement_lines ?? []).map((l) => [l.uuid_invoice, l]));
  const results: TPaymentVerifyBatchResult[] = [];
  for (const uuid of body.uuid_invoices) {
    const line = lines.get(uuid);
    try {
      const invoice = await decidePayment(deps, admin, {
        uuidInvoice: uuid,
        decision: 'verify',
        bankReference: body.bank_reference,
        statementLine: line
          ? { row: line.row, date: line.date, amount: line.amount, description: line.description }
          : null,
      });
      await releaseClaim(deps.db, 'invoice', uuid);
      results.push({ uuid_invoice: uuid, trans_id: invoice.transId, outcome: 'verified', error: null });
    } catch (err) {
      results.push({ uuid_invoice: uuid, trans_id: null, outcome: 'failed', error: batchItemError(err, log) });
    }
  }
  const verified = results.filter((r) => r.outcome === 'verified').length;
  return { results, verified, failed: results.length - verified };
}
