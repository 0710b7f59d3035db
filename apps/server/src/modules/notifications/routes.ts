import type { FastifyInstance } from 'fastify';

/** Routes of the notifications module (stub: to be filled). */
export function registerNotificationRoutes(_app: FastifyInstance): void {}
