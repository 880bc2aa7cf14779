import { Navigate, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Logo } from '@web/components/ui/logo';
import { Spinner } from '@web/components/ui/spinner';
import { dashboardFor, paths } from '@web/config/paths';
import { useAuth } from '@web/features/auth/auth-context';

export function Component() {
  const { isLoading, profile } = useAuth();
  const navigate = useNavigate();
  if (isLoading) return <Spinner />;
  if (profile) return <Navigate to={dashboardFor(profile.role)} replace />;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 px-4 text-center">
      <Logo />
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">Title Management System</h1>
        <p className="max-w-lg text-muted-foreground">Title and escrow closings from order to policy, with your clients and vendors in the same place.</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => navigate(paths.agent.dashboard.href())}>Access Agent Dashboard</Button>
        <Button size="lg" variant="outline" onClick={() => navigate(paths.client.dashboard.href())}>Access Client Dashboard</Button>
        <Button size="lg" variant="outline" onClick={() => navigate(paths.vendor.dashboard.href())}>Access Vendor Portal</Button>
      </div>
    </main>
  );
}
