import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider } from '@web/features/auth/auth-context';

/** Renders routes inside the real providers (query client, router, auth, toaster). */
export function renderRoutes(routes: RouteObject[], initialEntry: string | { pathname: string; hash?: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ element: <AuthProvider><RouteOutlet /></AuthProvider>, children: routes }],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}


function RouteOutlet(): ReactElement {
  return <Outlet />;
}

/** Answers fetch by path; anything unlisted is a 404 in the server's error shape. */
export function mockApi(responses: Record<string, { status: number; body: unknown }>) {
  const calls: { path: string; init?: RequestInit }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input.toString();
    calls.push({ path, init });
    const match = responses[path.split('?')[0]!] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return new Response(JSON.stringify(match.body), { status: match.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}
