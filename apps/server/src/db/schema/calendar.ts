import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts, users } from './users';

/**
 * The collective-leave days (cuti bersama) an administrator adds to the working-day calendar
 * (docs/business-rules.md#working-days); the national holidays come from the date-holidays package
 * and are not stored. One row per WIB calendar date.
 */
export const collectiveLeaveDays = pgTable('collective_leave_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  note: text('note').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
