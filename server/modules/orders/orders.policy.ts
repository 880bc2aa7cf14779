import type { FastifyRequest } from 'fastify';
import { hasRole, type Action, type Resource } from '@core/domain/permissions';
import { AppError } from '../../lib/app-error';
import { requirePermission, type CurrentUser } from '../../lib/auth-hooks';

/**
 * Staff screens (agents and admins) work on every order. A client also holds read:orders, but
 * only through the portal endpoints, which scope every query to the orders they are a party to.
 */
export function requireStaff(request: FastifyRequest, action: Action, resource: Resource = 'orders'): CurrentUser {
  const user = requirePermission(request, action, resource);
  if (!hasRole(user.role, 'agent')) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  return user;
}

export function requirePortalClient(request: FastifyRequest): CurrentUser {
  const user = requirePermission(request, 'read', 'orders');
  if (user.role !== 'client') throw new AppError('FORBIDDEN', 'The client portal is for clients');
  return user;
}
