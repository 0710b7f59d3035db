import type { FastifyInstance } from 'fastify';
import { DOCUMENT_STATUS } from '@portal/contract';
import { releaseClaim } from '../queue';
import { defineRoute } from '../../lib/route';
import { getCompanyDetail } from './company-detail-service';
import { remindStalledCompany } from './reminder-service';
import { reviewDocument, verifyCompany, verifyRemainingDocuments } from './review-service';
import { msg } from '../../lib/server-message';

/**
 * The administrator's side of a registration in review: each registration document is verified
 * or rejected, then the company is approved or rejected (docs/business-rules.md#approval).
 */
export function registerRegistrationAdminRoutes(app: FastifyInstance): void {
  /** The company as the review reads it: its owner, every document with its history, what is required. */
  defineRoute(app, 'admin/companies/detail.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await getCompanyDetail(deps, query.id) }),
  });

  defineRoute(app, 'admin/documents/review.php', {
    handler: async ({ deps, user, body }) => {
      const document = await reviewDocument(deps, user, body);
      // The rejection mail was queued with the review; it leaves after the commit (docs/decisions/028).
      deps.mailDispatcher.kick();
      return {
        message:
          body.status === DOCUMENT_STATUS.VERIFIED
            ? msg('registrations.document_verified')
            : msg('registrations.document_rejected'),
        data: { document },
      };
    },
  });

  defineRoute(app, 'admin/companies/verify.php', {
    handler: async ({ deps, user, body }) => {
      const company = await verifyCompany(deps, user, body);
      // A decision ends the claim on the item (docs/business-rules.md#claiming).
      await releaseClaim(deps.db, 'company', body.company_id);
      // The decision mail was queued in the decision's transaction: sent now, retried if it fails,
      // and a failure never undoes the decision (docs/decisions/028).
      deps.mailDispatcher.kick();
      return {
        message:
          body.decision === 'approve' ? msg('registrations.company_approved') : msg('registrations.company_rejected'),
        data: { company },
      };
    },
  });

  /** "Verifikasi semua yang tersisa": one call, all or nothing (docs/api.md#verification-queue). */
  defineRoute(app, 'admin/documents/verify-remaining.php', {
    handler: async ({ deps, user, body }) => {
      const data = await verifyRemainingDocuments(deps, user, body.company_id);
      return { message: msg('registrations.documents_verified', { count: data.verified }), data };
    },
  });

  /** A reminder to a company that has not submitted (docs/api.md#verification-queue): once a day. */
  defineRoute(app, 'admin/companies/remind.php', {
    handler: async ({ deps, user, body }) => {
      const data = await remindStalledCompany(deps, user, body.company_id);
      deps.mailDispatcher.kick();
      return { message: msg('registrations.reminder_sent'), data };
    },
  });
}
