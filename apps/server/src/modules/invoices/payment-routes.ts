import type { FastifyInstance } from 'fastify';
import { detectFileType } from '../../infra/file-type';
import { AppError } from '../../lib/app-error';
import { defineRoute } from '../../lib/route';
import { assertQuotaLeft, sanitizeOriginalName } from '../documents';
import { cancelInvoice, refundApprovalAction } from './cancel-refund-service';
import { invoiceDetail } from './read-service';
import { requestOrAct } from '../approvals';
import { PROOF_DOCUMENT_TYPE, uploadProof } from './proof-service';
import { paymentQueue } from './queue-service';
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
      return {
        message: body.decision === 'verify' ? msg('invoices.payment_verified') : msg('invoices.proof_rejected'),
        data: { invoice },
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
