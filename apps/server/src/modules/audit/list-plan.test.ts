import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import type { Actor } from '../../../test/actors';
import { adminActor } from '../../../test/application-kit';

/**
 * The audit list's page is read from `audit_log_at_idx` in both orders, never sorted whole: the
 * table only grows (docs/decisions/083); the part-of-text filters count on their trigram indexes
 * (migration 0015). Tests never time: they read the plan.
 */
let ctx: TestContext;
let admin: Actor;
const sent: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ onStatement: (s) => sent.push(s.text) });
  admin = await adminActor(ctx);
});
afterAll(async () => ctx.close());

/** The statement of one list request (the page, or the count), its parameters written in as `params` give them. */
async function statementOf(query: string, which: 'page' | 'count', params: string[]): Promise<string> {
  sent.length = 0;
  const res = await admin.agent.get(`${apiPath('admin/audit/list.php')}?${query}`);
  expect(res.statusCode).toBe(200);
  const found = sent.find(
    (t) => /from "audit_log"/.test(t) && (which === 'page' ? /\blimit\b/i.test(t) : /count\(/i.test(t)),
  );
  expect(found, sent.join('\n')).toBeDefined();
  return found!.replace(/\$(\d+)/g, (_, n: string) => params[Number(n) - 1]);
}
const pageStatement = (query: string) => statementOf(query, 'page', ['25', '0']);

/** The plan with sequential scans priced out, so a tiny test table still shows the index path. */
async function plan(statement: string): Promise<string> {
  return ctx.app.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const res = (await tx.execute(sql.raw(`explain ${statement}`))) as unknown as
      { rows?: Record<string, string>[] } | Record<string, string>[];
    const rows = Array.isArray(res) ? res : (res.rows ?? []);
    return rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

describe('the audit list plan', () => {
  it('newest first walks audit_log_at_idx forwards without a sort', async () => {
    const p = await plan(await pageStatement(''));
    expect(p).toMatch(/Index Scan using audit_log_at_idx/);
    expect(p).not.toMatch(/Sort/);
  });

  it('oldest first walks it backwards without a sort', async () => {
    const p = await plan(await pageStatement('sort=oldest'));
    expect(p).toMatch(/Index Scan Backward using audit_log_at_idx/);
    expect(p).not.toMatch(/Sort/);
  });

  it.each([
    ['actor=budi', 'audit_log_actor_email_trgm_idx', ["'%budi%'"]],
    ['q=SP-0001', 'audit_log_entity_id_trgm_idx', ["'%SP-0001%'", "'%SP-0001%'"]],
    ['q=SP-0001', 'audit_log_reason_trgm_idx', ["'%SP-0001%'", "'%SP-0001%'"]],
  ])('%s counts on %s, not a walk of the table', async (query, index, params) => {
    expect(await plan(await statementOf(query, 'count', params))).toContain(index);
  });
});
