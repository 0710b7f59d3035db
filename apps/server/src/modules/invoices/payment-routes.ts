import type { FastifyInstance } from 'fastify';
import { STATEMENT_MAX_BYTES } from '@portal/contract';
import { detectFileType } from '../../infra/file-type';
import { AppError } from '../../lib/app-error';
import { defineRoute } from '../../lib/route';
import { releaseClaim } from '../queue';
import { assertQuotaLeft, sanitizeOriginalName } from '../documents';
import { cancelInvoice, refundApprovalAction } from './cancel-refund-service';
import { invoiceDetail } from './read-service';
import { requestOrAct } from '../approvals';
import { PROOF_DOCUMENT_TYPE, uploadProof } from './proof-service';
import { paymentQueue } from './queue-service';
import { importStatement } from './statement-service';
import { verifyBatch } from './verify-batch';
import { decidePayment } from './verify-service';
import { msg } from '../../lib/server-message';

/** Payments (docs/api.md, Invoices; Admin: invoices and payments). */
export function registerPaymentRoutes(app: FastifyInstance): void {
  defineRoute(app, 'transactions/upload_proof.php', {
    // The upload limits of every document (docs/decisions/015), before a byte is read.
    beforeBody: async ({ deps, user }) => {
      await deps.rateLimiter.consume('upload_user', String(user.id));
      await assertQuotaLeft(deps.db, user.id, 1);
    },
    handler: async ({ deps, user, body, file }) => {
      if (file.temp.size === 0) throw new AppError('FILE_REJECTED', { message: msg('upload.empty_file') });
      const type = detectFileType(file.temp.head);
      if (!type) throw new AppError('FILE_REJECTED', { message: msg('upload.bad_type') });
      const invoice = await uploadProof(deps, user, {
        uuidInvoice: body.uuid_invoice,
        temp: file.temp,
        type,
        originalName: sanitizeOriginalName(file.name, PROOF_DOCUMENT_TYPE),
      });
      return { message: msg('invoices.proof_uploaded'), data: { invoice } };
    },
  });

  defineRoute(app, 'admin/payments/queue.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await paymentQueue(deps, query) }),
  });

  defineRoute(app, 'admin/payments/verify.php', {
    handler: async ({ deps, user, body }) => {
      const invoice = await decidePayment(deps, user, {
        uuidInvoice: body.uuid_invoice,
        decision: body.decision,
        note: body.note,
      });
      // A decision ends the claim on the item (docs/business-rules.md#claiming).
      await releaseClaim(deps.db, 'invoice', body.uuid_invoice);
      return {
        message: body.decision === 'verify' ? msg('invoices.payment_verified') : msg('invoices.proof_rejected'),
        data: { invoice },
      };
    },
  });

  defineRoute(app, 'admin/payments/verify-batch.php', {
    handler: async ({ deps, user, body, req }) => {
      const data = await verifyBatch(deps, user, body, req.log);
      deps.mailDispatcher.kick();
      return { message: msg('invoices.batch_done', { verified: data.verified, failed: data.failed }), data };
    },
  });

  defineRoute(app, 'admin/payments/import-statement.php', {
    // The statement is read whole: it is small (STATEMENT_MAX_BYTES), and a workbook is a zip.
    keepBytes: STATEMENT_MAX_BYTES,
    handler: async ({ deps, body, file }) => {
      const data = await importStatement(deps, file.temp.head, body);
      return {
        message: msg('invoices.statement_read', {
          matched: data.matched.length,
          ambiguous: data.ambiguous.length,
          unmatched: data.unmatched.length,
        }),
        data,
      };
    },
  });

  defineRoute(app, 'admin/transactions/cancel.php', {
    handler: async ({ deps, user, body }) => ({
      message: msg('invoices.cancelled'),
      data: { invoice: await cancelInvoice(deps, user, { uuidInvoice: body.uuid_invoice, reason: body.reason }) },
    }),
  });

  // Four eyes (docs/business-rules.md#four-eyes): 202 `{ approval }` while a second administrator is needed.
  defineRoute(app, 'admin/transactions/refund.php', {
    handler: async ({ deps, user, body }) => {
      const { approval } = await requestOrAct(deps, user, refundApprovalAction, body);
      if (approval) return { statusCode: 202, message: msg('approvals.requested'), data: { approval } };
      return {
        message: msg('invoices.refunded'),
        data: { invoice: await invoiceDetail(deps, null, body.uuid_invoice) },
      };
    },
  });
}
