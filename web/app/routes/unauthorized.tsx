import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { dashboardFor, paths } from '@web/config/paths';
import { useAuth } from '@web/features/auth/auth-context';

export function Component() {
  const navigate = useNavigate();
  const { profile } = useAuth();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <ShieldAlert className="h-12 w-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">Access Denied</h1>
      <p className="text-muted-foreground">You don&apos;t have permission to access this page or resource.</p>
      <div className="flex gap-3">
        <Button variant="outline" onClick={() => navigate(-1)}>Go Back</Button>
        <Button onClick={() => navigate(profile ? dashboardFor(profile.role) : paths.landing.href())}>Return to Home</Button>
      </div>
    </main>
  );
}
