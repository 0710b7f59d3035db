import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  API_PREFIX,
  ENDPOINTS,
  ROLE,
  USER_STATUS,
  V,
  type TAccess,
  type TEndpoint,
  type TEndpointPath,
  type TEndpoints,
} from '@portal/contract';
import { FILE_SIGNATURE_BYTES } from '../infra/file-type';
import { assertCsrf, assertCsrfHeader, hasCsrfHeader } from '../plugins/csrf';
import type { SessionQuery } from '../plugins/session-query';
import type { Deps, SessionUser } from '../types';
import type { Db } from '../db/client';
import { adminRolesOf, holdsRole } from './admin-roles';
import { AppError, fieldError } from './app-error';
import { runAsActor, type TAuditActor } from './audit';
import { isAccepted, sendFile, type Accepted, type FileReply } from './file-reply';
import { checkingErrorCodes, checkingSerializer, successJsonSchema } from './response-schema';
import { markGated, type RouteMeta } from './route-table';
import { messageFields, type ServerMessage } from './server-message';
import { receiveUpload, type UploadedFile } from './upload';
import { parseOrThrow } from './validation';

/** Who may call a route: the endpoint's `access` in the contract (docs/api.md#conventions). */
export type Access = TAccess;

type UserOf<A extends Access> = A extends 'public' | 'optional' ? SessionUser | null : SessionUser;

export interface RouteCtx<B, Q, A extends Access> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  deps: Deps;
  user: UserOf<A>;
}

/** A JSON route's result: `data` (null when left out) must match the endpoint's `response` schema. */
export interface Ok<T> {
  /** What the answer says besides "OK": an entry of the texts catalogue (`msg(…)`, docs/decisions/097). */
  message?: ServerMessage;
  statusCode?: number;
  data?: T;
}

type Ep<P extends TEndpointPath> = TEndpoints[P];
type Parsed<P extends TEndpointPath, K extends 'body' | 'query'> =
  Ep<P> extends { [k in K]: infer S extends z.ZodType } ? z.output<S> : undefined;
type DataOf<P extends TEndpointPath> = Ep<P> extends { response: infer S extends z.ZodType } ? z.output<S> : never;
type AcceptedOf<P extends TEndpointPath> = Ep<P> extends { accepted: infer S extends z.ZodType } ? z.output<S> : never;
type CtxOf<P extends TEndpointPath> = RouteCtx<Parsed<P, 'body'>, Parsed<P, 'query'>, Ep<P>['access']>;

/** What the handler of an endpoint returns: a file, or the envelope's `data` (uploads get their `file`). */
type HandlerOf<P extends TEndpointPath> =
  Ep<P> extends { file: object }
    ? (ctx: CtxOf<P>) => Promise<FileReply | Accepted<AcceptedOf<P>>>
    : Ep<P> extends { upload: object }
      ? (ctx: CtxOf<P> & { file: UploadedFile }) => Promise<Ok<DataOf<P>>>
      : (ctx: CtxOf<P>) => Promise<Ok<DataOf<P>>>;

/** What the server adds to an endpoint of the contract: how it answers, and how it is served. */
export type RouteOptions<P extends TEndpointPath> = {
  handler: HandlerOf<P>;
  /** Cache-Control: no-store (answers that decide what the web app shows, and polled ones). */
  noStore?: boolean;
  bodyLimit?: number;
  /** Read the session and the route's data in one statement (a polled call; docs/decisions/025). */
  session?: SessionQuery;
} & (Ep<P> extends { upload: object }
  ? {
      /**
       * Limits that must hold before a byte of a multipart body is stored: the CSRF header is
       * checked first, the fields (`body`) are validated after the file has streamed, and the
       * temporary file is discarded afterwards unless the handler committed it.
       */
      beforeBody?: (ctx: RouteCtx<undefined, undefined, Ep<P>['access']>) => Promise<void>;
      /**
       * Leading bytes of the file kept in memory for the handler (`file.temp.head`): the content
       * sniff's few by default; a small file the handler reads whole (a bank statement) asks for
       * the endpoint's `maxBytes`.
       */
      keepBytes?: number;
    }
  : unknown);

/**
 * An admin endpoint's roles (docs/business-rules.md#admin-roles): unless every administrator may
 * call it, the caller must hold one of its roles or be a super admin, else 403 `ROLE_REQUIRED`.
 * Checked right after the access level, before CSRF and validation, so a refusal never depends on
 * the body. An admin endpoint without `roles` (the contract's test forbids it) is for super admins.
 */
export async function assertRoles(ep: TEndpoint, user: SessionUser | null, db: Db): Promise<void> {
  if (ep.access !== 'admin' || ep.roles === 'any' || !user) return;
  if (!holdsRole(await adminRolesOf(db, user.id), ep.roles ?? [])) throw new AppError('ROLE_REQUIRED');
}

export function assertAccess(access: Access, user: SessionUser | null): void {
  if (access === 'public' || access === 'optional') return;
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (access === 'admin' && user.role !== ROLE.ADMIN) throw new AppError('FORBIDDEN');
  if (access === 'verified' && user.role !== ROLE.ADMIN && user.status !== USER_STATUS.VERIFIED)
    throw new AppError('DOCUMENTS_NOT_VERIFIED');
}

const envelopeOf = (r: Ok<unknown>) => ({
  status: 'success',
  ...(r.message ? messageFields(r.message) : { message: 'OK' }),
  data: r.data ?? null,
});

const sendJson = (reply: FastifyReply, r: Ok<unknown>) => reply.code(r.statusCode ?? 200).send(envelopeOf(r));

/**
 * An endpoint with `etag` (a polled GET, docs/business-rules.md#polled-calls): the answer is named
 * by a hash of its envelope, and a caller that already holds it gets 304 with no body.
 */
function sendTagged(req: FastifyRequest, reply: FastifyReply, r: Ok<unknown>) {
  const envelope = envelopeOf(r);
  const tag = `W/"${createHash('sha256').update(JSON.stringify(envelope)).digest('base64url').slice(0, 32)}"`;
  void reply.header('ETag', tag);
  const held = req.headers['if-none-match'];
  if (held && held.split(',').some((t) => t.trim() === tag || t.trim() === '*')) return reply.code(304).send();
  return reply.code(r.statusCode ?? 200).send(envelope);
}

/** The options as the implementation sees them, whatever the endpoint. */
export interface AnyOptions {
  handler: (ctx: never) => Promise<unknown>;
  noStore?: boolean;
  bodyLimit?: number;
  session?: SessionQuery;
  beforeBody?: (ctx: never) => Promise<void>;
  keepBytes?: number;
}

/**
 * Registers the route of one endpoint of the contract (`ENDPOINTS[path]`: method, access, input
 * and answer schemas; docs/decisions/093) behind the one gate every route passes: access → CSRF →
 * validation → handler → the envelope, a file, or (uploads) the envelope after the file has
 * streamed (docs/decisions/002, 024). The endpoint is kept in `config.meta` for the fuzz, contract
 * and OpenAPI suites.
 */
export function defineRoute<P extends TEndpointPath>(app: FastifyInstance, path: P, options: RouteOptions<P>): void {
  mountEndpoint(app, path, ENDPOINTS[path], options as AnyOptions);
}

/**
 * The gate itself, for any endpoint object: `defineRoute` mounts the contract's; the gate's own
 * tests mount made-up ones under paths of their own.
 */
export function mountEndpoint(app: FastifyInstance, path: string, ep: TEndpoint, options: AnyOptions): void {
  const url = path.startsWith('/') ? path : `${API_PREFIX}/${path}`;
  const needsCsrf = ep.csrf ?? ep.method !== 'GET';
  const { upload } = ep;
  // The envelope's data: the endpoint's answer, or (a file endpoint) its 202 in the background.
  const response = ep.response ?? ep.accepted;
  const route = `${ep.method} ${url}`;
  const meta: RouteMeta = markGated({
    path: path as TEndpointPath,
    endpoint: ep,
    access: ep.access,
    csrf: needsCsrf,
    body: ep.body,
    query: ep.query,
    response,
    file: !!ep.file,
    multipart: !!upload,
    session: options.session,
  });
  app.route({
    method: ep.method,
    url,
    bodyLimit: options.bodyLimit,
    config: { meta },
    ...(response && {
      schema: { response: { [ep.response ? '2xx' : '202']: successJsonSchema(response) } },
      ...(app.responseCheck && { serializerCompiler: () => checkingSerializer(response, route, app.responseCheck!) }),
    }),
    ...(app.responseCheck && { onSend: checkingErrorCodes(ep, route, app.responseCheck) }),
    // The handler runs as the request's actor: the audit rows its services write name them (lib/audit.ts).
    handler: (req, reply) => runAsActor(actorOf(req), () => handle(req, reply)),
  });

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    assertAccess(ep.access, req.user);
    const deps = app.deps;
    await assertRoles(ep, req.user, deps.db);
    const ctx = { req, reply, deps, user: req.user, body: undefined as unknown, query: undefined as unknown };
    if (options.noStore)
      reply.header('Cache-Control', 'no-store, no-cache, must-revalidate').header('Pragma', 'no-cache');
    if (upload) {
      // A header token is checked before a byte is stored; a token in the form field alone, after.
      if (needsCsrf && hasCsrfHeader(req)) assertCsrfHeader(req, deps.csrfKey);
      await options.beforeBody?.(ctx as never);
      const headBytes = Math.min(options.keepBytes ?? FILE_SIGNATURE_BYTES, upload.maxBytes);
      const received = await receiveUpload(req, { ...upload, headBytes }, deps.storage);
      try {
        if (needsCsrf) assertCsrf(req, deps.csrfKey, received.fields.csrf_token);
        if (!received.multipart) throw fieldError(upload.field, V.required);
        ctx.body = ep.body ? parseOrThrow(ep.body, received.fields) : undefined;
        if (!received.file) throw fieldError(upload.field, V.required);
        return sendJson(reply, (await options.handler({ ...ctx, file: received.file } as never)) as Ok<unknown>);
      } finally {
        if (received.file) await deps.storage.discard(received.file.temp);
      }
    }
    const rawBody = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    if (needsCsrf) assertCsrf(req, deps.csrfKey, rawBody.csrf_token);
    ctx.body = ep.body ? parseOrThrow(ep.body, rawBody) : undefined;
    ctx.query = ep.query ? parseOrThrow(ep.query, req.query) : undefined;
    if (ep.file) {
      const answer = (await options.handler(ctx as never)) as FileReply | Accepted<unknown>;
      if (isAccepted(answer)) return sendJson(reply, { statusCode: 202, message: answer.message, data: answer.data });
      return sendFile(reply, answer);
    }
    const result = (await options.handler(ctx as never)) as Ok<unknown>;
    return ep.etag ? sendTagged(req, reply, result) : sendJson(reply, result);
  }
}

/** The audit trail's actor: the signed-in user and the client's address (Fastify's `trustProxy` decides it). */
function actorOf(req: FastifyRequest): TAuditActor {
  const u = req.user;
  return { userId: u?.id ?? null, email: u?.email ?? null, role: u ? u.role : 'system', ip: req.ip ?? null };
}
