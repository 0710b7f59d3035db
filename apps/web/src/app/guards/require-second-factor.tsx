import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/session';
import { secondFactorRedirect } from '@/lib/second-factor';

/**
 * An administrator who must enrol the second factor (docs/decisions/098) is kept on the enrolment
 * screen: every other signed-in page but the password change sends them there. It runs inside
 * RequireAuth / RequireAdmin, so a required password change comes first.
 */
export function RequireSecondFactor() {
  const { user } = useSession();
  const location = useLocation();
  const to = secondFactorRedirect(user, location.pathname);
  if (to) return <Navigate to={to} replace />;
  return <Outlet />;
}
