import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Access } from './route';

/**
 * What a route declares about its input, kept in its Fastify `config` so tools can find every
 * route without a list to maintain (the fuzz suite, docs/decisions/018). `defineRoute` fills it;
 * routes that answer files or read multipart give it by hand.
 */
export interface RouteMeta {
  access: Access;
  csrf: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Success answers are files (CSV, documents), not the JSON envelope. */
  file?: boolean;
  /** The body is multipart/form-data; `body` then describes its text fields. */
  multipart?: boolean;
}

export interface RouteInfo {
  method: string;
  url: string;
  meta: RouteMeta | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    meta?: RouteMeta;
  }
  interface FastifyInstance {
    /** Every route registered on the app, in registration order (HEAD twins included). */
    routeTable: readonly RouteInfo[];
  }
}

/** Records every route registered from now on (an `onRoute` hook), into `app.routeTable`. */
export function collectRoutes(app: FastifyInstance): void {
  const table: RouteInfo[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, meta: (route.config as { meta?: RouteMeta } | undefined)?.meta ?? null });
  });
}
