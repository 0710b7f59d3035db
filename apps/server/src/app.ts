import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSON_BODY_LIMIT_BYTES, UPLOAD_MAX_BYTES } from '@portal/contract';
import type { AppConfig, TTrustProxy } from './config';
import type { Db } from './db/client';
import { disabledCaptcha, createTurnstile, type Captcha } from './infra/captcha';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './infra/mailer';
import { openStorage } from './infra/open-storage';
import type { FileStorage } from './infra/storage';
import { serializeError } from './lib/log-redaction';
import type { ResponseProblemReporter } from './lib/response-schema';
import { collectRoutes } from './lib/route-table';
import { createPasswordHasher } from './lib/password';
import { redactTokens } from './lib/redact';
import { createServerSecret, loadSecretKey } from './lib/server-secret';
import { systemClock, type Clock } from './lib/time';
import { clientErrorHandler } from './plugins/client-errors';
import { registerErrorHandler } from './plugins/error-handler';
import { assertMfaEnrolled } from './plugins/mfa-gate';
import { assertPasswordChangeDone } from './plugins/password-change-gate';
import { createRateLimiter } from './plugins/rate-limit';
import { registerMetrics } from './plugins/metrics';
import { registerRequestIdHeader, requestIdGenerator } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createSessionStore } from './plugins/session';
import { createSessionCache, POLL_CACHE_CHANNEL, type NoticeSource } from './plugins/session-cache';
import { registerStaticWeb, resolveWebDist } from './plugins/static-web';
import { createMailDispatcher } from './modules/mail';
import { assertSecretMatchesDatabase } from './modules/system';
import { assertPdfKeyReadable } from './modules/signing';
import { registerModules } from './modules';
import type { Deps } from './types';
import path from 'node:path';

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  mailer?: Mailer;
  captcha?: Captcha;
  clock?: Clock;
  /** The file store; by default the one `STORAGE_URL` names (infra/open-storage.ts). */
  storage?: FileStorage;
  /**
   * The database's notices (DbHandle.notices): with them and POLL_CACHE on, the polled calls are
   * answered from a per-instance cache (docs/decisions/105); without, from the database each time.
   */
  notices?: NoticeSource;
  logger?: boolean | object;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /**
   * Tests: check every JSON answer against its contract schema and report a mismatch here
   * (docs/decisions/024). Production serializes through the schema without this check.
   */
  checkResponses?: ResponseProblemReporter;
}

/**
 * Fastify takes the address list as is. A bare hop count it no longer honours (it cannot check
 * the nearest peer), so the count becomes "trust the nearest N hops", which is safe only when
 * the server is reachable through those proxies alone (docs/decisions/012).
 */
export function fastifyTrustProxy(trust: TTrustProxy): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_addr, hop) => hop < trust;
  return trust;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: {
              req: (req: { method: string; url: string }) => ({ method: req.method, url: redactTokens(req.url) }),
              // No statement parameters or value-echoing details of a failed query (docs/decisions/016).
              err: serializeError,
              error: serializeError,
            },
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
          },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A proxy's X-Request-Id only from a trusted proxy, else a new one (plugins/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    // A request that reached the server while it shuts down (accepted just before the listening
    // socket closed) is answered, with `Connection: close`, not refused with a bare 503: the proxy
    // already sent it here and cannot tell whether it ran (docs/decisions/100).
    return503OnClosing: false,
    clientErrorHandler,
  });
  registerRequestIdHeader(app);

  const clock = opts.clock ?? systemClock;
  const secret = createServerSecret(await loadSecretKey(config));
  await assertSecretMatchesDatabase(db, secret);
  const mailer =
    opts.mailer ??
    (config.smtpUrl
      ? await createSmtpMailer(config.smtpUrl, config.mailFrom, app.log)
      : // OTPs in the log only on a developer's http machine, never in a deployment (docs/decisions/006).
        createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, app.log, {
          logOtp: !config.secureCookies,
        }));
  const sessionCache = opts.notices && config.pollCache ? createSessionCache() : null;
  const sessions = createSessionStore(db, config, sessionCache);
  app.decorate('sessionCache', sessionCache);
  if (sessionCache && opts.notices) {
    const stop = await opts.notices.listen(POLL_CACHE_CHANNEL, sessionCache.handlers);
    app.addHook('onClose', async () => stop());
  }
  // Uploaded files under DATA_DIR/files, never served statically, or in an object store
  // (docs/business-rules.md#storage; docs/decisions/010, 100).
  // GET /metrics when METRICS_TOKEN is set (plugins/metrics.ts); the store's errors are counted there.
  const metrics = registerMetrics(app, { token: config.metricsToken, db, clock });
  app.decorate('metrics', metrics);
  const storage = metrics.instrumentStorage(opts.storage ?? (await openStorage(config.storage, config.dataDir)));
  const deps: Deps = {
    config,
    db,
    mailer,
    captcha: opts.captcha ?? (config.turnstileSecret ? createTurnstile(config.turnstileSecret) : disabledCaptcha),
    passwords: createPasswordHasher(config.argon2),
    clock,
    rateLimiter: createRateLimiter(db, clock, config.rateLimits),
    sessions,
    mailDispatcher: createMailDispatcher({ db, mailer, clock, log: app.log }),
    secret,
    csrfKey: secret.derive('csrf'),
    storage,
  };
  app.decorate('deps', deps);
  // An operator's PKCS#12 that cannot be opened stops the start, naming the variable (docs/decisions/102).
  await assertPdfKeyReadable(deps);
  acceptEmptyJsonBodies(app);
  // A run still sending finishes before the database closes.
  app.addHook('onClose', async () => deps.mailDispatcher.idle());
  app.decorateRequest('user', null);
  app.decorateRequest('userRow', null);
  app.decorateRequest('sessionRows', null);
  app.decorateRequest('sessionIdHash', null);
  app.decorateRequest('hadSession', false);

  app.decorate('responseCheck', opts.checkResponses ?? null);
  collectRoutes(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  // Uploads (documents/upload.php): one file of at most 5 MiB and a few text fields (docs/business-rules.md#files).
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/backend/api/')) return;
    await sessions.load(req);
    assertPasswordChangeDone(req);
    assertMfaEnrolled(req);
  });

  await app.register(async (scope) => registerModules(scope));
  await registerStaticWeb(app, opts.serveWeb === false ? null : resolveWebDist(config.webDist));
  return app;
}

/**
 * An empty body labelled JSON reads as no body: the logout call sends an empty payload (docs/business-rules.md#csrf), and a
 * client that still labels it `application/json` must not get a 400 (docs/business-rules.md#csrf).
 * Anything else goes through Fastify's own parser (prototype-poisoning checks included).
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(req, text, done);
  });
}
