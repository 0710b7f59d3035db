import type { FastifyInstance } from 'fastify';

/** Routes of the users module (stub: to be filled). */
export function registerUserRoutes(_app: FastifyInstance): void {}
