import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, ENDPOINTS, apiPath, type TAdminRole, type TEndpoint, type TEndpointPath } from '@portal/contract';
import type { Actor } from './actors';
import { adminWith } from './four-eyes-kit';
import { createTestContext, type TestContext } from './helpers';

/**
 * The role × route matrix (docs/business-rules.md#admin-roles), generated from the endpoint
 * objects: an administrator holding one role calls every admin endpoint. Where the endpoint's
 * `roles` allow it (or it is a super admin), the gate lets the call through (whatever the call then
 * answers for its empty input, never 403 ROLE_REQUIRED); elsewhere the answer is exactly 403
 * `ROLE_REQUIRED`, before CSRF or input are looked at.
 */
const adminEndpoints = (Object.entries(ENDPOINTS) as [TEndpointPath, TEndpoint][]).filter(
  ([, ep]) => ep.access === 'admin',
);
const allowed = (ep: TEndpoint, role: TAdminRole) =>
  role === 'super_admin' || ep.roles === 'any' || (ep.roles ?? []).includes(role);

let ctx: TestContext;
const admins = {} as Record<TAdminRole, Actor>;
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ADMIN_ROLES) admins[role] = await adminWith(ctx, role);
});
afterAll(async () => ctx.close());

describe('every administrator role against every admin endpoint', () => {
  it('covers every admin endpoint, and each role is refused somewhere but a super admin', () => {
    expect(adminEndpoints.length).toBeGreaterThan(50);
    for (const role of ADMIN_ROLES.filter((r) => r !== 'super_admin'))
      expect(
        adminEndpoints.some(([, ep]) => !allowed(ep, role)),
        role,
      ).toBe(true);
  });

  describe.each(ADMIN_ROLES)('%s', (role) => {
    it.each(adminEndpoints.map(([path, ep]) => [path, ep] as const))(`${role} → %s`, async (path, ep) => {
      const agent = admins[role].agent;
      const res = ep.method === 'GET' ? await agent.get(apiPath(path)) : await agent.send(ep.method, apiPath(path), {});
      const refusedForRole = res.statusCode === 403 && res.json().code === 'ROLE_REQUIRED';
      if (allowed(ep, role)) expect(refusedForRole, `${res.statusCode} ${res.body.slice(0, 200)}`).toBe(false);
      else expect([res.statusCode, res.json().code]).toEqual([403, 'ROLE_REQUIRED']);
    });
  });
});
