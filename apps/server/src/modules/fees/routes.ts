import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { feeApprovalAction } from './admin-service';
import { requestOrAct } from '../approvals';
import { msg } from '../../lib/server-message';
import { toFeeScheduleDto } from './fee-schedule-dto';
import { currentFeeSchedule, quoteFee } from './service';

/** The fee schedule and the quote (docs/api.md, Catalogue and fees): open to every logged-in user. */
export function registerFeeRoutes(app: FastifyInstance): void {
  defineRoute(app, 'fees/schedule.php', {
    noStore: true,
    handler: async ({ deps }) => ({ data: toFeeScheduleDto(await currentFeeSchedule(deps.db)) }),
  });

  /** A POST (the body names up to 100 codes) that changes nothing, but is CSRF-checked like every POST. */
  defineRoute(app, 'fees/quote.php', {
    handler: async ({ deps, body }) => ({ data: await quoteFee(deps, body) }),
  });

  // Four eyes (docs/business-rules.md#four-eyes): 202 `{ approval }` while a second administrator is needed.
  defineRoute(app, 'admin/fees/update.php', {
    handler: async ({ deps, user, body }) => {
      const { approval } = await requestOrAct(deps, user, feeApprovalAction, body);
      if (approval) return { statusCode: 202, message: msg('approvals.requested'), data: { approval } };
      return { message: msg('fees.saved'), data: toFeeScheduleDto(await currentFeeSchedule(deps.db)) };
    },
  });
}
