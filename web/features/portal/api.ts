import { queryOptions } from '@tanstack/react-query';
import type { PortalOrderDetail, PortalOrderSummary } from '@core/contracts/orders';
import { apiRequest } from '@web/lib/api-client';

export const portalKeys = {
  all: ['portal', 'orders'] as const,
  list: ['portal', 'orders', 'list'] as const,
  detail: (id: string) => ['portal', 'orders', 'detail', id] as const,
};

/** A client's orders change as the escrow team works them: refresh sooner than the default. */
const PORTAL_STALE_MS = 60_000;

export const portalOrdersQueryOptions = queryOptions({
  queryKey: portalKeys.list,
  queryFn: ({ signal }) => apiRequest<{ items: PortalOrderSummary[] }>('/api/portal/orders', { signal }),
  staleTime: PORTAL_STALE_MS,
});

export function portalOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<PortalOrderDetail>(`/api/portal/orders/${encodeURIComponent(id)}`, { signal }),
    staleTime: PORTAL_STALE_MS,
  });
}
