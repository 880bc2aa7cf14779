import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Office, OfficeInput, OfficeListSchema, UpdateOfficeInputSchema } from '@core/contracts/offices';
import { apiRequest } from '@web/lib/api-client';

type OfficeList = z.infer<typeof OfficeListSchema>;
type UpdateOfficeInput = z.input<typeof UpdateOfficeInputSchema>;

/** Under ['orders', …] too: the order form's office picker and number preview read the same list. */
export const officesKey = ['orders', 'reference', 'offices'] as const;

export const officesQueryOptions = () =>
  queryOptions({ queryKey: officesKey, queryFn: ({ signal }) => apiRequest<OfficeList>('/api/offices', { signal }) });

export function useSaveOffice(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfficeInput | UpdateOfficeInput) =>
      id
        ? apiRequest<Office>(`/api/offices/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
        : apiRequest<Office>('/api/offices', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officesKey }),
  });
}
