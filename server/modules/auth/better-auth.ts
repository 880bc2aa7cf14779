import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { isStrongPassword, passwordMessages } from '@core/domain/password';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, profiles, sessions, users, verifications } from '../../db/schema';
import type { Mailer } from '../../lib/mail';
import { blockedSignInMessage } from './auth.policy';

export interface AuthOptions {
  db: Db;
  baseUrl: string;
  secret: string;
  secureCookies: boolean;
  mailer: Mailer;
}

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** The link the reset email carries: the token in the fragment, as the reset page expects. */
export function resetPasswordLink(baseUrl: string, token: string): string {
  return `${baseUrl}/auth/reset-password#access_token=${encodeURIComponent(token)}&type=recovery`;
}

export function createAuth(options: AuthOptions) {
  const { db } = options;
  return betterAuth({
    appName: 'Title Management System',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.baseUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = resetPasswordLink(options.baseUrl, token);
        await options.mailer.send({
          to: user.email,
          subject: 'Reset your Title Management System password',
          text:
            `Hello ${user.name},\n\nSomeone asked to reset the password of this account. ` +
            `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
            'If it was not you, ignore this email: your password stays as it is.',
        });
      },
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      // Sliding expiry: a session used after a day is extended by another full term.
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Login throttling is done by the Fastify rate limiter, keyed by address and email.
    rateLimit: { enabled: false },
    // Registration and password reset go through our routes, which apply the spec's rules;
    // better-auth's own versions of them are not reachable over HTTP.
    disabledPaths: [
      '/sign-up/email',
      '/request-password-reset',
      '/forget-password',
      '/reset-password',
      '/change-email',
      '/update-user',
      '/delete-user',
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The reset email links straight to the web page; better-auth's redirecting callback
        // (which follows any callbackURL, trusted or not) is not needed and not exposed.
        if (ctx.path === '/reset-password/:token') {
          throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not found' });
        }
        // A signed-in password change obeys the same policy as registration and reset.
        if (ctx.path === '/change-password') {
          const next = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
          if (typeof next === 'string' && !isStrongPassword(next)) {
            throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: passwordMessages.weak });
          }
        }
      }),
    },
    advanced: {
      // better-auth skips its Origin (CSRF) check when NODE_ENV is 'test'; keep it on everywhere
      // so the tests exercise what production runs.
      disableOriginCheck: false,
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
    },
    databaseHooks: {
      session: {
        create: {
          // No session for a rejected or deactivated account, whichever way it signs in.
          async before(session) {
            const [profile] = await db
              .select({ status: profiles.status })
              .from(profiles)
              .where(eq(profiles.id, session.userId));
            const blocked = profile ? blockedSignInMessage(profile.status) : null;
            if (blocked) throw new APIError('FORBIDDEN', blocked);
            return { data: session };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
