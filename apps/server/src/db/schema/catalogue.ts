import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './users';

/** Bidang (fields) of the sub-bidang catalogue (docs/business-rules.md#sub-bidang). */
export const bidang = pgTable('bidang', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Sub-bidang: seeded once into an empty catalogue, then kept by admins. An entry is never
 * deleted (applications name it); deactivating it keeps it out of new applications.
 */
export const subBidang = pgTable(
  'sub_bidang',
  {
    code: text('code').primaryKey(),
    bidangCode: text('bidang_code')
      .notNull()
      .references(() => bidang.code, { onUpdate: 'cascade' }),
    name: text('name').notNull(),
    kbliCode: text('kbli_code').notNull(),
    kbliTitle: text('kbli_title').notNull(),
    kbliEdition: text('kbli_edition').notNull().default('2020'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // 70 rows today: the list is read whole per page; these serve the bidang filter and its order.
  (t) => [index('sub_bidang_bidang_idx').on(t.bidangCode, t.code), index('sub_bidang_kbli_idx').on(t.kbliCode)],
);
