/**
 * The auth API answer by answer: exact bodies, cookies and the rows each call leaves behind.
 * Security edges included: no token in any body, CSRF origin check, password policy everywhere.
 */
import { readFileSync } from 'node:fs';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SUCCESS } from '@core/contracts/auth';
import { passwordMessages } from '@core/domain/password';
import { permissionsOf, type Role } from '@core/domain/permissions';
import { accounts, auditEvents, emailOutbox, profiles, sessions, users, verifications } from '../../db/schema';
import { SEED_EPOCH, seedUsers } from '../../db/seed';
import { createTestApp, DEMO_PASSWORD, demo, sessionCookie, TEST_BASE_URL, type TestApp } from '../../test/harness';
import { readSessionToken } from './current-user';

const packageVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Closing!2026';
const post = (url: string, payload?: unknown, cookie?: string) =>
  t.request({ method: 'POST', url, payload: payload as Record<string, unknown>, cookie });
const register = (payload: unknown) => post('/api/auth/register', payload);
const signInRaw = (email: string, password = DEMO_PASSWORD) => post('/api/auth/sign-in/email', { email, password });
const me = (cookie?: string) => t.request({ method: 'GET', url: '/api/me', cookie });
const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Homebuyer',
  email,
  password: PASSWORD,
  accountType: 'client',
  ...extra,
});

const countOf = async (table: typeof users | typeof auditEvents | typeof sessions | typeof verifications) =>
  (await t.db.select({ value: count() }).from(table))[0]!.value;
const sessionsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));
const userRow = async (email: string) =>
  (await t.db.select().from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(eq(users.email, email)))[0];
const seeded = (id: string) => {
  const index = seedUsers.findIndex((user) => user.id === id);
  return new Date(SEED_EPOCH.getTime() + index * 60_000).toISOString();
};
const validation = (fields: Record<string, string[]>) => {
  const [key, messages] = Object.entries(fields)[0]!;
  return { error: { code: 'VALIDATION_FAILED', message: `${key}: ${messages[0]}`, fields } };
};

describe('POST /api/auth/register', () => {
  it('names every missing field of an empty body', async () => {
    const missing = await register({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password']));
    expect(missing.json().error.fields.email).toEqual(['Email is required']);
  });

  it('creates an active client: user, credential account, profile and audit event, and no session', async () => {
    const response = await register(registration('  Dana.Buyer@Example.TEST '));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ userId: expect.any(String), status: 'active', message: 'Your account has been created successfully' });

    const row = await userRow('dana.buyer@example.test');
    expect(row?.users).toMatchObject({ id: body.userId, email: 'dana.buyer@example.test', name: 'Dana Homebuyer' });
    expect(row?.profiles).toMatchObject({ id: body.userId, firstName: 'Dana', lastName: 'Homebuyer', role: 'client', status: 'active', phone: null });
    const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, body.userId));
    expect(account).toMatchObject({ providerId: 'credential' });
    expect(account!.password).toBeTruthy();
    expect(account!.password).not.toContain(PASSWORD);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, body.userId));
    expect(events).toEqual([
      expect.objectContaining({
        actorId: body.userId,
        action: 'user.registered',
        entityType: 'user',
        before: null,
        after: { email: 'dana.buyer@example.test', role: 'client', status: 'active' },
      }),
    ]);
    expect(await sessionsOf(body.userId)).toEqual([]);
  });

  it.each(['agent', 'vendor'] as const)('creates a %s as pending, awaiting approval', async (accountType) => {
    const email = `pending.${accountType}@example.test`;
    const response = await register(registration(email, { accountType }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      userId: expect.any(String),
      status: 'pending',
      message: 'Your account has been created and is awaiting approval by an administrator.',
    });
    const row = await userRow(email);
    expect(row?.profiles).toMatchObject({ role: accountType, status: 'pending' });
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, row!.users.id));
    expect(event?.after).toEqual({ email, role: accountType, status: 'pending' });
  });

  it('refuses admin as an account type, and role or status fields, writing nothing', async () => {
    const usersBefore = await countOf(users);
    const auditBefore = await countOf(auditEvents);

    const admin = await register(registration('escalate.a@example.test', { accountType: 'admin' }));
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toEqual(validation({ accountType: ['Account type is required'] }));

    const role = await register(registration('escalate.b@example.test', { role: 'admin' }));
    expect(role.statusCode).toBe(400);
    expect(role.json()).toEqual(validation({ role: ['Unknown field'] }));

    const status = await register(registration('escalate.c@example.test', { accountType: 'agent', status: 'active' }));
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual(validation({ status: ['Unknown field'] }));

    expect(await t.db.select().from(users).where(like(users.email, 'escalate.%'))).toEqual([]);
    expect(await countOf(users)).toBe(usersBefore);
    expect(await countOf(auditEvents)).toBe(auditBefore);
  });

  it('answers 409 EMAIL_TAKEN for an existing email in any case, and keeps the existing account', async () => {
    const response = await register(registration('  AGENT@Demo.Test'));
    expect(response.statusCode).toBe(409);
    const message = 'An account with this email already exists';
    expect(response.json()).toEqual({ error: { code: 'EMAIL_TAKEN', message, fields: { email: [message] } } });
    const rows = await t.db.select().from(users).where(eq(users.email, demo.agent));
    expect(rows).toEqual([expect.objectContaining({ id: 'usr_demo_agent', name: 'Erin Escrow' })]);
  });

  it("puts the spec's password messages on fields.password", async () => {
    const short = await register(registration('short.pw@example.test', { password: 'Ab1!' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual(validation({ password: [passwordMessages.registerTooShort] }));
    for (const password of ['closing!2026', 'Closing!word', 'Closing2026#']) {
      const weak = await register(registration('weak.pw@example.test', { password }));
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual(validation({ password: [passwordMessages.weak] }));
    }
    expect(await t.db.select().from(users).where(like(users.email, '%.pw@example.test'))).toEqual([]);
  });

  it('answers malformed JSON, wrong types, oversize and non-JSON bodies with a 4xx, never a 500', async () => {
    const malformed = await t.request({ method: 'POST', url: '/api/auth/register', payload: '{"email": "a@b.test",', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: { code: 'INVALID_JSON', message: 'The request body is not valid JSON' } });

    const wrongTypes = await register({ firstName: 1, lastName: 2, email: 3, password: 4, accountType: 5 });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(wrongTypes.json().error.fields).sort()).toEqual(['accountType', 'email', 'firstName', 'lastName', 'password']);

    const array = await register([registration('array@example.test')]);
    expect(array.statusCode).toBe(400);
    expect(array.json().error.code).toBe('VALIDATION_FAILED');

    const huge = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: JSON.stringify(registration('huge@example.test', { firstName: 'x'.repeat(1024 * 1024) })),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' } });

    const text = await t.request({ method: 'POST', url: '/api/auth/register', payload: JSON.stringify(registration('text@example.test')), headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(text.json().error.code).toEqual(expect.any(String));

    expect(await t.db.select().from(users).where(like(users.email, '%@example.test'))).not.toContainEqual(
      expect.objectContaining({ email: expect.stringMatching(/^(array|huge|text)@/) }),
    );
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('sets an httpOnly, SameSite=Lax, 7-day session cookie and answers without the token', async () => {
    const response = await signInRaw(' Agent@Demo.Test ');
    expect(response.statusCode).toBe(200);
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = setCookie.find((cookie) => cookie.startsWith('better-auth.session_token='))!;
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/; Max-Age=604800/);
    expect(response.json()).toEqual({
      redirect: false,
      user: {
        id: 'usr_demo_agent',
        email: demo.agent,
        name: 'Erin Escrow',
        emailVerified: true,
        image: null,
        createdAt: seeded('usr_demo_agent'),
        updatedAt: seeded('usr_demo_agent'),
      },
    });
    const token = readSessionToken(sessionCookie(response), t.env.AUTH_SECRET!)!;
    expect(response.body).not.toContain(token);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row?.userId).toBe('usr_demo_agent');
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
  });

  it('never shows the session token in get-session or list-sessions either', async () => {
    const cookie = await t.signIn(demo.vendor);
    const token = readSessionToken(cookie, t.env.AUTH_SECRET!)!;
    const session = await t.request({ method: 'GET', url: '/api/auth/get-session', cookie });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.id).toBe('usr_demo_vendor');
    expect(session.json().session).not.toHaveProperty('token');
    expect(session.body).not.toContain(token);
    const list = await t.request({ method: 'GET', url: '/api/auth/list-sessions', cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThan(0);
    for (const item of list.json()) expect(item).not.toHaveProperty('token');
    expect(list.body).not.toContain(token);
  });

  it('answers a wrong password and an unknown email alike with 401, creating no session', async () => {
    const before = await countOf(sessions);
    const wrong = await signInRaw(demo.client, 'Wrong!2345');
    const unknown = await signInRaw('nobody@example.test', 'Wrong!2345');
    const expected = { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } };
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(await countOf(sessions)).toBe(before);
  });

  it('refuses a deactivated account with 403 ACCOUNT_DEACTIVATED and creates no session', async () => {
    const response = await signInRaw(demo.deactivated);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'ACCOUNT_DEACTIVATED', message: 'This account has been deactivated. Contact your administrator.' },
    });
    expect(await sessionsOf('usr_demo_deactivated')).toEqual([]);
  });

  it("gives the spec's messages for blank fields and refuses unknown fields", async () => {
    const blank = await post('/api/auth/sign-in/email', { email: '', password: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(validation({ email: ['Email is required'], password: ['Password is required'] }));
    const onlyEmail = await post('/api/auth/sign-in/email', { email: '   ', password: DEMO_PASSWORD });
    expect(onlyEmail.json()).toEqual(validation({ email: ['Email is required'] }));
    const extra = await post('/api/auth/sign-in/email', { email: demo.client, password: DEMO_PASSWORD, role: 'admin' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual(validation({ role: ['Unknown field'] }));
  });

  it('keeps better-auth’s own sign-up, reset and redirecting reset-callback closed', async () => {
    const signUp = await post('/api/auth/sign-up/email', { email: 'sneaky@example.test', password: PASSWORD, name: 'Sneaky' });
    expect(signUp.statusCode).toBe(404);
    expect(signUp.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(await t.db.select().from(users).where(eq(users.email, 'sneaky@example.test'))).toEqual([]);
    const reset = await post('/api/auth/reset-password', { token: 'anything', newPassword: PASSWORD });
    expect(reset.statusCode).toBe(404);
    expect(reset.json().error.code).toBe('NOT_FOUND');
    // Would otherwise redirect to any callbackURL, trusted or not (an open redirect).
    const callback = await t.request({ method: 'GET', url: '/api/auth/reset-password/anything?callbackURL=http://evil.example/' });
    expect(callback.statusCode).toBe(404);
    expect(callback.headers.location).toBeUndefined();
    expect(callback.json().error.code).toBe('NOT_FOUND');
  });
});

describe('POST /api/auth/sign-out', () => {
  it('refuses a cross-site request carrying the cookie, then ends the session for a same-site one', async () => {
    const cookie = await t.signIn(demo.client);
    const token = readSessionToken(cookie, t.env.AUTH_SECRET!)!;

    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {}, headers: { cookie, origin: 'http://evil.example' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toEqual({ code: 'FORBIDDEN', message: 'Cross-site request refused' });
    expect((await me(cookie)).statusCode).toBe(200);

    const response = await post('/api/auth/sign-out', {}, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(/better-auth\.session_token=; Max-Age=0/);
    expect(await t.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } });
  });
});

describe('POST /api/auth/change-password', () => {
  it('applies the same password policy, and works with a strong password', async () => {
    const email = 'changer@example.test';
    expect((await register(registration(email))).statusCode).toBe(201);
    const cookie = await t.signIn(email, PASSWORD);
    const userId = (await userRow(email))!.users.id;
    const [before] = await t.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));

    const weak = await post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'aaaaaaaa' }, cookie);
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: passwordMessages.weak } });
    const [unchanged] = await t.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
    expect(unchanged).toEqual(before);

    const strong = await post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Changed!2027' }, cookie);
    expect(strong.statusCode).toBe(200);
    expect(strong.body).not.toContain('"token"');
    expect((await signInRaw(email, 'Changed!2027')).statusCode).toBe(200);
  });
});

describe('GET /api/me', () => {
  it('is 401 UNAUTHENTICATED when signed out or with a garbage cookie', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=garbage']) {
      const response = await me(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } });
    }
  });

  it.each([
    ['agent', demo.agent, 'usr_demo_agent'],
    ['client', demo.client, 'usr_demo_client'],
    ['vendor', demo.vendor, 'usr_demo_vendor'],
    ['admin', demo.admin, 'usr_demo_admin'],
  ] as const)('returns the spec shapes and the %s permissions', async (role, email, id) => {
    const seed = seedUsers.find((user) => user.id === id)!;
    const response = await me(await t.signIn(email));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      user: { id, email, name: `${seed.firstName} ${seed.lastName}`, role, isActive: true, createdAt: seeded(id) },
      profile: {
        id,
        firstName: seed.firstName,
        lastName: seed.lastName,
        role,
        status: 'active',
        email,
        phone: seed.phone ?? null,
        avatarUrl: null,
        roles: [role],
      },
      permissions: permissionsOf(role as Role).map((permission) => permission.name),
      session: { expiresAt: expect.any(String) },
    });
    expect(new Date(body.session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    if (role === 'admin') expect(body.permissions).toEqual(expect.arrayContaining(['read:users', 'update:users', 'delete:orders', 'use:ai_tools']));
  });

  it('shows a pending agent as pending with no permissions, and lets them act on nothing', async () => {
    const cookie = await t.signIn(demo.pendingAgent);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: 'usr_demo_pending_agent', role: 'agent', isActive: false },
      profile: { status: 'pending', role: 'agent', roles: ['agent'] },
      permissions: [],
    });
    const users = await t.request({ method: 'GET', url: '/api/users', cookie });
    expect(users.statusCode).toBe(403);
    expect(users.json()).toEqual({ error: { code: 'ACCOUNT_PENDING', message: 'Your account is awaiting approval by an administrator' } });
  });
});

describe('PATCH /api/me/profile', () => {
  let cookie: string;
  const id = 'usr_demo_title';
  /** As the title officer, or signed out with `null`. */
  const patch = (payload: unknown, as: string | null = cookie) =>
    t.request({ method: 'PATCH', url: '/api/me/profile', payload: payload as Record<string, unknown>, cookie: as ?? undefined });
  const profile = async () => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
  beforeAll(async () => {
    cookie = await t.signIn('title.officer@demo.test');
  });

  it("splits a full name by the spec's rule: first word first name, second word last name", async () => {
    const response = await patch({ fullName: '  Jane Q   Public ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toEqual({
      id,
      firstName: 'Jane',
      lastName: 'Q',
      role: 'agent',
      status: 'active',
      email: 'title.officer@demo.test',
      phone: null,
      avatarUrl: null,
      roles: ['agent'],
    });
    expect(response.json().user.name).toBe('Jane Q');
    expect(await profile()).toMatchObject({ firstName: 'Jane', lastName: 'Q' });
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user?.name).toBe('Jane Q');
    const [event] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'profile.updated')));
    expect(event).toMatchObject({
      actorId: id,
      before: { firstName: 'Terry', lastName: 'Title', phone: null },
      after: { firstName: 'Jane', lastName: 'Q', phone: null },
    });
    expect((await me(cookie)).json().profile).toMatchObject({ firstName: 'Jane', lastName: 'Q' });
  });

  it('takes a one-word full name as first name with an empty last name', async () => {
    const response = await patch({ fullName: 'Cher' });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ firstName: 'Cher', lastName: '' });
    expect(response.json().user.name).toBe('Cher');
    expect(await profile()).toMatchObject({ firstName: 'Cher', lastName: '' });
  });

  it('updates first name, last name and phone separately, and clears the phone with null or blank', async () => {
    expect((await patch({ firstName: 'Terry' })).json().profile).toMatchObject({ firstName: 'Terry', lastName: '' });
    expect((await patch({ lastName: 'Title' })).json().profile).toMatchObject({ firstName: 'Terry', lastName: 'Title' });
    const phone = await patch({ phone: ' +1 (512) 555-0199 ' });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().profile).toMatchObject({ firstName: 'Terry', lastName: 'Title', phone: '+1 (512) 555-0199' });
    expect((await profile()).phone).toBe('+1 (512) 555-0199');
    expect((await patch({ phone: null })).json().profile.phone).toBeNull();
    await patch({ phone: '555 0100' });
    expect((await patch({ phone: '' })).json().profile.phone).toBeNull();
    expect((await profile()).phone).toBeNull();
  });

  it("answers 401 'No user is logged in' when signed out, changing nothing", async () => {
    const before = await profile();
    const response = await patch({ firstName: 'Mallory' }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'No user is logged in' } });
    expect(await profile()).toEqual(before);
  });

  it('refuses a role or status in the body (escalation) and leaves the row untouched', async () => {
    const before = await profile();
    const role = await patch({ firstName: 'Terry', role: 'admin' });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toEqual(validation({ role: ['Unknown field'] }));
    const status = await patch({ status: 'active' });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual(validation({ status: ['Unknown field'] }));
    const roles = await patch({ roles: ['admin'] });
    expect(roles.json()).toEqual(validation({ roles: ['Unknown field'] }));
    expect(await profile()).toEqual(before);
    expect(before.role).toBe('agent');
    expect((await me(cookie)).json().user.role).toBe('agent');
  });

  it('refuses an invalid phone and blank names with field messages', async () => {
    const before = await profile();
    const phone = await patch({ phone: 'call me maybe' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual(validation({ phone: ['Enter a valid phone number'] }));
    const blank = await patch({ firstName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(validation({ firstName: ['First name is required'] }));
    const number = await patch({ phone: 5125550100 });
    expect(number.statusCode).toBe(400);
    expect(number.json().error.fields).toHaveProperty('phone');
    expect(await profile()).toEqual(before);
  });
});

describe('password reset', () => {
  const email = 'forgetful@example.test';
  let userId: string;
  let oldCookie: string;
  let token: string;
  const update = (payload: Record<string, unknown>) => post('/api/auth/update-password', payload);

  beforeAll(async () => {
    userId = (await register(registration(email))).json().userId;
    oldCookie = await t.signIn(email, PASSWORD);
  });

  it('answers existing and unknown emails identically, and mails a recovery link only to the existing one', async () => {
    const verificationsBefore = await countOf(verifications);
    const known = await post('/api/auth/forgot-password', { email: email.toUpperCase() });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody.here@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_SUCCESS });
    expect(known.json()).toEqual({ message: 'If an account exists with this email, you will receive a password reset link shortly.' });
    expect(unknown.body).toBe(known.body);

    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nobody.here@example.test'))).toEqual([]);
    const messages = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ subject: 'Reset your Title Management System password', sentAt: null });
    const text = messages[0]!.text;
    expect(text).toContain(`${TEST_BASE_URL}/auth/reset-password#access_token=`);
    expect(text).toContain('&type=recovery');
    token = decodeURIComponent(text.match(/#access_token=([^&\s]+)&type=recovery/)![1]!);

    expect(await countOf(verifications)).toBe(verificationsBefore + 1);
    const [verification] = await t.db.select().from(verifications).where(eq(verifications.identifier, `reset-password:${token}`));
    expect(verification?.value).toBe(userId);
    const ttl = verification!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);

    const blank = await post('/api/auth/forgot-password', { email: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(validation({ email: ['Email is required'] }));
  });

  it('refuses weak, short and missing-token requests with field messages, keeping the token usable', async () => {
    const weak = await update({ token, password: 'weakpassword' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual(validation({ password: [passwordMessages.weak] }));
    const short = await update({ token, password: 'Ab1!' });
    expect(short.json()).toEqual(validation({ password: ['Password must be at least 8 characters'] }));
    const missing = await update({ token: '', password: 'Renewed!2026' });
    expect(missing.json()).toEqual(validation({ token: ['Invalid reset link'] }));
    const garbage = await update({ token: 'not-a-real-token', password: 'Renewed!2026' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: 'This password reset link is invalid or has expired.' } });
    expect(await t.db.select().from(verifications).where(eq(verifications.identifier, `reset-password:${token}`))).toHaveLength(1);
  });

  it('sets the new password once: old sessions end, new password works, old fails, token is spent', async () => {
    expect(await sessionsOf(userId)).toHaveLength(1);
    const done = await update({ token, password: 'Renewed!2026' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    expect(await sessionsOf(userId)).toEqual([]);
    expect((await me(oldCookie)).statusCode).toBe(401);
    expect(await t.db.select().from(verifications).where(eq(verifications.identifier, `reset-password:${token}`))).toEqual([]);
    const [event] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, userId), eq(auditEvents.action, 'user.password_reset')));
    expect(event).toMatchObject({ actorId: userId, entityType: 'user' });

    expect((await signInRaw(email, 'Renewed!2026')).statusCode).toBe(200);
    const old = await signInRaw(email, PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD');

    const again = await update({ token, password: 'Another!2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: 'This password reset link is invalid or has expired.' } });
  });

  it('refuses an expired token and leaves the password as it was', async () => {
    await post('/api/auth/forgot-password', { email });
    const [latest] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.id).limit(1).offset(1);
    const expired = decodeURIComponent(latest!.text.match(/#access_token=([^&\s]+)&type=recovery/)![1]!);
    expect(expired).not.toBe(token);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${expired}`));
    const [before] = await t.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));

    const response = await update({ token: expired, password: 'Expired!2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: 'This password reset link is invalid or has expired.' } });
    const [after] = await t.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
    expect(after).toEqual(before);
  });
});

describe('GET /api/config', () => {
  it('lists no demo accounts when demo mode is off', async () => {
    const production = await createTestApp({ DEMO: '0' });
    try {
      expect((await production.request({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ demoMode: false, demoAccounts: [] });
    } finally {
      await production.close();
    }
  });

  it('lists the four demo accounts with the demo password in demo mode', async () => {
    const response = await t.request({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      demoMode: true,
      demoAccounts: [
        { role: 'agent', email: demo.agent, password: 'Demo!2345' },
        { role: 'client', email: demo.client, password: 'Demo!2345' },
        { role: 'vendor', email: demo.vendor, password: 'Demo!2345' },
        { role: 'admin', email: demo.admin, password: 'Demo!2345' },
      ],
      version: packageVersion,
    });
    expect((await t.request({ method: 'GET', url: '/api/health' })).json().version).toBe(packageVersion);
  });
});

describe('throttling (LOGIN_RATE_LIMIT=3 per address and email, per minute)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());
  const rateLimited = { error: { code: 'RATE_LIMITED', message: expect.any(String) } };

  it('refuses the 4th sign-in for one email with 429, even with the right password, and no session', async () => {
    const attempt = (email: string, password: string) =>
      limited.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt(demo.vendor, 'Wrong!2345')).statusCode).toBe(401);
    const fourth = await attempt(' VENDOR@demo.test', DEMO_PASSWORD);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(rateLimited);
    expect(fourth.headers['set-cookie']).toBeUndefined();
    expect(await limited.db.select().from(sessions).where(eq(sessions.userId, 'usr_demo_vendor'))).toEqual([]);
    // Another email from the same address is not affected.
    expect((await attempt(demo.client, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the 4th reset request for one email with 429 and sends no 4th email', async () => {
    const attempt = () => limited.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: demo.agent } });
    for (let i = 0; i < 3; i++) expect((await attempt()).json()).toEqual({ message: FORGOT_PASSWORD_SUCCESS });
    const fourth = await attempt();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(rateLimited);
    expect(await limited.db.select().from(emailOutbox).where(eq(emailOutbox.to, demo.agent))).toHaveLength(3);
    // The sign-in and reset counters are separate: locked out of sign-in, one may still ask for a reset.
    const vendor = await limited.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: demo.vendor } });
    expect(vendor.statusCode).toBe(200);
  });
});
