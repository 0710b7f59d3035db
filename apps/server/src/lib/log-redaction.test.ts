import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract';
import { Agent, createTestContext, registrationBody, type TestContext } from '../../test/helpers';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { redactErrorText, serializeError } from './log-redaction';

describe('serializeError', () => {
  it('keeps the statement and the error code, drops parameters and value-echoing details', () => {
    const pgError = Object.assign(new Error('new row for relation "companies" violates check constraint "x"'), {
      code: '23514',
      constraint: 'x',
      table: 'companies',
      detail: 'Failing row contains (1, PT Rahasia, 013121660091000, 3171000000000001).',
      where: 'SQL statement',
    });
    const err = new DrizzleQueryError(
      'insert into "companies" ("name", "npwp") values ($1, $2)',
      ['PT Rahasia', '013121660091000'],
      pgError,
    );
    const out = JSON.stringify(serializeError(err));
    expect(out).not.toMatch(/Rahasia|013121660091000|3171000000000001|Failing row/);
    expect(out).toContain('insert into \\"companies\\"');
    expect(out).toContain('23514');
    expect(out).toContain('check constraint');
    expect(serializeError(err)).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { type: 'Error', code: '23514', constraint: 'x', table: 'companies' },
    });
  });

  it('redacts values PostgreSQL quotes in its messages', () => {
    expect(redactErrorText('invalid input syntax for type uuid: "3171000000000001"')).toBe(
      'invalid input syntax for type uuid: [redacted]',
    );
    expect(redactErrorText('value "2147483648" is out of range for type integer')).toBe(
      'value [redacted] is out of range for type integer',
    );
    expect(redactErrorText('Key (email)=(budi@example.co.id) already exists.')).toBe(
      'Key (email)=([redacted]) already exists.',
    );
    expect(redactErrorText('Failed query: select 1\nparams: $argon2id$v=19$secret,x\ny\n    at f (a.js:1:1)')).toBe(
      'Failed query: select 1\nparams: [redacted]\n    at f (a.js:1:1)',
    );
  });

  it('copes with non-errors and cycles of causes', () => {
    expect(serializeError('plain')).toMatchObject({ message: 'plain' });
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = a;
    expect(JSON.stringify(serializeError(a)).length).toBeLessThan(20_000);
  });
});

describe('a failing statement in a request: what reaches the log', () => {
  let ctx: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    ctx = await createTestContext({ logStream: stream });
    // Make the registration's inserts fail after validation, with every value in the statement.
    await ctx.app.deps.db.execute(
      sql.raw(`alter table users add constraint log_test_users check (name <> 'Gagal Simpan')`),
    );
    await ctx.app.deps.db.execute(
      sql.raw(`alter table companies add constraint log_test_companies check (name <> 'PT Gagal Simpan')`),
    );
  });
  afterAll(async () => ctx.close());

  it.each([
    ['users', { name: 'Gagal Simpan' }],
    ['companies', { companyName: 'PT Gagal Simpan' }],
  ])(
    'an insert into %s fails: 500 without internals, logged without hashes, NPWP, NIB or e-mail',
    async (table, over) => {
      const body = registrationBody(71, over);
      lines.length = 0;
      const res = await new Agent(ctx.app).post(apiPath('auth/register.php'), body);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 'error', code: 'INTERNAL', message: expect.any(String) });
      await vi.waitFor(() => expect(lines.join('\n')).toContain('unhandled error'), { timeout: 5_000, interval: 10 });
      const log = lines.join('\n');
      expect(log).toContain(`log_test_${table}`); // what failed stays visible
      for (const secret of [body.npwp, body.nib, body.email, '$argon2id', '+62812', String(body.phone).slice(1)]) {
        expect(log, String(secret)).not.toContain(String(secret));
      }
      expect(log).not.toMatch(/Failing row|params: (?!\[redacted\])/);
    },
  );
});
