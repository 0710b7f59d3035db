import type { FastifyInstance } from 'fastify';

/** Routes of the logs module (stub: to be filled). */
export function registerLogRoutes(_app: FastifyInstance): void {}
