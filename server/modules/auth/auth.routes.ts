import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppConfigSchema,
  BadgeCountsSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MeResponseSchema,
  NO_USER_LOGGED_IN,
  RegisterInputSchema,
  RegisterResponseSchema,
  ResetPasswordInputSchema,
  UpdateProfileInputSchema,
} from '@core/contracts/auth';
import { errorResponse, okResponse } from '@core/contracts/common';
import type { Db } from '../../db/client';
import { requireActiveUser, requireUser } from '../../lib/auth-hooks';
import type { Env } from '../../env';
import { presentMe } from './auth.presenter';
import type { Auth } from './better-auth';
import { demoAccounts } from './demo-accounts';
import { getBadgeCounts } from './get-badge-counts';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { updateProfile } from './update-profile';

export interface AuthRouteDeps {
  db: Db;
  auth: Auth;
  env: Env;
  version: string;
}

const tags = ['auth'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse };

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const { db, auth, env, version } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/config',
    { schema: { tags: ['meta'], summary: 'What the web app needs to know before sign-in', response: { 200: AppConfigSchema } } },
    async () => ({
      demoMode: env.demoMode,
      demoAccounts: env.demoMode ? demoAccounts.map((account) => ({ ...account })) : [],
      version,
    }),
  );

  // Throttled per address and email: otherwise anyone could flood an inbox (and the outbox
  // table) with reset emails, or guess passwords.
  const perAddressAndEmail = {
    max: env.LOGIN_RATE_LIMIT,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '')}`,
  };
  // Each registration costs a deliberately slow password hash: a flood from one address is cut off.
  const perAddress = { max: env.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };

  r.post(
    '/api/auth/register',
    { config: { rateLimit: perAddress }, schema: { tags, summary: 'Create an account (client, agent or vendor)', body: RegisterInputSchema, response: { 201: RegisterResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await registerUser({ db, auth }, request.body)),
  );

  r.post(
    '/api/auth/forgot-password',
    {
      schema: { tags, summary: 'Email a single-use reset link (always answers the same)', body: ForgotPasswordInputSchema, response: { 200: z.object({ message: z.string() }), ...errors } },
      config: { rateLimit: perAddressAndEmail },
    },
    async (request) => requestPasswordReset({ auth, baseUrl: env.baseUrl, log: request.log }, request.body.email),
  );

  r.post(
    '/api/auth/update-password',
    { schema: { tags, summary: 'Set a new password with a reset token', body: ResetPasswordInputSchema, response: { 200: okResponse, ...errors } } },
    async (request) => {
      await resetPassword({ db, auth }, request.body);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/me',
    { schema: { tags, summary: 'The signed-in user, profile, permissions and session expiry', response: { 200: MeResponseSchema, 401: errorResponse } } },
    async (request) => presentMe(requireUser(request)),
  );

  r.get(
    '/api/me/badges',
    { schema: { tags, summary: 'Counts behind the sidebar badges: open tasks, unread notifications and AI notifications', response: { 200: BadgeCountsSchema, 401: errorResponse, 403: errorResponse } } },
    async (request) => getBadgeCounts(db, requireActiveUser(request).id),
  );

  r.patch(
    '/api/me/profile',
    { schema: { tags, summary: 'Update own name and phone', body: UpdateProfileInputSchema, response: { 200: MeResponseSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request, NO_USER_LOGGED_IN);
      return presentMe(await updateProfile(db, user, request.body));
    },
  );

  // better-auth answers the rest of /api/auth/* (sign-in, sign-out, sessions).
  const forward = (request: FastifyRequest, reply: FastifyReply) => forwardToAuth(auth, env.baseUrl, request, reply);

  // Sign-in is documented and throttled per address and email; a blank field gets our messages.
  r.post(
    '/api/auth/sign-in/email',
    {
      schema: { tags, summary: 'Sign in with email and password', body: LoginInputSchema.extend({ rememberMe: z.boolean().optional(), callbackURL: z.string().optional() }) },
      config: { rateLimit: perAddressAndEmail },
    },
    forward,
  );
  r.post('/api/auth/sign-out', { schema: { tags, summary: 'Sign out (ends the session)' } }, forward);
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: { hide: true }, handler: forward });
}

/** Hands a Fastify request to better-auth's Fetch handler and copies its answer back. */
async function forwardToAuth(auth: Auth, baseUrl: string, request: FastifyRequest, reply: FastifyReply) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else headers.set(key, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const response = await auth.handler(
    new Request(new URL(request.url, baseUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
    }),
  );
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    // Speak the product's error shape, whatever better-auth said.
    let parsed: { code?: string; message?: string } = {};
    try {
      parsed = text ? (JSON.parse(text) as typeof parsed) : {};
    } catch {
      parsed = { message: text };
    }
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send({
      error: {
        code: parsed.code ?? (response.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'),
        message: parsed.message || (response.status === 404 ? 'Not found' : 'The request could not be completed'),
      },
    });
  }
  // The session token lives in the httpOnly cookie only; scripts never get to read it, neither
  // at the top level (sign-in) nor nested (get-session's session, list-sessions' items).
  if (text.startsWith('{') || text.startsWith('[')) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return reply.send(text);
    }
    return reply.send(JSON.stringify(withoutTokens(body)));
  }
  return reply.send(text);
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, withoutTokens(item)]),
  );
}
