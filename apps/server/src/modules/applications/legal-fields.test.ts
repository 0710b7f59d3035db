import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_LEGAL_FIELDS, LEGAL_FIELD_NAMES, apiPath, isLegalDateField } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { adminActor, createDraft, draftBody, verifiedCompany } from '../../../test/application-kit';
import type { Actor } from '../../../test/actors';

/**
 * The legal fields come from the contract's one table of them (docs/decisions/095): whatever it
 * lists, a draft stores and both readers get back under the answer's name, and an update that
 * leaves a field out clears it.
 */
let ctx: TestContext;
let alice: Actor;
let admin: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await verifiedCompany(ctx);
  admin = await adminActor(ctx);
});
afterAll(async () => ctx.close());

const detail = async (actor: Actor, codeReg: string) => {
  const res = await actor.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.application as Record<string, unknown>;
};

describe('the legal fields of an application', () => {
  it('are written and answered, each of the table, for the owner and an administrator', async () => {
    const values = Object.fromEntries(
      LEGAL_FIELD_NAMES.map((f, i) => [f, isLegalDateField(f) ? `2015-03-${10 + i}` : `${f} ${i}`]),
    );
    const codeReg = await createDraft(alice, values);
    for (const reader of [alice, admin]) {
      const answer = await detail(reader, codeReg);
      for (const f of LEGAL_FIELD_NAMES) expect(answer[APPLICATION_LEGAL_FIELDS[f]], f).toBe(values[f]);
    }
    const [first, ...rest] = LEGAL_FIELD_NAMES;
    const body = draftBody({ ...values, code_reg: codeReg });
    delete (body as Record<string, unknown>)[first];
    const res = await alice.agent.post(apiPath('applications/update.php'), body);
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().data.application as Record<string, unknown>;
    expect(updated[APPLICATION_LEGAL_FIELDS[first]]).toBeNull();
    for (const f of rest) expect(updated[APPLICATION_LEGAL_FIELDS[f]], f).toBe(values[f]);
  });
});
