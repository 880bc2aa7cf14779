import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@web/config/paths';
import { AreaLayout, type AreaLink } from './routes/area-layout';
import { AuthLayout } from './routes/auth-layout';
import { RedirectKeepingAddress, RequireRole } from './routes/guards';
import { RootLayout } from './routes/root-layout';

const agentLinks: AreaLink[] = [
  { to: paths.agent.dashboard.href(), label: 'Dashboard' },
  { to: paths.agent.settings.href(), label: 'Settings' },
];
const clientLinks: AreaLink[] = [
  { to: paths.client.dashboard.href(), label: 'Dashboard' },
  { to: paths.client.profile.href(), label: 'Profile' },
];
const vendorLinks: AreaLink[] = [
  { to: paths.vendor.dashboard.href(), label: 'Dashboard' },
  { to: paths.vendor.profile.href(), label: 'Profile' },
];

const dashboard = () => import('./routes/dashboard');
const settings = () => import('./routes/settings');
const notFound = () => import('./routes/not-found');

/** The explicit route table (spec §2). Screens load lazily, one chunk per route. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
            element: <AreaLayout title="Agent" links={agentLinks} />,
            children: [
              { index: true, element: <Navigate to={paths.agent.dashboard.href()} replace /> },
              { path: 'dashboard', lazy: dashboard },
              { path: 'settings', lazy: settings },
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
            element: <AreaLayout title="Client Portal" links={clientLinks} />,
            children: [
              { index: true, element: <Navigate to={paths.client.dashboard.href()} replace /> },
              { path: 'dashboard', lazy: dashboard },
              { path: 'profile', lazy: settings },
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
      {
        path: paths.vendor.root.path,
        element: <RequireRole roles={['vendor']} />,
        children: [
          {
            element: <AreaLayout title="Vendor Portal" links={vendorLinks} />,
            children: [
              { index: true, element: <Navigate to={paths.vendor.dashboard.href()} replace /> },
              { path: 'dashboard', lazy: dashboard },
              { path: 'profile', lazy: settings },
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];

export const router = createBrowserRouter(routes);
