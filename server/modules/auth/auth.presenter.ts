import type { MeResponse, Profile, SessionUser } from '@core/contracts/auth';
import { permissionsOf } from '@core/domain/permissions';
import type { CurrentUser } from '../../lib/auth-hooks';

export function presentSessionUser(user: CurrentUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name || user.email.split('@')[0] || user.email,
    role: user.role,
    isActive: user.status === 'active',
    createdAt: user.createdAt.toISOString(),
  };
}

export function presentProfile(user: CurrentUser): Profile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    status: user.status,
    email: user.email,
    phone: user.phone,
    avatarUrl: user.avatarUrl,
    roles: [user.role],
  };
}

export function presentMe(user: CurrentUser): MeResponse {
  return {
    user: presentSessionUser(user),
    profile: presentProfile(user),
    // A pending account holds no permission until it is approved.
    permissions: user.status === 'active' ? permissionsOf(user.role).map((permission) => permission.name) : [],
    session: { expiresAt: user.sessionExpiresAt.toISOString() },
  };
}
