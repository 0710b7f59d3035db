import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import type { Deps, SessionUser } from '../../types';
import { toIssuedInvoiceDto } from '../invoices';
import { registerApplicationAdminRoutes } from './admin-routes';
import { getApplicationDetail } from './detail-service';
import { fulfilDocumentRequest } from './document-request-service';
import { carryOverSupportingDocuments } from './carry-over';
import { createApplication, deleteApplication, updateApplication } from './draft-service';
import { listOwnApplications } from './list-service';
import { submitApplication, withdrawApplication } from './workflow-service';
import { msg } from '../../lib/server-message';

/** The application as the detail shows it, read after the change committed. */
export const detailOf = async (deps: Deps, user: SessionUser, codeReg: string) =>
  getApplicationDetail(deps.db, user, codeReg, deps.clock.now());

/**
 * Permohonan SBU (docs/api.md, Applications; docs/business-rules.md#applications): the company's
 * drafts, submission with its invoice, withdrawal, and its answers to document requests. The
 * detail is also the administrators' (they read any application).
 */
export function registerApplicationRoutes(app: FastifyInstance): void {
  defineRoute(app, 'applications/list.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: await listOwnApplications(deps.db, user, query) }),
  });

  defineRoute(app, 'applications/get_detail.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: { application: await detailOf(deps, user, query.code_reg) } }),
  });

  defineRoute(app, 'applications/create.php', {
    handler: async ({ deps, user, body, req }) => {
      const codeReg = await createApplication(deps, user, body);
      // A renewal or upgrade starts with the Neraca its certificate was issued on (docs/decisions/104).
      if (body.certificateUuid) await carryOverSupportingDocuments(deps, user.id, codeReg, req.log);
      return {
        statusCode: 201,
        message: msg('applications.draft_saved'),
        data: { application: await detailOf(deps, user, codeReg) },
      };
    },
  });

  defineRoute(app, 'applications/update.php', {
    handler: async ({ deps, user, body }) => {
      await updateApplication(deps, user, body.code_reg, body);
      return {
        message: msg('applications.draft_saved'),
        data: { application: await detailOf(deps, user, body.code_reg) },
      };
    },
  });

  defineRoute(app, 'applications/delete.php', {
    handler: async ({ deps, user, body }) => {
      await deleteApplication(deps, user, body.code_reg);
      return { message: msg('applications.draft_deleted'), data: { code_reg: body.code_reg } };
    },
  });

  defineRoute(app, 'applications/submit.php', {
    handler: async ({ deps, user, body }) => {
      const { invoice } = await submitApplication(deps, user, body.code_reg);
      deps.mailDispatcher.kick();
      return {
        message: msg('applications.submitted'),
        data: {
          application: await detailOf(deps, user, body.code_reg),
          invoice: toIssuedInvoiceDto(invoice),
        },
      };
    },
  });

  defineRoute(app, 'applications/withdraw.php', {
    handler: async ({ deps, user, body }) => {
      await withdrawApplication(deps, user, body.code_reg);
      return {
        message: msg('applications.withdrawn'),
        data: { application: await detailOf(deps, user, body.code_reg) },
      };
    },
  });

  defineRoute(app, 'document-requests/fulfil.php', {
    handler: async ({ deps, user, body }) => ({
      message: msg('applications.requested_document_sent'),
      data: { request: await fulfilDocumentRequest(deps, user, body) },
    }),
  });

  registerApplicationAdminRoutes(app);
}
