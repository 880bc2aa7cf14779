import { eq } from 'drizzle-orm';
import type { UserStatusAction, UserSummary } from '@core/contracts/users';
import type { Db } from '../../db/client';
import { profiles, sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import { endsSessions, statusTransition } from './users.policy';
import { presentUser } from './users.presenter';
import { findUserForUpdate } from './user-query';

/** Approve, reject, deactivate or reactivate an account; audited, effective on the next request. */
export async function setUserStatus(db: Db, actor: CurrentUser, userId: string, action: UserStatusAction): Promise<UserSummary> {
  if (userId === actor.id) throw new AppError('CONFLICT', 'You cannot change the status of your own account');
  return db.transaction(async (tx) => {
    const user = await findUserForUpdate(tx, userId);
    const transition = statusTransition(action, user.status);
    if (!transition.ok) throw new AppError('CONFLICT', transition.message);
    const updatedAt = new Date();
    await tx.update(profiles).set({ status: transition.to, updatedAt }).where(eq(profiles.id, userId));
    if (endsSessions(transition.to)) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: `user.${action}`,
      entityType: 'user',
      entityId: userId,
      before: { status: user.status },
      after: { status: transition.to },
    });
    return presentUser({ ...user, status: transition.to, updatedAt });
  });
}
