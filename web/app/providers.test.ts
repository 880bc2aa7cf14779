import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { createQueryClient, retryDelay } from './providers';

describe('query defaults (spec §7 and §9)', () => {
  it('keeps data fresh 5 min and retains it 10 min', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(5 * 60 * 1000);
    expect(defaults.queries?.gcTime).toBe(10 * 60 * 1000);
  });

  it('retries queries 3 times and mutations 2 times, but never a client error', () => {
    const defaults = createQueryClient().getDefaultOptions();
    const queryRetry = defaults.queries?.retry as (failures: number, error: unknown) => boolean;
    const mutationRetry = defaults.mutations?.retry as (failures: number, error: unknown) => boolean;
    const serverError = new ApiError(503, 'HTTP_ERROR', 'Service Unavailable');
    expect([0, 1, 2, 3].map((failures) => queryRetry(failures, serverError))).toEqual([true, true, true, false]);
    expect([0, 1, 2].map((failures) => mutationRetry(failures, serverError))).toEqual([true, true, false]);
    expect(queryRetry(0, new ApiError(400, 'VALIDATION_FAILED', 'bad'))).toBe(false);
  });

  it('waits 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
