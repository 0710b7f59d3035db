import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '@portal/contract';
import { mountEndpoint } from '../src/lib/route';
import { registerErrorHandler } from '../src/plugins/error-handler';
import type { Deps } from '../src/types';
import { createTestContext } from './helpers';

/**
 * Every JSON route answers through a response schema of the contract, and every response schema
 * of the contract is answered by a route (docs/decisions/024): the web app types its calls with
 * them, so an unused one describes nothing real. What the answers hold is checked on every
 * request of the API suites (test/helpers.ts, `checkResponses`).
 */
const ctx = await createTestContext();
afterAll(async () => ctx.close());

const apiRoutes = ctx.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url.startsWith(`${contract.API_PREFIX}/`));
const contractResponses = new Map(
  (Object.entries(contract) as [string, unknown][]).filter(([name]) => /^Z\w+Response$/.test(name)) as [
    string,
    z.ZodType,
  ][],
);
const nameOf = new Map([...contractResponses].map(([name, schema]) => [schema, name]));

describe('contract response schemas', () => {
  it('every JSON route declares a response schema of the contract', () => {
    const undeclared = apiRoutes.filter((r) => !r.meta?.file && !r.meta?.response).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const adHoc = apiRoutes
      .filter((r) => r.meta?.response && !nameOf.has(r.meta.response))
      .map((r) => `${r.method} ${r.url}`);
    expect(adHoc).toEqual([]);
  });

  it('every response schema of the contract is answered by a route (no dead schema)', () => {
    const used = new Set(apiRoutes.map((r) => r.meta?.response));
    expect(contractResponses.size).toBeGreaterThan(20);
    expect([...contractResponses].filter(([, schema]) => !used.has(schema)).map(([name]) => name)).toEqual([]);
  });

  it('file routes declare no JSON answer but their 202 of a background export', () => {
    expect(
      apiRoutes
        .filter((r) => r.meta?.file && r.meta.response && r.meta.response !== r.meta.endpoint.accepted)
        .map((r) => r.url),
    ).toEqual([]);
  });
});

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * A value of a response schema: `full` fills every optional and nullable field, otherwise they are
 * left out or null. Both must come out of production's serializer as the zod schema reads them.
 */
function sampleOf(schema: z.ZodType, full: boolean): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return full ? sampleOf(def.innerType as z.ZodType, full) : undefined;
    case 'nullable':
      return full ? sampleOf(def.innerType as z.ZodType, full) : null;
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, sampleOf(v, full)]),
      );
    case 'record': {
      // A record keyed by an enum needs every key; any other record gets two sample keys.
      const key = defOf(def.keyType);
      const keys = key.type === 'enum' ? Object.values(key.entries as object) : ['a', 'b'];
      return Object.fromEntries(keys.map((k) => [k, sampleOf(def.valueType as z.ZodType, full)]));
    }
    case 'array':
      return full ? [sampleOf(def.element as z.ZodType, full), sampleOf(def.element as z.ZodType, full)] : [];
    case 'string':
      return 'Teks "kutip" \\ \u00e9';
    case 'number':
      return 12;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'enum':
      return Object.values(def.entries as object).at(-1);
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union': {
      // A four-eyes answer: the waiting approval once, the action's own answer once (docs/decisions/101).
      const options = def.options as z.ZodType[];
      return sampleOf(options[full ? options.length - 1 : 0], full);
    }
    default:
      return { any: [1, 'x'] };
  }
}

describe('production serializes every contract answer as its zod schema reads it', () => {
  it.each([...contractResponses])('%s', async (_name, schema) => {
    for (const full of [true, false]) {
      const data = sampleOf(schema, full);
      const expected = JSON.parse(JSON.stringify(schema.parse(data)));
      const app = Fastify({ logger: false });
      app.decorate('deps', {} as Deps);
      app.decorate('responseCheck', null);
      app.decorateRequest('user', null);
      registerErrorHandler(app);
      mountEndpoint(
        app,
        '/x',
        contract.endpoint({ method: 'GET', access: 'public', section: 'system', summary: 'x', response: schema }),
        { handler: async () => ({ data }) },
      );
      const res = await app.inject('/x');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual(expected);
      await app.close();
    }
  });
});
