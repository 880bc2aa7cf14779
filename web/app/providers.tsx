import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isRetryable } from '@web/lib/api-client';

/** The spec's data caching defaults (§7, §9). */
export const QUERY_STALE_MS = 5 * 60 * 1000;
export const QUERY_GC_MS = 10 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const MUTATION_RETRIES = 2;
export const RETRY_DELAY_CAP_MS = 30_000;

export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, RETRY_DELAY_CAP_MS);

export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: (failures, error) => failures < QUERY_RETRIES && isRetryable(error),
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: (failures, error) => failures < MUTATION_RETRIES && isRetryable(error),
        retryDelay,
      },
    },
  });
}
