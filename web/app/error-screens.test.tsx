import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@web/features/auth/auth-context';
import { GlobalErrorBoundary } from './global-error-boundary';
import { RouteErrorScreen } from './routes/route-error';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = vi.fn(async () => new Response('{}', { status: 202 })) as typeof fetch;
});
afterEach(() => vi.restoreAllMocks());

function renderWithErrorElement(element: React.ReactNode, loader?: () => unknown) {
  const router = createMemoryRouter([{ path: '/', element, loader, errorElement: <RouteErrorScreen /> }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the route error screen', () => {
  it("says 'Page Not Found' for a 404", async () => {
    renderWithErrorElement(<p>never</p>, () => {
      throw new Response('', { status: 404, statusText: 'Not Found' });
    });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    for (const name of ['Go Back', 'Go to Home', 'Refresh Page']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it("says 'Application Error', reports it, and explains a missing context provider", async () => {
    function NeedsAuth() {
      useAuth();
      return null;
    }
    renderWithErrorElement(<NeedsAuth />);
    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(screen.getByText('useAuth must be used within an AuthProvider')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('outside the context provider');
    expect(screen.getByRole('heading', { name: 'Troubleshooting tips' })).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/client-errors', expect.objectContaining({ method: 'POST' }));
  });
});

describe('the global error screen', () => {
  it('shows the error id and time, retries, and warns once more than 2 errors have occurred', async () => {
    let fail = true;
    function Fragile() {
      if (fail) throw new Error('render failed');
      return <p>recovered</p>;
    }
    render(<GlobalErrorBoundary><Fragile /></GlobalErrorBoundary>);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Error id:')).toBeInTheDocument();
    expect(screen.getByText('Time:')).toBeInTheDocument();
    for (const name of ['Try Again', 'Reload Page', 'Go to Home']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Several errors have occurred');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
  });
});
