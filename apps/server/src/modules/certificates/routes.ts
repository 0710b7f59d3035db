import type { FastifyInstance } from 'fastify';
import { API, ZCertificateListResponse } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { listCertificates } from './service';

export function registerCertificateRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.certificatesList,
    access: 'user',
    response: ZCertificateListResponse,
    handler: async ({ deps, user }) => ({ data: await listCertificates(deps, user) }),
  });
}
