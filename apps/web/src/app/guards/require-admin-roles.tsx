import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { TAdminRole } from '@portal/contract';
import { ERROR_PATH, holdsAdminRole, useSession } from '@/features/session';

/**
 * An admin screen for some roles only (docs/business-rules.md#admin-roles): an administrator whose
 * roles do not cover it gets the app's 403 page, as the server would answer 403 `ROLE_REQUIRED`.
 */
export function RequireAdminRoles({ roles, children }: { roles: readonly TAdminRole[] | 'any'; children: ReactNode }) {
  const { adminRoles } = useSession();
  if (!holdsAdminRole(adminRoles, roles)) return <Navigate to={ERROR_PATH} replace state={{ status: 403 }} />;
  return children;
}
