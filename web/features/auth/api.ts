import { queryOptions } from '@tanstack/react-query';
import type { AppConfig, BadgeCounts, MeResponse, RegisterInput, UpdateProfileInput } from '@core/contracts/auth';
import { ApiError, apiRequest } from '@web/lib/api-client';

export const authKeys = {
  me: ['auth', 'me'] as const,
  config: ['auth', 'config'] as const,
  badges: ['auth', 'me', 'badges'] as const,
};

/** Badge counts refresh every 30 s and when the window regains focus, so they follow changes. */
export const BADGE_REFRESH_MS = 30_000;
export const badgesQueryOptions = queryOptions({
  queryKey: authKeys.badges,
  queryFn: ({ signal }) => apiRequest<BadgeCounts>('/api/me/badges', { signal }),
  staleTime: 0,
  refetchInterval: BADGE_REFRESH_MS,
  refetchOnWindowFocus: true,
});

/** The signed-in user, or null when signed out. Other failures are logged and yield no profile. */
export const meQueryOptions = queryOptions({
  queryKey: authKeys.me,
  queryFn: async ({ signal }): Promise<MeResponse | null> => {
    try {
      return await apiRequest<MeResponse>('/api/me', { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      if ((error as Error).name === 'AbortError') throw error;
      console.error('Profile fetch failed', error);
      return null;
    }
  },
  retry: false,
});

export const configQueryOptions = queryOptions({
  queryKey: authKeys.config,
  queryFn: ({ signal }) => apiRequest<AppConfig>('/api/config', { signal }),
  staleTime: Infinity,
});

export const signInRequest = (email: string, password: string) =>
  apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });

export const signOutRequest = () => apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });

export const registerRequest = (input: RegisterInput) =>
  apiRequest<{ userId: string; status: 'active' | 'pending'; message: string }>('/api/auth/register', { method: 'POST', body: input });

export const forgotPasswordRequest = (email: string) =>
  apiRequest<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: { email } });

export const updatePasswordRequest = (token: string, password: string) =>
  apiRequest<{ ok: true }>('/api/auth/update-password', { method: 'POST', body: { token, password } });

export const updateProfileRequest = (input: UpdateProfileInput) =>
  apiRequest<MeResponse>('/api/me/profile', { method: 'PATCH', body: input });
