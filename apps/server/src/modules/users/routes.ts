import type { FastifyInstance } from 'fastify';
import { API, ZProfileResponse, ZUpdateSettingsRequest, ZUpdateSettingsResponse } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { registerUserAdminRoutes } from './admin-routes';
import { profileSession, toProfile, updateSettings } from './service';

export function registerUserRoutes(app: FastifyInstance): void {
  /** No-store: the profile decides what the web app shows and must never come from a cache (docs/business-rules.md#session-state). */
  defineRoute(app, {
    method: 'GET',
    url: API.profile,
    access: 'user',
    noStore: true,
    response: ZProfileResponse,
    session: profileSession,
    handler: async ({ req }) => ({ data: toProfile(profileSession.rowsOf(req)) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: API.updateSettings,
    access: 'user',
    body: ZUpdateSettingsRequest,
    response: ZUpdateSettingsResponse,
    handler: async ({ deps, user, body }) => ({
      message: 'Pengaturan berhasil disimpan.',
      data: await updateSettings(deps, user, body.theme_preference),
    }),
  });

  registerUserAdminRoutes(app);
}
