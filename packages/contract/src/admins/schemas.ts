import { z } from 'zod';
import { V, zEmail, zRequiredString, zText } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { optionalFilter } from '../admin/users';
import { ADMIN_ACCOUNT_STATUSES, ADMIN_ROLES } from '../statuses';

const csrf = { csrf_token: z.string().max(200).optional() };

/** One or more roles, each once (docs/business-rules.md#admin-roles). */
export const zAdminRoles = z
  .array(z.enum(ADMIN_ROLES, { error: V.invalid }), { error: V.required })
  .min(1, V.required)
  .max(ADMIN_ROLES.length, V.invalid)
  .refine((roles) => new Set(roles).size === roles.length, V.invalid);

/** An administrator as Manajemen Admin lists it. */
export const ZAdminAccount = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ADMIN_ROLES)),
  status: z.enum(ADMIN_ACCOUNT_STATUSES),
  created_at: z.string(),
  /** When an unused invitation link runs out (`invited` only). */
  invitation_expires_at: z.string().nullable(),
});
export type TAdminAccount = z.infer<typeof ZAdminAccount>;

export const ADMIN_ACCOUNT_SORTS = ['name', 'newest', 'oldest'] as const;

/** GET admin/admins/list.php: `q` over name and e-mail, `status`, `role`. */
export const ZAdminAccountListQuery = ZListQuery.extend({
  status: optionalFilter(z.enum(ADMIN_ACCOUNT_STATUSES, { error: V.invalid })),
  role: optionalFilter(z.enum(ADMIN_ROLES, { error: V.invalid })),
  sort: optionalFilter(z.enum(ADMIN_ACCOUNT_SORTS, { error: V.invalid })),
});
export type TAdminAccountListQuery = z.output<typeof ZAdminAccountListQuery>;
export const ZAdminAccountListResponse = listResult(ZAdminAccount);
export type TAdminAccountListResponse = z.infer<typeof ZAdminAccountListResponse>;

/** POST admin/admins/invite.php */
export const ZInviteAdminRequest = z
  .object({ email: zEmail, name: zRequiredString(100), roles: zAdminRoles, ...csrf })
  .strict();
export type TInviteAdminRequest = z.input<typeof ZInviteAdminRequest>;

/** POST admin/admins/update.php: at least one change. */
export const ZUpdateAdminRequest = z
  .object({
    uuid: z.uuid(V.invalid),
    roles: zAdminRoles.optional(),
    disabled: z.boolean({ error: V.invalid }).optional(),
    reset_mfa: z.literal(true, { error: V.invalid }).optional(),
    /** Why an account is disabled (kept in the trail). */
    reason: zText().trim().max(500, V.tooLong).optional(),
    ...csrf,
  })
  .strict()
  .refine((v) => v.roles !== undefined || v.disabled !== undefined || v.reset_mfa !== undefined, {
    message: V.required,
    path: ['roles'],
  });
export type TUpdateAdminRequest = z.input<typeof ZUpdateAdminRequest>;

export const ZAdminAccountResponse = z.object({ admin: ZAdminAccount });
export type TAdminAccountResponse = z.infer<typeof ZAdminAccountResponse>;
