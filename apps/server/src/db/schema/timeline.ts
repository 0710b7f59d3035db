import { integer, text } from 'drizzle-orm/pg-core';
import { ts, users } from './users';

/**
 * The columns of a timeline table (`application_events`, `invoice_events`): one row per
 * transition of the engine (lib/transitions.ts) or creation; `actor_user_id` is null when the
 * server made the change.
 */
export const timelineColumns = <TStatus extends string>() => ({
  /** The transition's name in the contract's table (`submit`, `withdraw`, `verify`, …). */
  name: text('name').notNull(),
  fromStatus: text('from_status').$type<TStatus>(),
  toStatus: text('to_status').$type<TStatus>().notNull(),
  actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  note: text('note'),
  at: ts('at').notNull(),
});
