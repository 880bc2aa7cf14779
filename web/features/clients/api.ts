import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Company,
  CompanyInput,
  Contact,
  ContactInput,
  InviteClientResultSchema,
  PartyOrdersSchema,
  UpdateCompanyInput,
  UpdateContactInput,
} from '@core/contracts/clients';
import { apiRequest } from '@web/lib/api-client';

export interface DirectoryPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
export type PartyOrders = z.infer<typeof PartyOrdersSchema>;
export type InviteResult = z.infer<typeof InviteClientResultSchema>;

export const clientsKeys = {
  all: ['clients'] as const,
  contacts: (search: string) => ['clients', 'contacts', search] as const,
  companies: (search: string) => ['clients', 'companies', search] as const,
  contact: (id: string) => ['clients', 'contact', id] as const,
  company: (id: string) => ['clients', 'company', id] as const,
  contactOrders: (id: string) => ['clients', 'contact', id, 'orders'] as const,
  companyOrders: (id: string) => ['clients', 'company', id, 'orders'] as const,
};

const contactPath = (id: string) => `/api/contacts/${encodeURIComponent(id)}`;
const companyPath = (id: string) => `/api/companies/${encodeURIComponent(id)}`;

export function contactsQueryOptions(search: string) {
  return queryOptions({
    queryKey: clientsKeys.contacts(search),
    queryFn: ({ signal }) => apiRequest<DirectoryPage<Contact>>(`/api/contacts?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function companiesQueryOptions(search: string) {
  return queryOptions({
    queryKey: clientsKeys.companies(search),
    queryFn: ({ signal }) => apiRequest<DirectoryPage<Company>>(`/api/companies?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function contactQueryOptions(id: string) {
  return queryOptions({ queryKey: clientsKeys.contact(id), queryFn: ({ signal }) => apiRequest<Contact>(contactPath(id), { signal }) });
}

export function companyQueryOptions(id: string) {
  return queryOptions({ queryKey: clientsKeys.company(id), queryFn: ({ signal }) => apiRequest<Company>(companyPath(id), { signal }) });
}

export function contactOrdersQueryOptions(id: string) {
  return queryOptions({ queryKey: clientsKeys.contactOrders(id), queryFn: ({ signal }) => apiRequest<PartyOrders>(`${contactPath(id)}/orders`, { signal }) });
}

export function companyOrdersQueryOptions(id: string) {
  return queryOptions({ queryKey: clientsKeys.companyOrders(id), queryFn: ({ signal }) => apiRequest<PartyOrders>(`${companyPath(id)}/orders`, { signal }) });
}

/** Every change can alter lists, counts and party names shown elsewhere: refresh them all. */
function useInvalidateClients() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: clientsKeys.all }), queryClient.invalidateQueries({ queryKey: ['orders'] })]);
}

export function useCreateContact() {
  const invalidate = useInvalidateClients();
  return useMutation({ mutationFn: (input: ContactInput) => apiRequest<Contact>('/api/contacts', { method: 'POST', body: input }), onSuccess: invalidate });
}

export function useUpdateContact(id: string) {
  const invalidate = useInvalidateClients();
  return useMutation({ mutationFn: (input: UpdateContactInput) => apiRequest<Contact>(contactPath(id), { method: 'PATCH', body: input }), onSuccess: invalidate });
}

export function useInviteContact(id: string) {
  const invalidate = useInvalidateClients();
  return useMutation({ mutationFn: (email: string) => apiRequest<InviteResult>(`${contactPath(id)}/invite`, { method: 'POST', body: { email } }), onSuccess: invalidate });
}

export function useCreateCompany() {
  const invalidate = useInvalidateClients();
  return useMutation({ mutationFn: (input: CompanyInput) => apiRequest<Company>('/api/companies', { method: 'POST', body: input }), onSuccess: invalidate });
}

export function useUpdateCompany(id: string) {
  const invalidate = useInvalidateClients();
  return useMutation({ mutationFn: (input: UpdateCompanyInput) => apiRequest<Company>(companyPath(id), { method: 'PATCH', body: input }), onSuccess: invalidate });
}
