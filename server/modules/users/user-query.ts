import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UserRow } from './users.presenter';

export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  role: profiles.role,
  status: profiles.status,
  createdAt: users.createdAt,
  updatedAt: profiles.updatedAt,
};

/** One user with profile, locked for update when inside a transaction that changes it. */
export async function findUserForUpdate(db: Db, id: string): Promise<UserRow> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, id))
    .for('update', { of: profiles });
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}
