import { Navigate, Outlet } from 'react-router';
import { decideUserDashboard, useSession } from '@/features/session';

/** SPEC §4: an admin visiting / or /dashboard goes to /admin/dashboard. */
export function RedirectAdminToAdminDashboard() {
  const decision = decideUserDashboard(useSession());
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
