import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiPath, V, zText } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../test/helpers';
import { toFieldErrors } from './validation';

const PROTO_NAMES = ['toString', 'constructor', 'hasOwnProperty', 'valueOf', '__proto__', '__defineGetter__'];

describe('toFieldErrors', () => {
  it('keeps keys named after Object members as ordinary entries', () => {
    const input = Object.create(null) as Record<string, unknown>;
    for (const k of PROTO_NAMES) input[k] = 1;
    const r = z.object({ name: z.string() }).strict().safeParse(input);
    expect(r.success).toBe(false);
    const errors = toFieldErrors(r.error!);
    for (const k of PROTO_NAMES)
      expect(Object.getOwnPropertyDescriptor(errors, k)?.value, k).toEqual(['validation.unknownField']);
    expect(JSON.parse(JSON.stringify(errors))).toMatchObject({
      toString: ['validation.unknownField'],
      name: ['validation.required'],
    });
  });

  it('a field path named like an Object member collects its messages', () => {
    const r = z
      .object({ constructor: z.string().min(3), toString: z.string().max(1) })
      .safeParse({ constructor: 'a', toString: 'xy' });
    expect({ ...toFieldErrors(r.error!) }).toEqual({
      constructor: ['validation.invalid'],
      toString: ['validation.invalid'],
    });
  });
});

describe('a wrong value that is present is invalid; a missing one is required', () => {
  const schema = z
    .object({
      name: zText(V.required).min(1, V.required),
      count: z.number({ error: V.integer }),
      tags: z.array(z.string()).optional(),
    })
    .strict();
  const errorsOf = (input: unknown) => {
    const r = schema.safeParse(input);
    return { ...toFieldErrors(r.error!, input) };
  };

  it('reports a missing or null field as required', () => {
    expect(errorsOf({})).toEqual({ name: [V.required], count: [V.required] });
    expect(errorsOf({ name: null, count: null })).toEqual({ name: [V.required], count: [V.required] });
  });

  it('reports a present value of the wrong type as invalid, or with the schema’s own key', () => {
    expect(errorsOf({ name: 12, count: 'x' })).toEqual({ name: [V.invalid], count: [V.integer] });
    expect(errorsOf({ name: ['a'], count: 1, tags: [1] })).toEqual({ name: [V.invalid], 'tags.0': [V.invalid] });
  });

  it('keeps `required` for a present but empty text (the schema’s own rule)', () => {
    expect(errorsOf({ name: '', count: 1 })).toEqual({ name: [V.required] });
  });

  describe('through the API', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext();
    });
    afterAll(async () => ctx.close());

    it('login with a numeric password: invalid; without one: required', async () => {
      const agent = new Agent(ctx.app);
      const wrong = await agent.post(apiPath('auth/login.php'), { email: 'a@b.co', password: 12345678 });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ password: [V.invalid] });
      const missing = await agent.post(apiPath('auth/login.php'), { email: 'a@b.co' });
      expect(missing.json().errors).toEqual({ password: [V.required] });
    });
  });
});
