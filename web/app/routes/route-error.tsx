import { AlertTriangle } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '@web/components/ui/button';
import { dashboardFor, paths } from '@web/config/paths';
import { useOptionalAuth } from '@web/features/auth/auth-context';
import { reportClientError } from '@web/lib/error-reporting';

/** Errors thrown because a hook was used outside the provider it needs. */
export function isMissingProviderError(error: unknown): boolean {
  return error instanceof Error && /(must be used within|outside (of )?(an? )?\w*\s*provider|no \w*client set)/i.test(error.message);
}

/** The route error screen: 'Page Not Found' for a 404, 'Application Error' otherwise (spec §2). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const auth = useOptionalAuth();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const errorId = useMemo(() => (notFound ? null : reportClientError(error, 'route')), [error, notFound]);
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unexpected error occurred.';
  const home = auth?.profile ? dashboardFor(auth.profile.role) : paths.auth.login.href();

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <AlertTriangle className="h-12 w-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{notFound ? 'Page Not Found' : 'Application Error'}</h1>
      <p className="max-w-lg text-muted-foreground">{message}</p>
      {errorId ? <p className="text-xs text-muted-foreground">Error id: <span className="font-mono">{errorId}</span></p> : null}
      {isMissingProviderError(error) ? (
        <p role="note" className="max-w-lg rounded-md border border-border bg-muted px-4 py-2 text-sm">
          This part of the page was rendered outside the context provider it needs (for example the authentication
          provider). Reloading usually restores it; if it keeps happening, report it with the error id.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => navigate(-1)}>Go Back</Button>
        <Button onClick={() => navigate(home)}>Go to Home</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>Refresh Page</Button>
      </div>
      <section aria-labelledby="troubleshooting" className="max-w-lg text-left text-sm text-muted-foreground">
        <h2 id="troubleshooting" className="mb-1 font-semibold text-foreground">Troubleshooting tips</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>Check the address for typos.</li>
          <li>Refresh the page: a newer version of the application may have been installed.</li>
          <li>Sign out and sign in again if your session may have ended.</li>
          <li>If the problem persists, contact your administrator with the error id.</li>
        </ul>
      </section>
    </main>
  );
}
