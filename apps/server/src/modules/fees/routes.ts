import type { FastifyInstance } from 'fastify';
import { API, ZAdminFeeUpdateRequest, ZFeeQuoteRequest, ZFeeQuoteResponse, ZFeeScheduleResponse } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { addFeeScheduleVersion } from './admin-service';
import { currentFeeSchedule, quoteFee, toScheduleResponse } from './service';

/** The fee schedule and the quote (docs/api.md, Catalogue and fees): open to every logged-in user. */
export function registerFeeRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.feesSchedule,
    access: 'user',
    noStore: true,
    response: ZFeeScheduleResponse,
    handler: async ({ deps }) => ({ data: toScheduleResponse(await currentFeeSchedule(deps.db)) }),
  });

  /** A POST (the body names up to 100 codes) that changes nothing, but is CSRF-checked like every POST. */
  defineRoute(app, {
    method: 'POST',
    url: API.feesQuote,
    access: 'user',
    body: ZFeeQuoteRequest,
    response: ZFeeQuoteResponse,
    handler: async ({ deps, body }) => ({ data: await quoteFee(deps, body) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminFeesUpdate,
    access: 'admin',
    body: ZAdminFeeUpdateRequest,
    response: ZFeeScheduleResponse,
    handler: async ({ deps, user, body }) => {
      const { csrf_token: _csrf, ...data } = body;
      const row = await addFeeScheduleVersion(deps, user.id, data);
      return { message: 'Tarif disimpan. Berlaku untuk tagihan yang diterbitkan setelah ini.', data: toScheduleResponse(row) };
    },
  });
}
