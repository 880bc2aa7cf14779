import { Navigate, Outlet, useLocation } from 'react-router';
import { hasRole, type Role } from '@core/domain/permissions';
import { Spinner } from '@web/components/ui/spinner';
import { dashboardFor, paths } from '@web/config/paths';
import { useAuth } from '@web/features/auth/auth-context';

/**
 * Guards an area: signed out → login; wrong role → the user's own dashboard (spec §4; admin counts
 * as agent); an account not yet approved → the awaiting-approval page.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { isLoading, profile } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!profile) return <Navigate to={paths.auth.login.href()} replace state={{ from: location.pathname }} />;
  if (!hasRole(profile.role, roles)) return <Navigate to={dashboardFor(profile.role)} replace />;
  if (profile.status !== 'active') return <Navigate to={paths.pending.href()} replace />;
  return <Outlet />;
}

/** Keeps the query and the fragment (a reset link's token) when an old path is redirected. */
export function RedirectKeepingAddress({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={`${to}${location.search}${location.hash}`} replace />;
}
