import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider } from '@web/features/auth/auth-context';
import { useTheme } from '@web/lib/theme';

/** Everything inside the router: the auth context, and one toaster that survives navigation. */
export function RootLayout() {
  const { theme } = useTheme();
  return (
    <AuthProvider>
      <Outlet />
      <Toaster richColors closeButton position="bottom-right" theme={theme} />
    </AuthProvider>
  );
}
