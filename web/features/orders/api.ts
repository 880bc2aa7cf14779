import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, Contact, ContactInput } from '@core/contracts/clients';
import type { OfficeListSchema } from '@core/contracts/offices';
import type {
  ActivityResponseSchema,
  CreateOrderInput,
  CreateSavedFilterInput,
  DuplicateCheckResponseSchema,
  NewParty,
  OrderDetail,
  OrderListResponse,
  OrderParty,
  SavedFilter,
  SavedFilterListSchema,
  TransitionInput,
  UpdateOrderInput,
} from '@core/contracts/orders';
import type { CountyList, StaffList, UnderwriterList } from '@core/contracts/reference';
import type { z } from 'zod';
import { apiRequest } from '@web/lib/api-client';

type OfficeList = z.infer<typeof OfficeListSchema>;
type ActivityResponse = z.infer<typeof ActivityResponseSchema>;
type DuplicateCheckResponse = z.infer<typeof DuplicateCheckResponseSchema>;
type SavedFilterList = z.infer<typeof SavedFilterListSchema>;
interface DirectoryPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const ordersKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (search: string) => ['orders', 'list', search] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  activity: (id: string) => ['orders', 'detail', id, 'activity'] as const,
  duplicates: (apn: string, excludeId?: string) => ['orders', 'duplicates', apn, excludeId ?? null] as const,
  savedFilters: ['orders', 'saved-filters'] as const,
  offices: ['orders', 'reference', 'offices'] as const,
  staff: ['orders', 'reference', 'staff'] as const,
  underwriters: ['orders', 'reference', 'underwriters'] as const,
  counties: (state: string, q: string) => ['orders', 'reference', 'counties', state, q] as const,
  contacts: (q: string) => ['orders', 'reference', 'contacts', q] as const,
  companies: (q: string) => ['orders', 'reference', 'companies', q] as const,
};

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

/** The list, from the API query string the list screen builds out of its URL. */
export function orderListQueryOptions(apiSearch: string) {
  return queryOptions({
    queryKey: ordersKeys.list(apiSearch),
    queryFn: ({ signal }) => apiRequest<OrderListResponse>(`/api/orders${apiSearch ? `?${apiSearch}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<OrderDetail>(orderPath(id), { signal }),
  });
}

export function orderActivityQueryOptions(id: string) {
  return queryOptions({
    queryKey: ordersKeys.activity(id),
    queryFn: ({ signal }) => apiRequest<ActivityResponse>(`${orderPath(id)}/activity`, { signal }),
  });
}

export function duplicatesQueryOptions(apn: string, excludeId?: string) {
  const params = new URLSearchParams({ apn });
  if (excludeId) params.set('excludeId', excludeId);
  return queryOptions({
    queryKey: ordersKeys.duplicates(apn, excludeId),
    queryFn: ({ signal }) => apiRequest<DuplicateCheckResponse>(`/api/orders/duplicates?${params.toString()}`, { signal }),
    enabled: apn.trim() !== '',
  });
}

export const savedFiltersQueryOptions = queryOptions({
  queryKey: ordersKeys.savedFilters,
  queryFn: ({ signal }) => apiRequest<SavedFilterList>('/api/saved-filters', { signal }),
});

/* ---------- The small lists the order screens pick from ---------- */

const referenceStaleTime = 5 * 60_000;

export const officesQueryOptions = queryOptions({
  queryKey: ordersKeys.offices,
  queryFn: ({ signal }) => apiRequest<OfficeList>('/api/offices', { signal }),
  staleTime: referenceStaleTime,
});

export const staffQueryOptions = queryOptions({
  queryKey: ordersKeys.staff,
  queryFn: ({ signal }) => apiRequest<StaffList>('/api/staff', { signal }),
  staleTime: referenceStaleTime,
});

export const underwritersQueryOptions = queryOptions({
  queryKey: ordersKeys.underwriters,
  queryFn: ({ signal }) => apiRequest<UnderwriterList>('/api/underwriters', { signal }),
  staleTime: referenceStaleTime,
});

export function countiesQueryOptions(state: string, q: string) {
  const params = new URLSearchParams({ state });
  if (q.trim()) params.set('q', q.trim());
  return queryOptions({
    queryKey: ordersKeys.counties(state, q.trim()),
    queryFn: ({ signal }) => apiRequest<CountyList>(`/api/reference/counties?${params.toString()}`, { signal }),
    enabled: state.length === 2,
    staleTime: referenceStaleTime,
    placeholderData: keepPreviousData,
  });
}

const pickerPageSize = '8';

export function contactSearchQueryOptions(q: string) {
  const params = new URLSearchParams({ q: q.trim(), pageSize: pickerPageSize });
  return queryOptions({
    queryKey: ordersKeys.contacts(q.trim()),
    queryFn: ({ signal }) => apiRequest<DirectoryPage<Contact>>(`/api/contacts?${params.toString()}`, { signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function companySearchQueryOptions(q: string) {
  const params = new URLSearchParams({ q: q.trim(), pageSize: pickerPageSize });
  return queryOptions({
    queryKey: ordersKeys.companies(q.trim()),
    queryFn: ({ signal }) => apiRequest<DirectoryPage<Company>>(`/api/companies?${params.toString()}`, { signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/* ---------- Mutations ---------- */

export function useCreateOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrderInput) => apiRequest<OrderDetail>('/api/orders', { method: 'POST', body: input }),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists });
    },
  });
}

/** Writes the fresh order into the cache and marks the lists and its timeline stale. */
function useOrderWritten() {
  const queryClient = useQueryClient();
  return (order: OrderDetail) => {
    queryClient.setQueryData(ordersKeys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: ordersKeys.activity(order.id) });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.lists });
  };
}

export function useUpdateOrderMutation(id: string) {
  const written = useOrderWritten();
  return useMutation({
    mutationFn: (input: UpdateOrderInput) => apiRequest<OrderDetail>(orderPath(id), { method: 'PATCH', body: input }),
    onSuccess: written,
  });
}

export function useTransitionOrderMutation(id: string) {
  const written = useOrderWritten();
  return useMutation({
    mutationFn: (input: TransitionInput) => apiRequest<OrderDetail>(`${orderPath(id)}/transitions`, { method: 'POST', body: input }),
    onSuccess: written,
  });
}

/** Parties change the order's party names (list, search) and its timeline. */
function usePartiesChanged(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: ordersKeys.lists }),
    ]);
}

export function useAddPartyMutation(id: string) {
  const changed = usePartiesChanged(id);
  return useMutation({
    mutationFn: (party: NewParty) => apiRequest<OrderParty>(`${orderPath(id)}/parties`, { method: 'POST', body: party }),
    onSuccess: changed,
  });
}

export function useRemovePartyMutation(id: string) {
  const changed = usePartiesChanged(id);
  return useMutation({
    mutationFn: (partyId: string) => apiRequest<{ ok: true }>(`${orderPath(id)}/parties/${encodeURIComponent(partyId)}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

export function useCreateContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInput) => apiRequest<Contact>('/api/contacts', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders', 'reference', 'contacts'] }),
  });
}

export function useCreateSavedFilterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSavedFilterInput) => apiRequest<SavedFilter>('/api/saved-filters', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.savedFilters }),
  });
}

export function useDeleteSavedFilterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ ok: true }>(`/api/saved-filters/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.savedFilters }),
  });
}
