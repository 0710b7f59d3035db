import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { addFeeScheduleVersion } from './admin-service';
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

  defineRoute(app, 'admin/fees/update.php', {
    handler: async ({ deps, user, body }) => {
      const { csrf_token: _csrf, ...data } = body;
      const row = await addFeeScheduleVersion(deps, user.id, data);
      return {
        message: msg('fees.saved'),
        data: toFeeScheduleDto(row),
      };
    },
  });
}
