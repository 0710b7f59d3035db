import { integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import type { TFeeScheduleData } from '@portal/contract';
import { ts, users } from './users';

/**
 * Fee schedule versions (docs/business-rules.md#fees, docs/decisions/026): append-only, the
 * newest (highest id) is current. An invoice keeps the id of the version it was computed with,
 * so a later change never alters an issued invoice. `data` is validated by the contract's
 * ZFeeScheduleData before it is written.
 */
export const feeSchedules = pgTable('fee_schedules', {
  id: serial('id').primaryKey(),
  data: jsonb('data').$type<TFeeScheduleData>().notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
