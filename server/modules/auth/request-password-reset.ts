import type { FastifyBaseLogger } from 'fastify';
import { FORGOT_PASSWORD_SUCCESS } from '@core/contracts/auth';
import type { Auth } from './better-auth';

/**
 * Always answers with the same text, whether or not the account exists, so the form cannot
 * be used to find out who has an account. better-auth writes the single-use, one-hour token.
 */
export async function requestPasswordReset(
  deps: { auth: Auth; baseUrl: string; log: FastifyBaseLogger },
  email: string,
): Promise<{ message: string }> {
  try {
    await deps.auth.api.requestPasswordReset({
      body: { email, redirectTo: `${deps.baseUrl}/auth/reset-password` },
    });
  } catch (error) {
    deps.log.error({ err: error }, 'password reset request failed');
  }
  return { message: FORGOT_PASSWORD_SUCCESS };
}
