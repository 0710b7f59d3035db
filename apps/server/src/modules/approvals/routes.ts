import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { msg } from '../../lib/server-message';
import type { ApprovalActions } from './actions';
import { decideApproval, listApprovals, withdrawApproval } from './service';

/** What the list of modules hands this module: every four-eyes action, defined by its owner (docs/decisions/101). */
export interface ApprovalRouteDeps {
  actions: ApprovalActions;
}

/** Menunggu Persetujuan (docs/api.md#admin-staff-and-approvals). */
export function registerApprovalRoutes(app: FastifyInstance, given: ApprovalRouteDeps): void {
  defineRoute(app, 'admin/approvals/list.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: await listApprovals(deps, user, query) }),
  });

  defineRoute(app, 'admin/approvals/decide.php', {
    handler: async ({ deps, user, body }) => {
      const approval = await decideApproval(deps, user, body, given.actions);
      deps.mailDispatcher.kick();
      return {
        message: msg(body.decision === 'approve' ? 'approvals.approved' : 'approvals.rejected'),
        data: { approval },
      };
    },
  });

  defineRoute(app, 'admin/approvals/withdraw.php', {
    handler: async ({ deps, user, body }) => ({
      message: msg('approvals.withdrawn'),
      data: { approval: await withdrawApproval(deps, user, body.uuid) },
    }),
  });
}
