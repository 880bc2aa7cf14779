import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '@web/components/ui/spinner';
import { OLD_VENDOR_REDIRECT_DELAY_MS, OLD_VENDOR_TOAST, oldVendorTarget } from '@web/config/old-vendor-routes';
import { useAuth } from '@web/features/auth/auth-context';

/**
 * /vendor/* is the vendor portal for a signed-in vendor (PRODUCT.md §2.1); for everyone else
 * the old vendor paths follow the spec's redirect table after 100 ms.
 */
export function VendorGate() {
  const { isLoading, profile } = useAuth();
  if (isLoading) return <Spinner />;
  if (profile?.role === 'vendor') return <Outlet />;
  return <OldVendorRedirect />;
}

function OldVendorRedirect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const target = oldVendorTarget(pathname);
      if (target.toast) toast(OLD_VENDOR_TOAST);
      navigate(target.to, { replace: true });
    }, OLD_VENDOR_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, navigate]);
  return <Spinner label="Redirecting…" />;
}
