import { Outlet } from 'react-router';
import { Card } from '@web/components/ui/card';
import { Logo } from '@web/components/ui/logo';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/auth-context';

/** The sign-in pages: the logo, and a loading state while authentication is loading. */
export function AuthLayout() {
  const { isLoading } = useAuth();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <Logo />
      <main className="w-full max-w-md">
        <Card>{isLoading ? <Spinner label="Checking your session…" /> : <Outlet />}</Card>
      </main>
    </div>
  );
}
