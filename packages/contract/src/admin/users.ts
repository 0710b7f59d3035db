import { z } from 'zod';
import { ZUser } from '../auth/schemas';
import { V, zText } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { COMPANY_STATUSES, ROLES, USER_STATUSES } from '../statuses';
import { ZCompany } from '../companies/schemas';
import { ZDocument } from '../documents/schemas';
import { ZReviewEvent } from '../reviews/schemas';

const csrf = { csrf_token: z.string().max(200).optional() };

/** `?status=` of the user list: a user status, or `suspended` (a flag beside the status, docs/business-rules.md#user-status). */
export const USER_FILTER_SUSPENDED = 'suspended' as const;
export const ADMIN_USER_STATUS_FILTERS = [...USER_STATUSES, USER_FILTER_SUSPENDED] as const;
export type TAdminUserStatusFilter = (typeof ADMIN_USER_STATUS_FILTERS)[number];
export const ADMIN_USER_SORTS = ['newest', 'oldest', 'name', 'email'] as const;

/** An empty query value (`?status=`) means "no filter". */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** GET admin/users/list.php and its export.php sibling (same filter, docs/business-rules.md#exports). */
export const ZAdminUserListQuery = ZListQuery.extend({
  status: optionalFilter(z.enum(ADMIN_USER_STATUS_FILTERS, { error: V.invalid })),
  role: optionalFilter(z.enum(ROLES, { error: V.invalid })),
  sort: optionalFilter(z.enum(ADMIN_USER_SORTS, { error: V.invalid })),
});
export type TAdminUserListQuery = z.output<typeof ZAdminUserListQuery>;

export const ZAdminUserListItem = ZUser.extend({
  suspended_reason: z.string().nullable(),
  company: z.object({ companyId: z.number().int(), name: z.string(), status: z.enum(COMPANY_STATUSES) }).nullable(),
});
export type TAdminUserListItem = z.infer<typeof ZAdminUserListItem>;
export const ZAdminUserListResponse = listResult(ZAdminUserListItem);

/** GET admin/users/detail.php?uuid= */
export const ZAdminUserDetailQuery = z.object({ uuid: z.uuid(V.invalid) });
export const ZAdminUserDetailResponse = z.object({
  user: ZAdminUserListItem.omit({ company: true }),
  company: ZCompany.nullable(),
  documents: z.array(ZDocument),
  active_sessions: z.number().int(),
  /** Suspensions and reactivations of the account, newest first (docs/business-rules.md#reviewer-history). */
  history: z.array(ZReviewEvent),
});
export type TAdminUserDetailResponse = z.infer<typeof ZAdminUserDetailResponse>;

/** POST admin/users/set-suspended.php: a reason is required when suspending. */
export const ZSetSuspendedRequest = z
  .object({
    uuid: z.uuid(V.invalid),
    suspended: z.boolean({ error: V.invalid }),
    reason: zText().trim().max(500, V.tooLong).optional().nullable(),
    ...csrf,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.suspended && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: V.required });
  });
export type TSetSuspendedRequest = z.input<typeof ZSetSuspendedRequest>;
export const ZSetSuspendedResponse = z.object({ user: ZAdminUserListItem.omit({ company: true }) });
export type TSetSuspendedResponse = z.infer<typeof ZSetSuspendedResponse>;
