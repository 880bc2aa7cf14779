import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Auth } from './better-auth';

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';

/** Sets the new password with a reset token; the token works once and ends every session. */
export async function resetPassword(
  deps: { db: Db; auth: Auth },
  input: { token: string; password: string },
): Promise<void> {
  const [verification] = await deps.db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${input.token}`));
  try {
    await deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      throw new AppError('INVALID_TOKEN', INVALID_RESET_LINK);
    }
    throw error;
  }
  if (verification) {
    await recordAudit(deps.db, {
      actorId: verification.userId,
      action: 'user.password_reset',
      entityType: 'user',
      entityId: verification.userId,
    });
  }
}
