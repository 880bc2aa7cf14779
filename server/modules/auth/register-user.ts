import type { z } from 'zod';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { RegisterInputSchema } from '@core/contracts/auth';
import type { ProfileStatus } from '@core/domain/permissions';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { acceptPortalInvitations } from '../clients/accept-portal-invitations';
import { initialStatusFor } from './auth.policy';
import type { Auth } from './better-auth';

export type RegisterUserInput = z.output<typeof RegisterInputSchema>;

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

export async function registerUser(
  deps: { db: Db; auth: Auth },
  input: RegisterUserInput,
): Promise<{ userId: string; status: ProfileStatus; message: string }> {
  const { db, auth } = deps;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });

  const status = initialStatusFor(input.accountType);
  let userId: string;
  try {
    const created = await auth.api.signUpEmail({
      body: { name: `${input.firstName} ${input.lastName}`, email: input.email, password: input.password },
    });
    userId = created.user.id;
  } catch (error) {
    if (error instanceof APIError && error.status === 'UNPROCESSABLE_ENTITY') {
      throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
    }
    throw error;
  }

  try {
    await db.transaction(async (tx) => {
      await tx.insert(profiles).values({
        id: userId,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.accountType,
        status,
      });
      await recordAudit(tx, {
        actorId: userId,
        action: 'user.registered',
        entityType: 'user',
        entityId: userId,
        after: { email: input.email, role: input.accountType, status },
      });
      if (input.accountType === 'client') await acceptPortalInvitations(tx, userId, input.email);
    });
  } catch (error) {
    // better-auth wrote the user and account in its own statements; take them back so a failed
    // registration leaves nothing behind.
    await db.delete(users).where(eq(users.id, userId));
    throw error;
  }

  return {
    userId,
    status,
    message:
      status === 'pending'
        ? 'Your account has been created and is awaiting approval by an administrator.'
        : 'Your account has been created successfully',
  };
}
