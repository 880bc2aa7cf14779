import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { CurrentUser } from '../../lib/auth-hooks';
import type { Auth } from './better-auth';

/**
 * Reads the session from the cookie and the profile beside it. Role and status are read on
 * every request, so an admin's change takes effect on the user's next request.
 */
export function createCurrentUserResolver(auth: Auth, db: Db) {
  return async (request: FastifyRequest): Promise<CurrentUser | null> => {
    if (!request.headers.cookie) return null;
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, session.user.id));
    if (!profile) return null;
    return {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      createdAt: new Date(session.user.createdAt),
      role: profile.role,
      status: profile.status,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      avatarUrl: profile.avatarUrl,
      sessionExpiresAt: new Date(session.session.expiresAt),
    };
  };
}
