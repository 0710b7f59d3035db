import type { FastifyInstance } from 'fastify';
import { API, ZAdminSettingsResponse, ZAdminSettingsUpdateRequest } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { updateSettings } from './service';
import { readSettings } from './settings-store';

/** Admin settings: today the invoice issuer (docs/api.md, Admin: catalogue, fees and settings). */
export function registerSettingsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.adminSettingsGet,
    access: 'admin',
    noStore: true,
    response: ZAdminSettingsResponse,
    handler: async ({ deps }) => ({ data: { settings: await readSettings(deps.db) } }),
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminSettingsUpdate,
    access: 'admin',
    body: ZAdminSettingsUpdateRequest,
    response: ZAdminSettingsResponse,
    handler: async ({ deps, body }) => {
      const { csrf_token: _csrf, ...changes } = body;
      return { message: 'Pengaturan disimpan.', data: { settings: await updateSettings(deps, changes) } };
    },
  });
}
