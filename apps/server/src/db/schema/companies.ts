import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TCompanyStatus } from '@portal/contract';
import { companySortKeySql } from './sort-keys';
import { ts, users } from './users';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `name` without its legal form, lower case: the order of "sort by name" (docs/decisions/039). */
    sortName: text('sort_name').generatedAlwaysAs(companySortKeySql),
    businessEntityType: text('business_entity_type').notNull(),
    npwp: text('npwp').notNull(),
    nib: text('nib').notNull(),
    status: text('status').$type<TCompanyStatus>().notNull().default('unverified'),
    address: text('address'),
    province: text('province'),
    regencyCity: text('regency_city'),
    district: text('district'),
    village: text('village'),
    // Official area codes (Kemendagri) of the picked province … village; null for free text typed before the picker (docs/decisions/031).
    provinceCode: text('province_code'),
    regencyCityCode: text('regency_city_code'),
    districtCode: text('district_code'),
    villageCode: text('village_code'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    email: text('email'),
    businessType: text('business_type'),
    investmentValue: bigint('investment_value', { mode: 'number' }),
    employeeCount: integer('employee_count'),
    leaderName: text('leader_name'),
    leaderPosition: text('leader_position'),
    leaderNik: text('leader_nik'),
    leaderNpwp: text('leader_npwp'),
    ktaKadinNumber: text('kta_kadin_number'),
    ktaDate: text('kta_date'),
    reviewNote: text('review_note'),
    verifiedAt: ts('verified_at'),
    /** The latest submission for verification: orders the queue and gives the waiting time (docs/business-rules.md#verification-queue). */
    submittedAt: ts('submitted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_user_uq').on(t.userId),
    uniqueIndex('companies_npwp_uq').on(t.npwp),
    uniqueIndex('companies_nib_uq').on(t.nib),
    index('companies_status_idx').on(t.status, t.createdAt),
    // The verification queue: in_review, oldest submission first.
    index('companies_status_submitted_idx').on(t.status, t.submittedAt, t.id),
    index('companies_sort_name_idx').on(t.sortName, t.id),
    // Admin searches by company name (`ILIKE '%…%'`) find the companies first (docs/decisions/062).
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
