import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../plugins/error-handler';
import type { Deps } from '../types';
import { endpoint } from '@portal/contract';
import { mountEndpoint } from './route';
import type { ResponseProblemReporter } from './response-schema';

const ZThing = z.object({
  name: z.string(),
  note: z.string().nullable(),
  owner: z.object({ id: z.number().int() }).nullable().optional(),
});

/** A bare app with one route that answers `data`, in production mode or with the tests' check. */
async function appAnswering(data: unknown, check: ResponseProblemReporter | null) {
  const app = Fastify({ logger: false });
  app.decorate('deps', {} as Deps);
  app.decorate('responseCheck', check);
  app.decorateRequest('user', null);
  registerErrorHandler(app);
  const thing = endpoint({ method: 'GET', access: 'public', section: 'system', summary: 'A thing', response: ZThing });
  mountEndpoint(app, '/thing', thing, { handler: async () => ({ data: data as z.output<typeof ZThing> }) });
  await app.ready();
  return app;
}

describe('answers and their contract schemas', () => {
  it('production writes the declared fields only: an undeclared one never leaves the server', async () => {
    const app = await appAnswering({ name: 'PT A', note: null, passwordHash: 'secret' }, null);
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'OK', data: { name: 'PT A', note: null } });
    expect(res.body).not.toContain('secret');
  });

  it('production drops an undeclared field inside a nullable object too, and writes null as null', async () => {
    const app = await appAnswering({ name: 'PT A', note: null, owner: { id: 7, passwordHash: 'secret' } }, null);
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'PT A', note: null, owner: { id: 7 } });
    const none = await (await appAnswering({ name: 'PT B', note: 'x', owner: null }, null)).inject('/thing');
    expect(none.json().data).toEqual({ name: 'PT B', note: 'x', owner: null });
  });

  it('tests report a field the schema does not declare, and the request answers 500', async () => {
    const problems: string[] = [];
    const app = await appAnswering({ name: 'PT A', note: null, passwordHash: 'secret' }, (p) => problems.push(p));
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(problems).toEqual(['GET /thing: fields not in the schema: data.passwordHash']);
  });

  it('tests report a wrong type or a missing field', async () => {
    const problems: string[] = [];
    const app = await appAnswering({ name: 42 }, (p) => problems.push(p));
    expect((await app.inject('/thing')).statusCode).toBe(500);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^GET \/thing: data\.name: .*; data\.note: /);
  });

  it('an answer that matches passes the check unchanged', async () => {
    const problems: string[] = [];
    const app = await appAnswering({ name: 'PT A', note: 'ok' }, (p) => problems.push(p));
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'PT A', note: 'ok' });
    expect(problems).toEqual([]);
  });
});
