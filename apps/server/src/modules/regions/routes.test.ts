import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ZRegionListResponse } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor } from '../../../test/actors';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { regions_ip: { max: 12, windowS: 60 } } });
});
afterAll(async () => ctx.close());

const list = (query: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `${apiPath('regions/list.php')}?${query}`, headers });

describe('GET regions/list.php', () => {
  it('lists the 38 provinces to anyone, sorted, with a long public cache and an ETag', async () => {
    const res = await list('level=province');
    expect(res.statusCode).toBe(200);
    const data = ZRegionListResponse.parse(res.json().data);
    expect(data.regions).toHaveLength(38);
    expect(data.regions.find((r) => r.code === '32')).toEqual({ code: '32', name: 'JAWA BARAT' });
    const names = data.regions.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{5,}/);
    expect(res.headers.etag).toMatch(/^"province-/);
  });

  it('cascades: regencies of a province, districts of a regency, villages of a district', async () => {
    const regencies = ZRegionListResponse.parse((await list('level=regency&parent=32')).json().data).regions;
    expect(regencies.some((r) => r.code === '32.73' && r.name === 'KOTA BANDUNG')).toBe(true);
    expect(regencies.every((r) => r.code.startsWith('32.'))).toBe(true);
    const districts = ZRegionListResponse.parse((await list('level=district&parent=32.73')).json().data).regions;
    const coblong = districts.find((r) => r.name === 'Coblong');
    expect(coblong?.code).toMatch(/^32\.73\.\d{2}$/);
    const villages = ZRegionListResponse.parse(
      (await list(`level=village&parent=${coblong!.code}`)).json().data,
    ).regions;
    expect(villages.map((v) => v.name)).toContain('Dago');
    expect(villages.every((v) => v.code.startsWith(`${coblong!.code}.`))).toBe(true);
  });

  it('answers 304 to a revalidation with the same ETag, and an unknown parent has no children', async () => {
    const first = await list('level=regency&parent=31');
    const again = await list('level=regency&parent=31', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const none = await list('level=regency&parent=99');
    expect(none.statusCode).toBe(200);
    expect(none.json().data.regions).toEqual([]);
  });

  it('answers 422 for a wrong level, a missing or malformed parent, or an unknown parameter', async () => {
    for (const q of [
      'level=city',
      'level=regency',
      'level=district&parent=32',
      'level=village&parent=abc',
      'level=province&parent=32',
      'level=province&x=1',
    ]) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().status).toBe('error');
    }
  });

  it('a signed-in caller gets the same list (no session needed, none required)', async () => {
    const actor = await createActor(ctx);
    const res = await actor.agent.get(`${apiPath('regions/list.php')}?level=province`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.regions).toHaveLength(38);
  });

  it('is rate limited per address (429 with Retry-After once the window is used up)', async () => {
    const own = await createTestContext({ rateLimits: { regions_ip: { max: 2, windowS: 60 } } });
    try {
      const agent = new Agent(own.app);
      expect((await agent.get(`${apiPath('regions/list.php')}?level=province`)).statusCode).toBe(200);
      expect((await agent.get(`${apiPath('regions/list.php')}?level=province`)).statusCode).toBe(200);
      const third = await agent.get(`${apiPath('regions/list.php')}?level=province`);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await own.close();
    }
  });
});
