import type { FastifyInstance } from 'fastify';
import { registerSystemRoutes } from './system/routes';

/**
 * Every module registers its routes here (CONVENTIONS: plugins, then routes).
 * Modules own their folder; this file is the only place that lists them.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  registerSystemRoutes(app);
}
