import { eq } from 'drizzle-orm';
import type { UserSummary } from '@core/contracts/users';
import type { Role } from '@core/domain/permissions';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import { presentUser } from './users.presenter';
import { findUserForUpdate } from './user-query';

export async function changeUserRole(db: Db, actor: CurrentUser, userId: string, role: Role): Promise<UserSummary> {
  // An admin demoting themselves could leave the agency with no admin at all.
  if (userId === actor.id) throw new AppError('CONFLICT', 'You cannot change your own role');
  return db.transaction(async (tx) => {
    const user = await findUserForUpdate(tx, userId);
    if (user.role === role) return presentUser(user);
    const updatedAt = new Date();
    await tx.update(profiles).set({ role, updatedAt }).where(eq(profiles.id, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.role_changed',
      entityType: 'user',
      entityId: userId,
      before: { role: user.role },
      after: { role },
    });
    return presentUser({ ...user, role, updatedAt });
  });
}
