import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { addBreadcrumb, installGlobalErrorHandlers } from '@web/lib/error-reporting';
import { GlobalErrorBoundary } from './global-error-boundary';
import { createQueryClient } from './providers';
import { router } from './router';

installGlobalErrorHandlers();
addBreadcrumb('navigation', window.location.pathname);
router.subscribe((state) => {
  if (state.navigation.state === 'idle') addBreadcrumb('navigation', state.location.pathname);
});

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <GlobalErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </GlobalErrorBoundary>
  );
}
