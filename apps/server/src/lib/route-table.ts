import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TEndpoint, TEndpointPath } from '@portal/contract';
import type { SessionQuery } from '../plugins/session-query';
import type { ResponseProblemReporter } from './response-schema';
import type { Access } from './route';

/**
 * What a route declares about its input, kept in its Fastify `config` so tools can find every
 * route without a list to maintain (the fuzz suite, docs/decisions/018). Every route is
 * declared through `defineRoute`, which fills it.
 */
export interface RouteMeta {
  /** The endpoint's key in the contract (`auth/login.php`) and its definition (docs/decisions/093). */
  path: TEndpointPath;
  endpoint: TEndpoint;
  access: Access;
  csrf: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The contract schema of a JSON success's `data` (absent for file routes). */
  response?: z.ZodType;
  /** Success answers are files (CSV, documents), not the JSON envelope. */
  file?: boolean;
  /** The body is multipart/form-data; `body` then describes its text fields. */
  multipart?: boolean;
  /** The route reads the session and its data in one statement (plugins/session-query.ts). */
  session?: SessionQuery;
}

export interface RouteInfo {
  method: string;
  url: string;
  meta: RouteMeta | null;
}

/** Metas that `defineRoute` made: a route registered by hand, past the gate, has none of them. */
const gated = new WeakSet<RouteMeta>();
export const markGated = (meta: RouteMeta): RouteMeta => (gated.add(meta), meta);
/** The route passes the one gate of `defineRoute` (access → CSRF → validation → handler). */
export const isGated = (info: RouteInfo): boolean => info.meta !== null && gated.has(info.meta);

declare module 'fastify' {
  interface FastifyContextConfig {
    meta?: RouteMeta;
  }
  interface FastifyInstance {
    /** Every route registered on the app, in registration order (HEAD twins included). */
    routeTable: readonly RouteInfo[];
    /** Tests: where an answer that does not match its contract schema is reported (null in production). */
    responseCheck: ResponseProblemReporter | null;
  }
}

/** Records every route registered from now on (an `onRoute` hook), into `app.routeTable`. */
export function collectRoutes(app: FastifyInstance): void {
  const table: RouteInfo[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      table.push({ method, url: route.url, meta: (route.config as { meta?: RouteMeta } | undefined)?.meta ?? null });
  });
}
