import { Navigate, Outlet, useLocation } from 'react-router';
import { decideSecondFactor, useSession } from '@/features/session';

/**
 * An administrator who must enrol the second factor (docs/decisions/098) is kept on the enrolment
 * screen: every other signed-in page but the password change sends them there. It runs inside
 * RequireAuth / RequireAdmin, so a required password change comes first.
 */
export function RequireSecondFactor() {
  const { user } = useSession();
  const location = useLocation();
  const decision = decideSecondFactor(user, location.pathname);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
