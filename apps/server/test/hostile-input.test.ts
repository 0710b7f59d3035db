import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, INT4_MAX, ROLE } from '@portal/contract';
import { createActor, type Actor } from './actors';
import { Agent, createTestContext, registrationBody, type TestContext } from './helpers';

/**
 * Values the validators must stop before the database sees them (docs/decisions/016): a NUL in
 * any text (PostgreSQL text cannot hold it) and integers beyond their column.
 */
let ctx: TestContext;
let admin: Actor;
let user: Actor;
let reviewed: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  user = await createActor(ctx);
  reviewed = await createActor(ctx, { companyStatus: COMPANY_STATUS.IN_REVIEW });
});
afterAll(async () => ctx.close());

const expect422 = (
  res: { statusCode: number; json(): { code: string; errors: Record<string, string[]> } },
  field: string,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(422);
  expect(res.json().code).toBe('VALIDATION_FAILED');
  expect(Object.keys(res.json().errors)).toContain(field);
};

describe('a NUL in a text field is a 422 on every kind of route', () => {
  it.each([
    [
      'register: companyName',
      () =>
        new Agent(ctx.app).post(apiPath('auth/register.php'), registrationBody(901, { companyName: 'PT\u0000 Maju' })),
      'companyName',
    ],
    [
      'register: leaderName',
      () => new Agent(ctx.app).post(apiPath('auth/register.php'), registrationBody(902, { leaderName: '\u0000' })),
      'leaderName',
    ],
    [
      'login: email',
      () => new Agent(ctx.app).post(apiPath('auth/login.php'), { email: 'a\u0000@b.co', password: 'x' }),
      'email',
    ],
    [
      'company update: address',
      () => user.agent.post(apiPath('companies/update.php'), { address: 'Jl.\u0000 Merdeka' }),
      'address',
    ],
    [
      'profile: name',
      () => user.agent.post(apiPath('users/update-profile.php'), { name: 'Budi\u0000', phone: '081234567890' }),
      'name',
    ],
    [
      'admin suspend: reason',
      () =>
        admin.agent.post(apiPath('admin/users/set-suspended.php'), {
          uuid: user.user.uuid,
          suspended: true,
          reason: 'x\u0000',
        }),
      'reason',
    ],
    [
      'admin verify: note',
      () =>
        admin.agent.post(apiPath('admin/companies/verify.php'), {
          company_id: reviewed.company!.id,
          decision: 'reject',
          note: 'kurang\u0000',
        }),
      'note',
    ],
    [
      'admin review: note',
      () =>
        admin.agent.post(apiPath('admin/documents/review.php'), {
          uuid: randomUUID(),
          status: 'rejected',
          note: '\u0000',
        }),
      'note',
    ],
    [
      'error report: message',
      () =>
        new Agent(ctx.app).post(
          apiPath('logs/frontend-error.php'),
          { message: 'boom\u0000', timestamp: '2025-01-01T00:00:00Z' },
          { csrf: false },
        ),
      'message',
    ],
    ['admin list search', () => admin.agent.get(`${apiPath('admin/users/list.php')}?q=%00`), 'q'],
    [
      'admin document type filter',
      () => admin.agent.get(`${apiPath('admin/documents/list.php')}?document_type=nib%00`),
      'document_type',
    ],
  ])('%s', async (_name, call, field) => expect422(await call(), field));
});

describe('integers stay within their column', () => {
  it('employee_count above int4 is a 422 everywhere it is accepted; the largest value is stored', async () => {
    expect422(
      await user.agent.post(apiPath('companies/update.php'), { employee_count: INT4_MAX + 1 }),
      'employee_count',
    );
    expect422(
      await user.agent.post(apiPath('companies/update.php'), { employee_count: '2147483648' }),
      'employee_count',
    );
    expect422(
      await admin.agent.post(apiPath('admin/companies/update.php'), {
        company_id: user.company!.id,
        employee_count: INT4_MAX + 1,
      }),
      'employee_count',
    );
    expect422(
      await new Agent(ctx.app).post(apiPath('auth/register.php'), registrationBody(903, { employeeCount: 2147483648 })),
      'employeeCount',
    );
    const ok = await user.agent.post(apiPath('companies/update.php'), { employee_count: INT4_MAX });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.company.employee_count).toBe(INT4_MAX);
  });

  it('investment_value (bigint rupiah) up to 2^53 - 1, no further', async () => {
    expect422(
      await user.agent.post(apiPath('companies/update.php'), { investment_value: Number.MAX_SAFE_INTEGER + 1 }),
      'investment_value',
    );
    expect422(
      await user.agent.post(apiPath('companies/update.php'), { investment_value: '99999999999999999999' }),
      'investment_value',
    );
    const ok = await user.agent.post(apiPath('companies/update.php'), { investment_value: Number.MAX_SAFE_INTEGER });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.company.investment_value).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('ids beyond int4 in a query or body are a 422, not a database error', async () => {
    expect422(await admin.agent.get(`${apiPath('admin/companies/detail.php')}?id=2147483648`), 'id');
    expect422(await admin.agent.get(`${apiPath('admin/documents/list.php')}?company_id=99999999999`), 'company_id');
    expect422(
      await user.agent.post(apiPath('notifications/mark-read.php'), { notificationId: 2147483648 }),
      'notificationId',
    );
    expect422(await admin.agent.get(`${apiPath('admin/users/list.php')}?page=100001`), 'page');
  });
});
