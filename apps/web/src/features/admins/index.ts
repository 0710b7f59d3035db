/** Manajemen Admin (docs/business-rules.md#admin-roles): super admins manage staff; the screen is in pages.ts. */
export { adminAccountKeys } from './admin/api/admins';
