import type { UserSummary } from '@core/contracts/users';
import type { Role, ProfileStatus } from '@core/domain/permissions';

export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: ProfileStatus;
  createdAt: Date;
  updatedAt: Date;
}

export function presentUser(row: UserRow): UserSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
