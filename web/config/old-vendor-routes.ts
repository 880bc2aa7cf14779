/** The spec's delay before an old /vendor/* path is redirected. */
export const OLD_VENDOR_REDIRECT_DELAY_MS = 100;
export const OLD_VENDOR_TOAST = 'You were redirected from an old vendor route to the new location.';

/**
 * The spec's table for old /vendor/* paths (for everyone but a signed-in vendor, whose portal
 * lives there now). Rows are tried in the table's order.
 */
export function oldVendorTarget(pathname: string): { to: string; toast: boolean } {
  const rest = pathname.replace(/^\/vendor\/?/, '').replace(/\/+$/, '');
  const marketplace = '/agent/vendor-marketplace';
  if (rest === 'cpl/new') return { to: '/agent/cpl/new', toast: false };
  if (rest === 'cpl') return { to: '/agent/cpl', toast: false };
  if (rest.startsWith('dashboard')) return { to: '/agent/dashboard', toast: false };
  if (rest.startsWith('orders')) return { to: '/agent/vendor-orders', toast: false };
  if (rest.startsWith('settings')) return { to: '/agent/vendor-settings', toast: false };
  if (rest.startsWith('management')) return { to: '/agent/vendor-management', toast: false };
  if (rest.startsWith('marketplace')) return { to: marketplace, toast: false };
  if (rest === '') return { to: marketplace, toast: false };
  if (!rest.includes('/')) return { to: `${marketplace}/${rest}`, toast: false };
  return { to: marketplace, toast: true };
}
