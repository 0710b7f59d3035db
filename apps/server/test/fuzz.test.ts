import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX, ROLE, COMPANY_STATUS, USER_STATUS } from '@portal/contract';
import { isGated, type RouteInfo } from '../src/lib/route-table';
import { FIXTURE, createActor, multipartBody } from './actors';
import { problemWith } from './fuzz/check';
import { seededRandom } from './fuzz/random';
import { ROUTE_SAMPLES, namedSamples, objectKeys, sampleOf } from './fuzz/samples';
import {
  HOSTILE_HEADERS,
  HOSTILE_QUERIES,
  HOSTILE_QUERY_VALUES,
  PROTOTYPE_KEYS,
  hostileBodies,
  hostileFieldValues,
  type RawBody,
} from './fuzz/values';
import { Agent, createTestContext, unlimitedRateLimits } from './helpers';
import { cookieHeader, giveCsrf } from './session-utils';

/**
 * Fuzz suite (docs/decisions/018): every route the built app registers, found through its route
 * table (so a new module is covered without touching this file), for every role, with hostile
 * bodies, queries and headers. No answer may be a 5xx; every JSON answer is the envelope. Where a
 * route declares a zod body (or multipart fields) or query, a valid-shaped value is built and
 * changed one field at a time, so validators run past the first error and handlers are reached.
 * Seeded, so every run sends the same requests. On PostgreSQL a seeded part of the field cases runs.
 */
const SEED = 0x5eed_0006;
const ON_POSTGRES = process.env.TEST_DB_KIND === 'postgres';
const FIELD_VALUES_PER_FIELD = ON_POSTGRES ? 10 : Number.POSITIVE_INFINITY;

const ROLES = ['anonymous', 'unconfirmed', 'confirmed', 'verified', 'admin'] as const;
type Role = (typeof ROLES)[number];
/** The role whose requests pass the access check, used for the field-by-field cases. */
const FIELD_ROLE: Record<string, Role> = {
  public: 'anonymous',
  optional: 'anonymous',
  user: 'confirmed',
  verified: 'verified',
  admin: 'admin',
};

const ctx = await createTestContext({ rateLimits: unlimitedRateLimits() });
afterAll(async () => {
  printFigures();
  await ctx.close();
});

const rnd = seededRandom(SEED);
/** On PostgreSQL each role sends a seeded share of the header, query and body cases. */
const casesOf = <T>(items: readonly T[], share: number): T[] =>
  ON_POSTGRES ? rnd.sample(items, Math.ceil(items.length * share)) : [...items];
const routes: RouteInfo[] = ctx.app.routeTable
  .filter((r) => r.method !== 'HEAD')
  .slice()
  .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
const fieldValues = hostileFieldValues(rnd);
const bodies = hostileBodies();

const figures = {
  requests: 0,
  fiveXx: 0,
  problems: 0,
  fieldCases: 0,
  byStatus: new Map<number, number>(),
  started: Date.now(),
};

let actorSeq = 0;
async function agentFor(role: Role): Promise<{ agent: Agent; companyId: number }> {
  if (role === 'anonymous') {
    const agent = new Agent(ctx.app);
    giveCsrf(ctx, agent);
    return { agent, companyId: 1 };
  }
  const opts = {
    unconfirmed: { status: USER_STATUS.PENDING_VERIFICATION },
    confirmed: {},
    verified: { status: USER_STATUS.VERIFIED, companyStatus: COMPANY_STATUS.VERIFIED, complete: true },
    admin: { role: ROLE.ADMIN },
  }[role];
  const actor = await createActor(ctx, opts);
  return { agent: actor.agent, companyId: actor.company?.id ?? 1 };
}

interface Request {
  query?: string;
  headers?: Record<string, string | string[]>;
  replaceCookies?: boolean;
  /** A JSON object body (the CSRF token is added), or a raw body. */
  json?: Record<string, unknown>;
  raw?: RawBody;
  /** Multipart text fields (a small PDF is attached). */
  multipart?: Record<string, unknown>;
}

const asFormValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

async function send(
  route: RouteInfo,
  agent: Agent,
  req: Request,
  problems: string[],
  label: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string | string[]> = {};
  if (!req.replaceCookies) headers.cookie = cookieHeader(agent);
  if (agent.csrf) headers['x-csrf-token'] = agent.csrf;
  let payload: string | Buffer | undefined;
  if (req.json) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify({ ...req.json, csrf_token: agent.csrf });
  } else if (req.multipart) {
    const fields: Record<string, string> = { csrf_token: agent.csrf ?? '' };
    for (const [k, v] of Object.entries(req.multipart)) if (v !== undefined) fields[k] = asFormValue(v);
    const mp = multipartBody(fields, { name: 'fuzz.pdf', content: FIXTURE.pdf, contentType: 'application/pdf' });
    headers['content-type'] = mp.contentType;
    payload = mp.body;
  } else if (req.raw) {
    if (req.raw.contentType !== undefined) headers['content-type'] = req.raw.contentType;
    payload = req.raw.payload;
  }
  Object.assign(headers, req.headers);
  const res = await ctx.app.inject({
    method: route.method as 'GET',
    url: req.query === undefined ? route.url : `${route.url}?${req.query}`,
    headers,
    payload,
  });
  figures.requests++;
  figures.byStatus.set(res.statusCode, (figures.byStatus.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode >= 500) figures.fiveXx++;
  // A page outside the API (the /api-docs viewer) answers HTML or a script, like a file route.
  const problem = problemWith(res, { fileRoute: route.meta?.file === true || !route.url.startsWith(`${API_PREFIX}/`) });
  if (problem) {
    figures.problems++;
    if (problems.length < 12) problems.push(`${label}: ${problem}`);
  }
  return res;
}

/** The route's declared body as a valid-shaped object, and the problem if it does not parse. */
function baseBody(
  route: RouteInfo,
  named: Record<string, unknown>,
): { body: Record<string, unknown> | null; invalid: string | null } {
  const schema = route.meta?.body;
  if (!schema) return { body: null, invalid: null };
  const body = sampleOf(schema, named) as Record<string, unknown>;
  const parsed = schema.safeParse({ ...body, csrf_token: 'x' });
  const invalid = parsed.success
    ? null
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  return { body, invalid };
}

function baseQuery(route: RouteInfo, named: Record<string, unknown>): Record<string, string> {
  const schema = route.meta?.query;
  if (!schema) return {};
  const sample = sampleOf(schema, named) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, String(v)]));
}

const encodeQuery = (q: Record<string, string>) =>
  Object.entries(q)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
const hasBody = (route: RouteInfo) => route.method !== 'GET';

async function fuzzRoute(route: RouteInfo): Promise<{ problems: string[]; baseInvalid: string | null }> {
  const problems: string[] = [];
  let baseInvalid: string | null = null;
  const fieldRole = FIELD_ROLE[route.meta?.access ?? 'public'];
  for (const role of ROLES) {
    const { agent, companyId } = await agentFor(role);
    const named = {
      ...namedSamples(1_000 + ++actorSeq, rnd.uuid(), { companyId }),
      ...ROUTE_SAMPLES[route.meta?.path ?? ''],
    };
    const { body, invalid } = baseBody(route, named);
    baseInvalid ??= invalid;
    const valid: Request = route.meta?.multipart
      ? { multipart: body ?? {} }
      : body && hasBody(route)
        ? { json: body }
        : {};
    const at = (what: string) => `${role} ${what}`;

    // Hostile headers on an otherwise ordinary request.
    for (const h of casesOf(HOSTILE_HEADERS, 0.5))
      await send(
        route,
        agent,
        { ...valid, headers: h.headers, replaceCookies: h.replaceCookies },
        problems,
        at(h.name),
      );
    // Hostile query strings.
    for (const q of casesOf(HOSTILE_QUERIES, 0.4))
      await send(route, agent, { ...valid, query: q }, problems, at(`?${q.slice(0, 40)}`));
    // Whole bodies of the wrong kind.
    for (const raw of casesOf(bodies, 0.4)) await send(route, agent, { raw }, problems, at(raw.name));

    if (role !== fieldRole) continue;
    // One query parameter at a time.
    const query = baseQuery(route, named);
    for (const key of route.meta?.query ? objectKeys(route.meta.query) : []) {
      for (const value of HOSTILE_QUERY_VALUES) {
        figures.fieldCases++;
        const rest = encodeQuery({ ...query, [key]: '' }).replace(
          `${encodeURIComponent(key)}=`,
          `${encodeURIComponent(key)}=${value}`,
        );
        await send(route, agent, { ...valid, query: rest }, problems, at(`query ${key}=${value.slice(0, 20)}`));
      }
      await send(
        route,
        agent,
        { ...valid, query: `${encodeQuery(query)}&${encodeURIComponent(key)}=again` },
        problems,
        at(`query ${key} repeated`),
      );
    }
    // One body field at a time, and keys named after Object members beside valid fields.
    if (!body || !hasBody(route)) continue;
    const wrap = (b: Record<string, unknown>): Request => (route.meta?.multipart ? { multipart: b } : { json: b });
    for (const key of Object.keys(body)) {
      for (const value of rnd.sample(fieldValues, FIELD_VALUES_PER_FIELD)) {
        figures.fieldCases++;
        const mutated = { ...body, [key]: value };
        if (value === undefined) delete mutated[key];
        await send(route, agent, wrap(mutated), problems, at(`field ${key}=${JSON.stringify(value)?.slice(0, 30)}`));
      }
    }
    for (const key of PROTOTYPE_KEYS)
      await send(route, agent, wrap({ ...body, [key]: 'x' }), problems, at(`extra key ${key}`));
    await send(route, agent, valid, problems, at('valid-shaped body'));
  }
  return { problems, baseInvalid };
}

function printFigures() {
  const statuses = [...figures.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}:${n}`)
    .join(' ');
  console.log(
    [
      `fuzz (${ON_POSTGRES ? 'PostgreSQL, reduced' : 'PGlite'}, seed ${SEED.toString(16)}):`,
      `${figures.requests} requests, ${routes.length} routes, ${ROLES.length} roles, ${figures.fieldCases} field cases,`,
      `5xx=${figures.fiveXx}, envelope problems=${figures.problems}, ${((Date.now() - figures.started) / 1000).toFixed(1)} s`,
      `statuses ${statuses}`,
    ].join(' '),
  );
}

describe('fuzz: every route, every role, hostile input', () => {
  it('finds the routes of every module', () => {
    expect(routes.length).toBeGreaterThan(30);
    // Every API route passes the one gate of defineRoute and declares who may call it, so the
    // field cases run as a role that passes.
    const undeclared = routes
      .filter((r) => r.url.startsWith('/backend/api/') && !isGated(r))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, { timeout: 120_000 }, async () => {
      const { problems, baseInvalid } = await fuzzRoute(route);
      expect(baseInvalid, 'the valid-shaped body does not parse: add a sample to test/fuzz/samples.ts').toBeNull();
      expect(problems).toEqual([]);
    });
  }
});
