import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '@portal/contract';
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
const contractResponses = new Map((Object.entries(contract) as [string, unknown][]).filter(([name]) => /^Z\w+Response$/.test(name)) as [string, z.ZodType][]);
const nameOf = new Map([...contractResponses].map(([name, schema]) => [schema, name]));

describe('contract response schemas', () => {
  it('every JSON route declares a response schema of the contract', () => {
    const undeclared = apiRoutes.filter((r) => !r.meta?.file && !r.meta?.response).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const adHoc = apiRoutes.filter((r) => r.meta?.response && !nameOf.has(r.meta.response)).map((r) => `${r.method} ${r.url}`);
    expect(adHoc).toEqual([]);
  });

  it('every response schema of the contract is answered by a route', () => {
    const used = new Set(apiRoutes.map((r) => r.meta?.response));
    expect(contractResponses.size).toBeGreaterThan(20);
    expect([...contractResponses].filter(([, schema]) => !used.has(schema)).map(([name]) => name)).toEqual([]);
  });

  it('file routes declare no JSON answer', () => {
    expect(apiRoutes.filter((r) => r.meta?.file && r.meta.response).map((r) => r.url)).toEqual([]);
  });
});
