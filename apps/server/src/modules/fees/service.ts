import { desc } from 'drizzle-orm';
import { V, computeFee, type TApplicationType, type TFeeQuote, type TQualification } from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { feeSchedules } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../types';
import { unavailableSubBidang } from '../catalogue';
import { msg } from '../../lib/server-message';

export type FeeScheduleRow = typeof feeSchedules.$inferSelect;

/** The newest version (the current one): read on every quote, so prepared once (docs/decisions/025). */
const currentStatement = preparedOnce((db) =>
  db.select().from(feeSchedules).orderBy(desc(feeSchedules.id)).limit(1).prepare('fee_schedule_current'),
);

/**
 * The current fee schedule (docs/business-rules.md#fees). There is always one: the default is
 * seeded at start into an empty schedule. Inside a transaction (an invoice being issued) pass
 * `tx` so the version read is the one the invoice records.
 */
export async function currentFeeSchedule(db: Db, tx?: DbOrTx): Promise<FeeScheduleRow> {
  const [row] = tx
    ? await tx.select().from(feeSchedules).orderBy(desc(feeSchedules.id)).limit(1)
    : await currentStatement(db).execute();
  if (!row) throw new Error('no fee schedule: the reference data was not seeded');
  return row;
}

export interface QuoteInput {
  applicationType: TApplicationType;
  companyQualification: TQualification;
  subBidangCodes?: string[];
  subBidangCount?: number;
}

/**
 * POST fees/quote.php: the one fee function (`computeFee`) on the current schedule, as the
 * invoice will be computed (docs/business-rules.md#fees, #tax). Codes must be active entries of
 * the catalogue; the unavailable ones are named in a 422.
 */
export async function quoteFee(deps: Pick<Deps, 'db'>, input: QuoteInput): Promise<TFeeQuote> {
  let count = input.subBidangCount ?? 0;
  if (input.subBidangCodes) {
    const unavailable = await unavailableSubBidang(deps.db, input.subBidangCodes);
    if (unavailable.length)
      throw new AppError('VALIDATION_FAILED', {
        message: msg('catalogue.sub_bidang_unavailable', { codes: unavailable.join(', ') }),
        errors: { subBidangCodes: [V.invalid] },
        data: { unavailable_codes: unavailable },
      });
    count = input.subBidangCodes.length;
  }
  const schedule = await currentFeeSchedule(deps.db);
  return computeFee(schedule.data, {
    applicationType: input.applicationType,
    qualification: input.companyQualification,
    subBidangCount: count,
  });
}
