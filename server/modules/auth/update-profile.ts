import { eq } from 'drizzle-orm';
import { splitFullName, type UpdateProfileInput } from '@core/contracts/auth';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';

/** Names and phone only: role and status are not the user's to change. */
export async function updateProfile(db: Db, user: CurrentUser, input: UpdateProfileInput): Promise<CurrentUser> {
  const names: { firstName?: string; lastName?: string } = input.fullName !== undefined ? splitFullName(input.fullName) : {};
  const next = {
    firstName: names.firstName ?? input.firstName ?? user.firstName,
    lastName: names.lastName ?? input.lastName ?? user.lastName,
    phone: input.phone === undefined ? user.phone : input.phone || null,
  };
  if (!next.firstName) throw new AppError('VALIDATION_FAILED', 'First name is required', { firstName: ['First name is required'] });
  const before = { firstName: user.firstName, lastName: user.lastName, phone: user.phone };
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ ...next, updatedAt: now }).where(eq(profiles.id, user.id));
    await tx
      .update(users)
      .set({ name: `${next.firstName} ${next.lastName}`.trim(), updatedAt: now })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId: user.id,
      action: 'profile.updated',
      entityType: 'user',
      entityId: user.id,
      before,
      after: next,
    });
  });
  return { ...user, ...next, name: `${next.firstName} ${next.lastName}`.trim() };
}
