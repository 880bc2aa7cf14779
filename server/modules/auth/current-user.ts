import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { profiles, sessions, users } from '../../db/schema';
import type { CurrentUser } from '../../lib/auth-hooks';
import { SESSION_TTL_SECONDS, SESSION_UPDATE_AGE_SECONDS, type Auth } from './better-auth';

const COOKIE_NAMES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];

/** The session token from better-auth's signed cookie (`token.hmac`), or null if absent or forged. */
export function readSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!COOKIE_NAMES.includes(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }
  return null;
}

/**
 * Resolves the signed-in user in one indexed query (session, user and profile together): this
 * runs on nearly every request. Role and status are read each time, so an admin's change takes
 * effect on the user's next request. When the session is due for its sliding extension,
 * better-auth does the extension and the refreshed cookie is passed on.
 */
export function createCurrentUserResolver(auth: Auth, db: Db, secret: string) {
  const lookup = db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      createdAt: users.createdAt,
      role: profiles.role,
      status: profiles.status,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      avatarUrl: profiles.avatarUrl,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('current_user_by_session_token');

  return async (request: FastifyRequest, reply: FastifyReply): Promise<CurrentUser | null> => {
    const token = readSessionToken(request.headers.cookie, secret);
    if (!token) return null;
    const [row] = await lookup.execute({ token });
    if (!row) return null;
    const refreshDue = row.sessionExpiresAt.getTime() - Date.now() < (SESSION_TTL_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
    if (refreshDue) {
      const refreshed = await auth.api.getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
      const cookies = refreshed.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (refreshed.response) row.sessionExpiresAt = new Date(refreshed.response.session.expiresAt);
    }
    return row;
  };
}
