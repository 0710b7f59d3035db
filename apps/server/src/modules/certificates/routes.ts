import type { FastifyInstance } from 'fastify';

/** Routes of the certificates module (stub: to be filled). */
export function registerCertificateRoutes(_app: FastifyInstance): void {}
