import { Navigate, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Logo } from '@web/components/ui/logo';
import { Spinner } from '@web/components/ui/spinner';
import { dashboardFor, paths } from '@web/config/paths';
import { useAuth } from '@web/features/auth/auth-context';

/** Where an agent or vendor account waits until an admin approves it. */
export function Component() {
  const { isLoading, profile, signOut } = useAuth();
  const navigate = useNavigate();
  if (isLoading) return <Spinner />;
  if (!profile) return <Navigate to={paths.auth.login.href()} replace />;
  if (profile.status === 'active') return <Navigate to={dashboardFor(profile.role)} replace />;
  const rejected = profile.status === 'rejected';
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 px-4">
      <Logo />
      <main className="w-full max-w-md">
        <Card className="space-y-4">
          <h1 className="text-2xl font-semibold">{rejected ? 'Account not approved' : 'Awaiting approval'}</h1>
          <p className="text-sm text-muted-foreground">
            {rejected
              ? 'An administrator did not approve this account. Contact the title agency if you think this is a mistake.'
              : `Thank you, ${profile.firstName}. Your ${profile.role} account (${profile.email}) has been created and is waiting for an administrator to approve it. You will be able to use the ${profile.role} area once it is approved.`}
          </p>
          <Button
            variant="outline"
            onClick={async () => {
              await signOut();
              navigate(paths.auth.login.href(), { replace: true });
            }}
          >
            Sign out
          </Button>
        </Card>
      </main>
    </div>
  );
}
