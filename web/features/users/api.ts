import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserListQuery, UserListResponse, UserStatusAction, UserSummary } from '@core/contracts/users';
import type { Role } from '@core/domain/permissions';
import { apiRequest } from '@web/lib/api-client';

export const usersKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
};

export function usersQueryOptions(query: UserListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => apiRequest<UserListResponse>(`/api/users?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserStatusAction }) =>
      apiRequest<UserSummary>(`/api/users/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useUserRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiRequest<UserSummary>(`/api/users/${encodeURIComponent(id)}/role`, { method: 'PATCH', body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
