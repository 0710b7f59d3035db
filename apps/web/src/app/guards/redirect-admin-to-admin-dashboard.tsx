import { Navigate, Outlet } from 'react-router';
import { decideUserDashboard, useSession } from '@/features/session';

/** An admin visiting / or /dashboard goes to /admin/dashboard. */
export function RedirectAdminToAdminDashboard() {
  const decision = decideUserDashboard(useSession());
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
