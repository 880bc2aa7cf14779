import { describe, expect, it } from 'vitest';
import { oldVendorTarget } from './old-vendor-routes';

describe('old vendor paths (spec §2 table)', () => {
  it.each([
    ['/vendor/cpl/new', '/agent/cpl/new', false],
    ['/vendor/cpl', '/agent/cpl', false],
    ['/vendor/dashboard', '/agent/dashboard', false],
    ['/vendor/dashboard/stats', '/agent/dashboard', false],
    ['/vendor/orders', '/agent/vendor-orders', false],
    ['/vendor/orders/42', '/agent/vendor-orders', false],
    ['/vendor/settings', '/agent/vendor-settings', false],
    ['/vendor/management/x', '/agent/vendor-management', false],
    ['/vendor/marketplace', '/agent/vendor-marketplace', false],
    ['/vendor/acme-surveying', '/agent/vendor-marketplace/acme-surveying', false],
    ['/vendor', '/agent/vendor-marketplace', false],
    ['/vendor/', '/agent/vendor-marketplace', false],
    ['/vendor/acme/reviews', '/agent/vendor-marketplace', true],
    ['/vendor/cpl/other', '/agent/vendor-marketplace', true],
  ])('%s → %s (toast: %s)', (path, to, toast) => {
    expect(oldVendorTarget(path)).toEqual({ to, toast });
  });
});
