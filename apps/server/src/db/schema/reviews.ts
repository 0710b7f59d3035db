import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { TReviewAction, TReviewEntity } from '@portal/contract';
import { ts, users } from './users';

/**
 * Who decided what about a company or a user account, and when (docs/business-rules.md#reviewer-history):
 * submissions, approvals, rejections, suspensions, reactivations and reminders, append-only.
 * Document reviews keep their reviewer on the document row itself. `actor_user_id` is null once
 * that account is deleted; `actor_name` keeps the name shown at the time.
 */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type').$type<TReviewEntity>().notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').$type<TReviewAction>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    note: text('note'),
    at: ts('at').notNull(),
  },
  (t) => [index('review_events_entity_idx').on(t.entityType, t.entityId, t.at)],
);
