import { z } from 'zod';
import { V, zText } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { zBusinessDate } from '../common/workflow-fields';
import { optionalFilter } from '../admin/users';

/**
 * The audit trail (docs/business-rules.md#audit-trail): one append-only row per admin action and
 * per state change. `entity_id` is the identifier the admin screens use for the entity (a
 * company's number, a user's uuid, an application's code_reg, an invoice's, document's or
 * certificate's uuid, a sub-bidang's code, `settings` or `fees` for the admin settings, a
 * calendar date: docs/decisions/085).
 */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'company',
  'document',
  'application',
  'invoice',
  'certificate',
  'settings',
  'catalogue',
  'calendar',
  /** Complaints and appeals (docs/business-rules.md#complaints-and-appeals): the appeal's or complaint's uuid. */
  'appeal',
  'complaint',
  // A company's staff account (its uuid): invited, joined, removed (docs/business-rules.md#company-staff).
  'member',
  /** An administrator's export of a list: `export.<list>`, entity id the list, or the export's id when made in the background (docs/decisions/099, docs/business-rules.md#exports). */
  'export',
  // Administrators, four-eyes requests and single settings (docs/decisions/101).
  'admin',
  'approval',
  'setting',
] as const;
export type TAuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Who acted: an administrator, a company user, or the server itself (scheduler, consequences). */
export const AUDIT_ACTOR_ROLES = ['admin', 'user', 'system'] as const;
export type TAuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** An action is `<entity or sub-entity>.<verb>`, e.g. `application.approve`, `document_request.fulfil`. */
export const AUDIT_ACTION_PATTERN = /^[a-z_]+\.[a-z_]+$/;

/** Before/after of the changed fields only: field name → value (JSON). */
export const ZAuditChanges = z.record(z.string(), z.unknown());
export type TAuditChanges = z.infer<typeof ZAuditChanges>;

export const ZAuditItem = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_email: z.string().nullable(),
  actor_role: z.enum(AUDIT_ACTOR_ROLES),
  ip: z.string().nullable(),
  action: z.string(),
  entity_type: z.enum(AUDIT_ENTITY_TYPES),
  entity_id: z.string(),
  before: ZAuditChanges.nullable(),
  after: ZAuditChanges.nullable(),
  reason: z.string().nullable(),
});
export type TAuditItem = z.infer<typeof ZAuditItem>;

export const AUDIT_SORTS = ['newest', 'oldest'] as const;

/**
 * GET admin/audit/list.php and export.php: `entity_type` (+ `entity_id` for one entity's history),
 * `actor` (part of the actor's e-mail, or `system`), `action` (exact, or a prefix ending in `.`),
 * `from` / `to` (WIB dates, both included), `q` (part of the entity id or the reason).
 */
export const ZAuditListQuery = ZListQuery.extend({
  entity_type: optionalFilter(z.enum(AUDIT_ENTITY_TYPES, { error: V.invalid })),
  entity_id: optionalFilter(zText().trim().max(100)),
  actor: optionalFilter(zText().trim().max(200)),
  action: optionalFilter(zText().trim().max(80)),
  from: optionalFilter(zBusinessDate),
  to: optionalFilter(zBusinessDate),
  sort: optionalFilter(z.enum(AUDIT_SORTS, { error: V.invalid })),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: V.invalid, path: ['to'] });
export type TAuditListQuery = z.output<typeof ZAuditListQuery>;

export const ZAuditListResponse = listResult(ZAuditItem);
export type TAuditListResponse = z.infer<typeof ZAuditListResponse>;

/**
 * GET admin/audit/verify.php (docs/decisions/099): the hash chain recomputed over every row in
 * order. `intact` is false when a row was changed, inserted or removed; `first_broken_id` is the
 * first row whose hash or link to its predecessor does not hold (null when intact).
 */
export const ZAuditVerifyResponse = z.object({
  intact: z.boolean(),
  rows: z.number().int(),
  first_broken_id: z.number().int().nullable(),
});
export type TAuditVerifyResponse = z.infer<typeof ZAuditVerifyResponse>;
