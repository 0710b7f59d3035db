import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, type TReviewAction } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, type Actor } from '../../../test/actors';
import { lastRegistrationRejection, recordReview } from './service';

/**
 * A registration's last rejection (docs/business-rules.md#complaints-and-appeals): the one lookup
 * behind a registration appeal (modules/appeals) and the upload of its supporting files
 * (modules/documents).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 3, minute));
const review = (
  entity: 'company' | 'user',
  entityId: number,
  action: TReviewAction,
  minute: number,
  actor: Actor | null,
  note: string | null = null,
) =>
  recordReview(db(), {
    entity,
    entityId,
    action,
    actor: actor && { id: actor.user.id, name: actor.user.name },
    note,
    at: at(minute),
  });

describe('lastRegistrationRejection', () => {
  it('is the newest rejection of the company: not an earlier one, not a later acceptance, not another company’s or a user’s', async () => {
    const [first, second] = [
      await createActor(ctx, { role: ROLE.ADMIN, name: 'Budi Verifikator' }),
      await createActor(ctx, { role: ROLE.ADMIN, name: 'Citra Verifikator' }),
    ];
    const mine = (await createActor(ctx)).company!.id;
    const other = (await createActor(ctx)).company!.id;

    await review('company', mine, 'submit', 0, null);
    await review('company', mine, 'reject', 10, first, 'NIB tidak terbaca');
    await review('company', mine, 'submit', 20, null);
    await review('company', mine, 'reject', 30, second, 'Akta pendirian kedaluwarsa');
    await review('company', mine, 'submit', 40, null);
    await review('company', mine, 'approve', 50, first);
    // Newer rows that are not this company's registration rejection.
    await review('company', other, 'reject', 60, first, 'Perusahaan lain');
    await review('user', mine, 'reject', 70, first, 'Akun dengan nomor yang sama');

    expect(await lastRegistrationRejection(db(), mine)).toEqual({
      at: at(30),
      note: 'Akta pendirian kedaluwarsa',
      actorUserId: second.user.id,
      actorName: 'Citra Verifikator',
    });
    expect(await lastRegistrationRejection(db(), other)).toMatchObject({ at: at(60), note: 'Perusahaan lain' });
  });

  it('is null for a company never rejected, and the later-recorded of two rejections at the same instant', async () => {
    const admin = await createActor(ctx, { role: ROLE.ADMIN });
    const never = (await createActor(ctx)).company!.id;
    await review('company', never, 'submit', 0, null);
    await review('company', never, 'approve', 5, admin);
    expect(await lastRegistrationRejection(db(), never)).toBeNull();

    const twice = (await createActor(ctx)).company!.id;
    await review('company', twice, 'reject', 15, admin, 'Pertama');
    await review('company', twice, 'reject', 15, admin, 'Kedua');
    expect(await lastRegistrationRejection(db(), twice)).toMatchObject({ at: at(15), note: 'Kedua' });
  });
});
