import type { FastifyInstance } from 'fastify';

/** Routes of the auth module (stub: to be filled). */
export function registerAuthRoutes(_app: FastifyInstance): void {}
