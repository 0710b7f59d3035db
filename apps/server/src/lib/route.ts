import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import { ROLE, USER_STATUS, type TFieldErrors } from '@portal/contract';
import { assertCsrf } from '../plugins/csrf';
import type { Deps, SessionUser } from '../types';
import { AppError } from './app-error';

/**
 * Who may call a route. `user` = any logged-in account, `verified` = a company whose registration
 * an admin approved, `admin` = administrators only. Checked on the server for every route.
 */
export type Access = 'public' | 'optional' | 'user' | 'verified' | 'admin';

interface Ctx<B, Q> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  deps: Deps;
}
type AuthedCtx<B, Q> = Ctx<B, Q> & { user: SessionUser };

export interface Ok<T = unknown> {
  message?: string;
  data?: T;
  statusCode?: number;
}

interface RouteDef<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, A extends Access> {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  url: string;
  access: A;
  body?: BS;
  query?: QS;
  /** Defaults to true for every method but GET (SPEC §7). */
  csrf?: boolean;
  /** Cache-Control: no-store (e.g. the profile, SPEC §7). */
  noStore?: boolean;
  bodyLimit?: number;
  handler: (
    ctx: A extends 'public' | 'optional'
      ? Ctx<BS extends z.ZodType ? z.output<BS> : undefined, QS extends z.ZodType ? z.output<QS> : undefined> & {
          user: SessionUser | null;
        }
      : AuthedCtx<BS extends z.ZodType ? z.output<BS> : undefined, QS extends z.ZodType ? z.output<QS> : undefined>,
  ) => Promise<Ok | void>;
}

/**
 * zod issues → `errors` map of the envelope (field → message keys). The field names come from
 * the request, so the map has no prototype: a key named `toString`, `constructor` or `__proto__`
 * is an ordinary entry, never an inherited member (docs/decisions/016).
 */
export function toFieldErrors(error: z.ZodError): TFieldErrors {
  const out: TFieldErrors = Object.create(null);
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    const message =
      issue.code === 'unrecognized_keys'
        ? 'validation.unknownField'
        : issue.message.startsWith('validation.')
          ? issue.message
          : issue.code === 'invalid_type' && issue.input === undefined
            ? 'validation.required'
            : 'validation.invalid';
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) (out[k] ??= []).push(message);
      continue;
    }
    (out[field] ??= []).push(message);
  }
  return out;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw new AppError('VALIDATION_FAILED', { errors: toFieldErrors(r.error) });
  return r.data;
}

export function assertAccess(access: Access, user: SessionUser | null): void {
  if (access === 'public' || access === 'optional') return;
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (access === 'admin' && user.role !== ROLE.ADMIN) throw new AppError('FORBIDDEN');
  if (access === 'verified' && user.role !== ROLE.ADMIN && user.status !== USER_STATUS.VERIFIED)
    throw new AppError('DOCUMENTS_NOT_VERIFIED');
}

/** Registers one endpoint: auth → CSRF → validation → handler → envelope. */
export function defineRoute<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, A extends Access>(
  app: FastifyInstance,
  def: RouteDef<BS, QS, A>,
): void {
  const needsCsrf = def.csrf ?? def.method !== 'GET';
  app.route({
    method: def.method,
    url: def.url,
    bodyLimit: def.bodyLimit,
    config: { meta: { access: def.access, csrf: needsCsrf, body: def.body, query: def.query } },
    handler: async (req, reply) => {
      assertAccess(def.access, req.user);
      const rawBody = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      if (needsCsrf) assertCsrf(req, app.deps.csrfKey, rawBody.csrf_token);
      const body = def.body ? parseOrThrow(def.body, rawBody) : undefined;
      const query = def.query ? parseOrThrow(def.query, req.query) : undefined;
      if (def.noStore) reply.header('Cache-Control', 'no-store, no-cache, must-revalidate').header('Pragma', 'no-cache');
      const result = await def.handler({ req, reply, body, query, deps: app.deps, user: req.user } as never);
      if (reply.sent) return reply;
      const r = result ?? {};
      return reply.code(r.statusCode ?? 200).send({ status: 'success', message: r.message ?? 'OK', data: r.data ?? null });
    },
  });
}
