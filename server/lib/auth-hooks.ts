import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, hasRole, type Action, type ProfileStatus, type Resource, type Role } from '@core/domain/permissions';
import { AppError } from './app-error';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  role: Role;
  status: ProfileStatus;
  firstName: string;
  lastName: string;
  phone: string | null;
  avatarUrl: string | null;
  sessionExpiresAt: Date;
}

export type ResolveCurrentUser = (request: FastifyRequest) => Promise<CurrentUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

/** The signed-in user, or 401. Resolved once per request by the app's onRequest hook. */
export function requireUser(request: FastifyRequest, message = 'Sign in to continue'): CurrentUser {
  if (!request.currentUser) throw new AppError('UNAUTHENTICATED', message);
  return request.currentUser;
}

/** Signed in, active, and holding the permission; otherwise 401 or 403. */
export function requirePermission(request: FastifyRequest, action: Action, resource: Resource): CurrentUser {
  const user = requireActiveUser(request);
  if (!can(user.role, action, resource)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  }
  return user;
}

export function requireRole(request: FastifyRequest, wanted: Role | readonly Role[]): CurrentUser {
  const user = requireActiveUser(request);
  if (!hasRole(user.role, wanted)) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  return user;
}

/** Pending accounts may read who they are, but act on nothing until approved. */
export function requireActiveUser(request: FastifyRequest): CurrentUser {
  const user = requireUser(request);
  if (user.status === 'pending') {
    throw new AppError('ACCOUNT_PENDING', 'Your account is awaiting approval by an administrator');
  }
  if (user.status !== 'active') throw new AppError('ACCOUNT_DEACTIVATED', 'This account is not active');
  return user;
}

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
