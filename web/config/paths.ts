import type { Role } from '@core/domain/permissions';

/** Every URL of the web app, as a path for the route table and an href builder. */
export const paths = {
  landing: { path: '/', href: () => '/' },
  auth: {
    root: { path: '/auth', href: () => '/auth' },
    login: { path: '/auth/login', href: () => '/auth/login' },
    register: { path: '/auth/register', href: () => '/auth/register' },
    forgotPassword: { path: '/auth/forgot-password', href: () => '/auth/forgot-password' },
    resetPassword: { path: '/auth/reset-password', href: () => '/auth/reset-password' },
  },
  pending: { path: '/pending', href: () => '/pending' },
  unauthorized: { path: '/unauthorized', href: () => '/unauthorized' },
  notFound: { path: '/not-found', href: () => '/not-found' },
  agent: {
    root: { path: '/agent', href: () => '/agent' },
    dashboard: { path: '/agent/dashboard', href: () => '/agent/dashboard' },
    settings: { path: '/agent/settings', href: () => '/agent/settings' },
    vendorMarketplace: { path: '/agent/vendor-marketplace', href: () => '/agent/vendor-marketplace' },
    orders: { path: '/agent/orders', href: (search = '') => `/agent/orders${search ? `?${search.replace(/^\?/, '')}` : ''}` },
    newOrder: { path: '/agent/orders/new', href: () => '/agent/orders/new' },
    order: { path: '/agent/orders/:id', href: (id: string) => `/agent/orders/${encodeURIComponent(id)}` },
    ordersDashboard: { path: '/agent/orders-dashboard', href: () => '/agent/orders-dashboard' },
    clients: { path: '/agent/clients', href: (search = '') => `/agent/clients${search ? `?${search.replace(/^\?/, '')}` : ''}` },
    contact: { path: '/agent/clients/contacts/:contactId', href: (id: string) => `/agent/clients/contacts/${encodeURIComponent(id)}` },
    company: { path: '/agent/clients/companies/:companyId', href: (id: string) => `/agent/clients/companies/${encodeURIComponent(id)}` },
  },
  client: {
    root: { path: '/client', href: () => '/client' },
    dashboard: { path: '/client/dashboard', href: () => '/client/dashboard' },
    profile: { path: '/client/profile', href: () => '/client/profile' },
    orders: { path: '/client/orders', href: () => '/client/orders' },
    order: { path: '/client/order/:orderId', href: (id: string) => `/client/order/${encodeURIComponent(id)}` },
  },
  vendor: {
    root: { path: '/vendor', href: () => '/vendor' },
    dashboard: { path: '/vendor/dashboard', href: () => '/vendor/dashboard' },
    profile: { path: '/vendor/profile', href: () => '/vendor/profile' },
  },
} as const;

/** Where each role lands (spec §2 landing rule): vendor, agent or admin, anyone else. */
export function dashboardFor(role: Role | null | undefined): string {
  if (role === 'vendor') return paths.vendor.dashboard.href();
  if (role === 'agent' || role === 'admin') return paths.agent.dashboard.href();
  return paths.client.dashboard.href();
}
