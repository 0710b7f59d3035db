import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ROLE, USER_STATUS, V } from '@portal/contract';
import { assertCsrf, assertCsrfHeader } from '../plugins/csrf';
import type { SessionQuery } from '../plugins/session-query';
import type { Deps, SessionUser } from '../types';
import { AppError, fieldError } from './app-error';
import { runAsActor, type TAuditActor } from './audit';
import { sendFile, type FileReply } from './file-reply';
import { checkingSerializer, successJsonSchema } from './response-schema';
import { markGated, type RouteMeta } from './route-table';
import { receiveUpload, type UploadSpec, type UploadedFile } from './upload';
import { parseOrThrow } from './validation';

/**
 * Who may call a route. `user` = any logged-in account, `verified` = a company whose registration
 * an admin approved, `admin` = administrators only. Checked on the server for every route.
 */
export type Access = 'public' | 'optional' | 'user' | 'verified' | 'admin';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type UserOf<A extends Access> = A extends 'public' | 'optional' ? SessionUser | null : SessionUser;

export interface RouteCtx<B, Q, A extends Access> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  deps: Deps;
  user: UserOf<A>;
}

/** A JSON route's result: `data` (null when left out) must match the route's contract `response` schema. */
export interface Ok<T> {
  message?: string;
  statusCode?: number;
  data?: T;
}

interface RouteBase<BS, QS, A extends Access> {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  url: string;
  access: A;
  body?: BS;
  query?: QS;
  /** Defaults to true for every method but GET (docs/business-rules.md#csrf). */
  csrf?: boolean;
  /** Cache-Control: no-store (answers that decide what the web app shows, and polled ones). */
  noStore?: boolean;
  bodyLimit?: number;
  /** Read the session and the route's data in one statement (a polled call; docs/decisions/025). */
  session?: SessionQuery;
}

/** Answers the JSON envelope; `response` is the contract schema of its `data`. */
export interface JsonRoute<BS, QS, A extends Access, RS extends z.ZodType> extends RouteBase<BS, QS, A> {
  reply?: 'json';
  response: RS;
  handler: (ctx: RouteCtx<Out<BS>, Out<QS>, A>) => Promise<Ok<z.output<RS>>>;
}

/** Answers a file (a document, a CSV export) on success; errors still in the envelope. */
export interface FileRoute<BS, QS, A extends Access> extends RouteBase<BS, QS, A> {
  reply: 'file';
  handler: (ctx: RouteCtx<Out<BS>, Out<QS>, A>) => Promise<FileReply>;
}

/**
 * Takes a multipart body with one file: the CSRF header and `beforeBody` (limits that must hold
 * before a byte is stored) run first, the fields (`body`) are validated after the file has
 * streamed, and the temporary file is discarded afterwards unless the handler committed it.
 */
export interface UploadRoute<BS, A extends Access, RS extends z.ZodType> extends RouteBase<BS, undefined, A> {
  upload: UploadSpec;
  response: RS;
  beforeBody?: (ctx: RouteCtx<undefined, undefined, A>) => Promise<void>;
  handler: (ctx: RouteCtx<Out<BS>, undefined, A> & { file: UploadedFile }) => Promise<Ok<z.output<RS>>>;
}

export function assertAccess(access: Access, user: SessionUser | null): void {
  if (access === 'public' || access === 'optional') return;
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (access === 'admin' && user.role !== ROLE.ADMIN) throw new AppError('FORBIDDEN');
  if (access === 'verified' && user.role !== ROLE.ADMIN && user.status !== USER_STATUS.VERIFIED)
    throw new AppError('DOCUMENTS_NOT_VERIFIED');
}

const sendJson = (reply: FastifyReply, r: Ok<unknown>) =>
  reply.code(r.statusCode ?? 200).send({ status: 'success', message: r.message ?? 'OK', data: r.data ?? null });

/** What the implementation sees of any of the three kinds. */
interface AnyRoute extends RouteBase<z.ZodType | undefined, z.ZodType | undefined, Access> {
  reply?: 'json' | 'file';
  response?: z.ZodType;
  upload?: UploadSpec;
  beforeBody?: (ctx: never) => Promise<void>;
  handler: (ctx: never) => Promise<unknown>;
}

/**
 * Registers one endpoint behind the one gate every route passes: access → CSRF → validation →
 * handler → the envelope, a file, or (uploads) the envelope after the file has streamed
 * (docs/decisions/002, 024). What the route declares is kept in `config.meta` for the fuzz and
 * contract suites.
 */
export function defineRoute<BS extends z.ZodType | undefined, A extends Access, RS extends z.ZodType>(app: FastifyInstance, def: UploadRoute<BS, A, RS>): void;
export function defineRoute<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, A extends Access>(app: FastifyInstance, def: FileRoute<BS, QS, A>): void;
export function defineRoute<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, A extends Access, RS extends z.ZodType>(
  app: FastifyInstance,
  def: JsonRoute<BS, QS, A, RS>,
): void;
export function defineRoute(app: FastifyInstance, def: AnyRoute): void {
  const needsCsrf = def.csrf ?? def.method !== 'GET';
  const { upload, response } = def;
  const route = `${def.method} ${def.url}`;
  const meta: RouteMeta = markGated({ access: def.access, csrf: needsCsrf, body: def.body, query: def.query, response, file: def.reply === 'file', multipart: !!upload, session: def.session });
  app.route({
    method: def.method,
    url: def.url,
    bodyLimit: def.bodyLimit,
    config: { meta },
    ...(response && {
      schema: { response: { '2xx': successJsonSchema(response) } },
      ...(app.responseCheck && { serializerCompiler: () => checkingSerializer(response, route, app.responseCheck!) }),
    }),
    // The handler runs as the request's actor: the audit rows its services write name them (lib/audit.ts).
    handler: (req, reply) => runAsActor(actorOf(req), () => handle(req, reply)),
  });

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    {
      assertAccess(def.access, req.user);
      const deps = app.deps;
      const ctx = { req, reply, deps, user: req.user, body: undefined as unknown, query: undefined as unknown };
      if (def.noStore) reply.header('Cache-Control', 'no-store, no-cache, must-revalidate').header('Pragma', 'no-cache');
      if (upload) {
        if (needsCsrf) assertCsrfHeader(req, deps.csrfKey);
        await def.beforeBody?.(ctx as never);
        const received = await receiveUpload(req, upload, deps.storage);
        try {
          if (needsCsrf) assertCsrf(req, deps.csrfKey, received.fields.csrf_token);
          if (!received.multipart) throw fieldError(upload.field, V.required);
          ctx.body = def.body ? parseOrThrow(def.body, received.fields) : undefined;
          if (!received.file) throw fieldError(upload.field, V.required);
          return sendJson(reply, (await def.handler({ ...ctx, file: received.file } as never)) as Ok<unknown>);
        } finally {
          if (received.file) await deps.storage.discard(received.file.temp);
        }
      }
      const rawBody = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      if (needsCsrf) assertCsrf(req, deps.csrfKey, rawBody.csrf_token);
      ctx.body = def.body ? parseOrThrow(def.body, rawBody) : undefined;
      ctx.query = def.query ? parseOrThrow(def.query, req.query) : undefined;
      if (def.reply === 'file') return sendFile(reply, (await def.handler(ctx as never)) as FileReply);
      return sendJson(reply, (await def.handler(ctx as never)) as Ok<unknown>);
    }
  }
}

/** The audit trail's actor: the signed-in user and the client's address (Fastify's `trustProxy` decides it). */
function actorOf(req: FastifyRequest): TAuditActor {
  const u = req.user;
  return { userId: u?.id ?? null, email: u?.email ?? null, role: u ? u.role : 'system', ip: req.ip ?? null };
}
