import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@web/config/paths';
import { AuthLayout } from './routes/auth-layout';
import { RedirectKeepingAddress, RequireRole } from './routes/guards';
import { RootLayout } from './routes/root-layout';
import { RouteErrorScreen } from './routes/route-error';
import { VendorGate } from './routes/vendor-gate';

const dashboard = () => import('./routes/dashboard');
const settings = () => import('./routes/settings');
const notFound = () => import('./routes/not-found');
const workspace = () => import('./routes/workspace');
const recordDetail = (name: 'VendorDetail') => async () => ({
  Component: (await import('./routes/record-detail'))[name],
});

/** Agent screens without records of their own yet: the spec's children plus every menu path. */
const agentWorkspaces = [
  'analytics', 'messages', 'notifications', 'remittance-management',
  'closing-disclosure-dashboard', 'closing-disclosure/new', 'fee-library', 'vendor-marketplace', 'vendor-management',
  'vendor-settings', 'vendor-orders', 'ai-dashboard', 'specialized-search', 'workflow-monitoring',
  'document-processing', 'document-templates', 'generated-documents', 'document-data-review', 'title-commitments',
  'title-examination', 'commitment-generator', 'commitment-templates', 'title-plant-search', 'document-processor',
  'escrow-transactions', 'reconciliation-reports', 'financial-reporting', 'disbursement-tracking', 'title-escrow-dashboard',
  'underwriter-portal', 'underwriter-integrations', 'remittance-status', 'data-import-export', 'tasks', 'task-board',
  'cpl', 'cpl/new',
];

const clientWorkspaces = [
  'documents', 'document-center', 'secure-documents', 'sign', 'closing-disclosure', 'notifications', 'ai-notifications',
  'chat', 'ai-assistant', 'tasks',
];

/** The explicit route table (spec §2, PRODUCT.md §2). Screens load lazily. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { path: paths.landing.path, lazy: () => import('./routes/landing') },
          {
            path: paths.auth.root.path,
            element: <AuthLayout />,
            children: [
              { index: true, element: <Navigate to={paths.auth.login.href()} replace /> },
              { path: 'login', lazy: () => import('./routes/auth/login') },
              { path: 'register', lazy: () => import('./routes/auth/register') },
              { path: 'forgot-password', lazy: () => import('./routes/auth/forgot-password') },
              { path: 'reset-password', lazy: () => import('./routes/auth/reset-password') },
            ],
          },
          { path: '/login', element: <RedirectKeepingAddress to={paths.auth.login.href()} /> },
          { path: '/register', element: <RedirectKeepingAddress to={paths.auth.register.href()} /> },
          { path: '/forgot-password', element: <RedirectKeepingAddress to={paths.auth.forgotPassword.href()} /> },
          { path: '/reset-password', element: <RedirectKeepingAddress to={paths.auth.resetPassword.href()} /> },
          { path: paths.pending.path, lazy: () => import('./routes/pending') },
          { path: paths.unauthorized.path, lazy: () => import('./routes/unauthorized') },
          { path: paths.notFound.path, lazy: notFound },
          {
            path: paths.agent.root.path,
            element: <RequireRole roles={['agent']} />,
            children: [
              {
                lazy: () => import('./routes/agent-layout'),
                children: [
                  { index: true, element: <Navigate to={paths.agent.dashboard.href()} replace /> },
                  { path: 'dashboard', lazy: dashboard },
                  { path: 'settings', lazy: settings },
                  ...agentWorkspaces.map((path) => ({ path, lazy: workspace })),
                  { path: 'orders', lazy: () => import('./routes/orders/order-list') },
                  { path: 'orders/new', lazy: () => import('./routes/orders/order-new') },
                  { path: 'orders/:id', lazy: () => import('./routes/orders/order-detail') },
                  { path: 'orders-dashboard', lazy: () => import('./routes/orders/orders-dashboard') },
                  { path: 'clients', lazy: () => import('./routes/clients/client-directory') },
                  { path: 'clients/contacts/:contactId', lazy: () => import('./routes/clients/contact-detail') },
                  { path: 'clients/companies/:companyId', lazy: () => import('./routes/clients/company-detail') },
                  { path: 'vendor-marketplace/:vendorId', lazy: recordDetail('VendorDetail') },
                  { path: 'vendors/:vendorId', lazy: recordDetail('VendorDetail') },
                  { path: 'vendor/:vendorId', lazy: recordDetail('VendorDetail') },
                  { path: 'vendor', element: <Navigate to={paths.agent.vendorMarketplace.href()} replace /> },
                  { path: 'vendor/*', element: <Navigate to={paths.agent.vendorMarketplace.href()} replace /> },
                  { path: '*', lazy: notFound },
                ],
              },
            ],
          },
          {
            path: paths.client.root.path,
            element: <RequireRole roles={['client']} />,
            children: [
              {
                lazy: () => import('./routes/client-layout'),
                children: [
                  { index: true, element: <Navigate to={paths.client.dashboard.href()} replace /> },
                  { path: 'dashboard', lazy: dashboard },
                  { path: 'profile', lazy: settings },
                  ...clientWorkspaces.map((path) => ({ path, lazy: workspace })),
                  { path: 'orders', lazy: () => import('./routes/portal/my-orders') },
                  { path: 'order/:orderId', lazy: () => import('./routes/portal/my-order') },
                  { path: '*', lazy: notFound },
                ],
              },
            ],
          },
          {
            path: paths.vendor.root.path,
            element: <VendorGate />,
            children: [
              {
                element: <RequireRole roles={['vendor']} />,
                children: [
                  {
                    lazy: () => import('./routes/vendor-layout'),
                    children: [
                      { index: true, element: <Navigate to={paths.vendor.dashboard.href()} replace /> },
                      { path: 'dashboard', lazy: dashboard },
                      { path: 'orders', lazy: workspace },
                      { path: 'services', lazy: workspace },
                      { path: 'profile', lazy: settings },
                      { path: '*', lazy: notFound },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
