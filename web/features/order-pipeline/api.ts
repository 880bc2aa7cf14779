import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Office } from '@core/contracts/offices';
import type { MyWork, OrderStats } from '@core/contracts/orders';
import { apiRequest } from '@web/lib/api-client';

/** Dashboards are glanced at often: keep them fresher than the app-wide five minutes. */
const DASHBOARD_STALE_MS = 30_000;

/** Under the `orders` prefix, so whatever invalidates the order list refreshes these too. */
export const pipelineKeys = {
  stats: (officeId: string | undefined) => ['orders', 'stats', officeId ?? 'all'] as const,
  myWork: ['orders', 'my-work'] as const,
  offices: ['offices', 'list'] as const,
};

export function orderStatsQueryOptions(officeId?: string) {
  const search = officeId ? `?officeId=${encodeURIComponent(officeId)}` : '';
  return queryOptions({
    queryKey: pipelineKeys.stats(officeId),
    queryFn: ({ signal }) => apiRequest<OrderStats>(`/api/orders/stats${search}`, { signal }),
    staleTime: DASHBOARD_STALE_MS,
    // Switching office keeps the last figures on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export const myWorkQueryOptions = queryOptions({
  queryKey: pipelineKeys.myWork,
  queryFn: ({ signal }) => apiRequest<MyWork>('/api/orders/my-work', { signal }),
  staleTime: DASHBOARD_STALE_MS,
});

export const officesQueryOptions = queryOptions({
  queryKey: pipelineKeys.offices,
  queryFn: ({ signal }) => apiRequest<{ items: Office[] }>('/api/offices', { signal }),
});
