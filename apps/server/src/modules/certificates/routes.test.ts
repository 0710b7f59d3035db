import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ZCertificateListResponse } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { activeUser } from '../../../test/auth-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('GET certificates/list.php', () => {
  it('answers 401 without a session', async () => {
    const res = await new Agent(ctx.app).get(API.certificatesList);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers an empty list and a zero summary until certificates exist', async () => {
    const { agent } = await activeUser(ctx, 1);
    const res = await agent.get(API.certificatesList);
    expect(res.statusCode).toBe(200);
    const data = ZCertificateListResponse.parse(res.json().data);
    expect(data).toEqual({ items: [], summary: { total_certificates: 0, active_certificates: 0, expiring_soon: 0, expired: 0 } });
  });
});
