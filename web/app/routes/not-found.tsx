import { FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { dashboardFor, paths } from '@web/config/paths';
import { useAuth } from '@web/features/auth/auth-context';

/** The spec's 3 s redirect for vendor paths that moved to the marketplace. */
export const VENDOR_404_REDIRECT_MS = 3000;

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { profile } = useAuth();
  const vendorPath = location.pathname.includes('/vendor/');

  useEffect(() => {
    if (!vendorPath) return;
    const timer = window.setTimeout(() => navigate(paths.agent.vendorMarketplace.href(), { replace: true }), VENDOR_404_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [vendorPath, navigate]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <FileQuestion className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">The page you requested could not be found.</p>
      <p className="rounded bg-muted px-3 py-1 font-mono text-sm">{location.pathname}</p>
      {vendorPath ? <p role="status">This vendor path may have moved to the new vendor marketplace. Redirecting shortly...</p> : null}
      <div className="flex gap-3">
        <Button variant="outline" onClick={() => navigate(-1)}>Go Back</Button>
        <Button onClick={() => navigate(profile ? dashboardFor(profile.role) : paths.auth.login.href())}>Go to Home</Button>
      </div>
    </main>
  );
}
