import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SUCCESS } from '@core/contracts/auth';
import { passwordMessages } from '@core/domain/password';
import { auditEvents, emailOutbox, profiles, sessions, users, verifications } from '../../db/schema';
import { createTestApp, demo, sessionCookie, TEST_BASE_URL, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) => t.request({ method: 'POST', url: '/api/auth/register', payload: payload as Record<string, unknown> });
const validRegistration = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Homebuyer',
  email,
  password: 'Closing!2026',
  accountType: 'client',
  ...extra,
});

async function userByEmail(email: string) {
  const [row] = await t.db.select().from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(eq(users.email, email));
  return row;
}

describe('POST /api/auth/register', () => {
  it('creates an active client with profile, "first last" name and an audit event', async () => {
    const response = await register(validRegistration('Dana.Buyer@Example.test'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'active', message: 'Your account has been created successfully' });
    const row = await userByEmail('dana.buyer@example.test');
    expect(row?.users.name).toBe('Dana Homebuyer');
    expect(row?.profiles).toMatchObject({ firstName: 'Dana', lastName: 'Homebuyer', role: 'client', status: 'active' });
    const events = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, row!.users.id), eq(auditEvents.action, 'user.registered')));
    expect(events).toHaveLength(1);
  });

  it('starts agents and vendors as pending', async () => {
    for (const accountType of ['agent', 'vendor']) {
      const response = await register(validRegistration(`new.${accountType}@example.test`, { accountType }));
      expect(response.statusCode).toBe(201);
      expect(response.json().status).toBe('pending');
      expect((await userByEmail(`new.${accountType}@example.test`))?.profiles).toMatchObject({ role: accountType, status: 'pending' });
    }
  });

  it('refuses admin as an account type, and any role or status field, writing nothing', async () => {
    const attempts = [
      validRegistration('escalate1@example.test', { accountType: 'admin' }),
      validRegistration('escalate2@example.test', { role: 'admin' }),
      validRegistration('escalate3@example.test', { status: 'active', accountType: 'agent' }),
    ];
    for (const attempt of attempts) {
      const response = await register(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await register(attempts[1])).json().error.fields).toEqual({ role: ['Unknown field'] });
    const written = await t.db.select().from(users).where(like(users.email, 'escalate%'));
    expect(written).toHaveLength(0);
  });

  it('refuses a taken email with 409 and the field', async () => {
    const response = await register(validRegistration(demo.agent));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: [expect.any(String)] } });
  });

  it("enforces the spec's password policy on the server", async () => {
    const short = await register(validRegistration('short@example.test', { password: 'Ab1!' }));
    expect(short.json().error.fields.password).toEqual([passwordMessages.registerTooShort]);
    const weak = await register(validRegistration('weak@example.test', { password: 'longenough1' }));
    expect(weak.json().error.fields.password).toEqual([passwordMessages.weak]);
    const otherSpecial = await register(validRegistration('special@example.test', { password: 'Longenough1#' }));
    expect(otherSpecial.statusCode).toBe(400);
  });

  it('answers missing fields, wrong types, malformed JSON, wrong media types and oversize bodies with a 4xx', async () => {
    const missing = await register({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password']));
    expect(missing.json().error.fields.email).toEqual(['Email is required']);
    const wrongTypes = await register({ firstName: 1, lastName: true, email: [], password: {}, accountType: 5 });
    expect(wrongTypes.statusCode).toBe(400);
    const malformed = await t.request({ method: 'POST', url: '/api/auth/register', payload: '{"firstName":', headers: { 'content-type': 'application/json' } });
    expect(malformed.json().error.code).toBe('INVALID_JSON');
    const text = await t.request({ method: 'POST', url: '/api/auth/register', payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const huge = await register(validRegistration('huge@example.test', { firstName: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
  });
});

describe('sign in and out', () => {
  it('sets an httpOnly SameSite=Lax cookie and never returns the token in the body', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: demo.agent, password: 'Demo!2345' } });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(response.json()).not.toHaveProperty('token');
    expect(response.json().user.email).toBe(demo.agent);
  });

  it('refuses a wrong password with 401 and blank fields with the spec messages', async () => {
    const wrong = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: demo.agent, password: 'Wrong!2345' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid email or password');
    const blank = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: ' ', password: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('refuses a deactivated account with an explanation and creates no session', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: demo.deactivated, password: 'Demo!2345' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ACCOUNT_DEACTIVATED');
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, 'usr_demo_deactivated'));
    expect(rows).toHaveLength(0);
  });

  it('lets a pending agent sign in to learn it is pending, with no permissions', async () => {
    const cookie = await t.signIn(demo.pendingAgent);
    const me = (await t.request({ method: 'GET', url: '/api/me', cookie })).json();
    expect(me.profile.status).toBe('pending');
    expect(me.user.isActive).toBe(false);
    expect(me.permissions).toEqual([]);
  });

  it('signs out: the cookie no longer works', async () => {
    const cookie = await t.signIn(demo.client);
    expect((await t.request({ method: 'POST', url: '/api/auth/sign-out', payload: {}, cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).statusCode).toBe(401);
  });

  it("keeps better-auth's own sign-up and reset endpoints closed", async () => {
    for (const url of ['/api/auth/sign-up/email', '/api/auth/reset-password', '/api/auth/request-password-reset']) {
      const response = await t.request({ method: 'POST', url, payload: { email: 'x@example.test', password: 'Closing!2026', name: 'X', newPassword: 'Closing!2026', token: 'x' } });
      expect(response.statusCode).toBe(404);
    }
  });

  it('throttles repeated sign-in attempts for one address and email', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const attempt = () => limited.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: demo.agent, password: 'Wrong!2345' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      const other = await limited.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: demo.client, password: 'Demo!2345' } });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/me', () => {
  it('is 401 when signed out', async () => {
    const response = await t.request({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it("returns the spec's session and profile shapes with the role's permissions", async () => {
    const cookie = await t.signIn(demo.vendor);
    const me = (await t.request({ method: 'GET', url: '/api/me', cookie })).json();
    expect(me.user).toEqual({ id: 'usr_demo_vendor', email: demo.vendor, name: 'Victor Surveyor', role: 'vendor', isActive: true, createdAt: expect.any(String) });
    expect(me.profile).toEqual({ id: 'usr_demo_vendor', firstName: 'Victor', lastName: 'Surveyor', role: 'vendor', status: 'active', email: demo.vendor, phone: '(512) 555-0103', avatarUrl: null, roles: ['vendor'] });
    expect(me.permissions).toEqual(expect.arrayContaining(['read:vendor_orders', 'update:vendor_profile', 'delete:vendor_services']));
    expect(me.permissions).not.toContain('read:orders');
    const admin = (await t.request({ method: 'GET', url: '/api/me', cookie: await t.signIn(demo.admin) })).json();
    expect(admin.permissions).toEqual(expect.arrayContaining(['read:orders', 'read:vendor_orders', 'update:users']));
  });
});

describe('PATCH /api/me/profile', () => {
  it("splits a full name by the spec's rule and updates the phone", async () => {
    const cookie = await t.signIn(demo.client);
    const response = await t.request({ method: 'PATCH', url: '/api/me/profile', cookie, payload: { fullName: 'Jane Q Public', phone: '+1 (512) 555-0199' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ firstName: 'Jane', lastName: 'Q', phone: '+1 (512) 555-0199' });
    expect(response.json().user.name).toBe('Jane Q');
    const events = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, 'usr_demo_client'), eq(auditEvents.action, 'profile.updated')));
    expect(events.length).toBeGreaterThan(0);
  });

  it("answers 'No user is logged in' when signed out", async () => {
    const response = await t.request({ method: 'PATCH', url: '/api/me/profile', payload: { firstName: 'X' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('No user is logged in');
  });

  it('refuses a role or status in the body and leaves the role alone', async () => {
    const cookie = await t.signIn(demo.agent);
    for (const payload of [{ role: 'admin' }, { status: 'active' }, { firstName: 'Erin', role: 'admin' }]) {
      const response = await t.request({ method: 'PATCH', url: '/api/me/profile', cookie, payload });
      expect(response.statusCode).toBe(400);
    }
    expect((await userByEmail(demo.agent))?.profiles.role).toBe('agent');
  });

  it('refuses an invalid phone and a blank first name', async () => {
    const cookie = await t.signIn(demo.agent);
    expect((await t.request({ method: 'PATCH', url: '/api/me/profile', cookie, payload: { phone: 'call me maybe' } })).json().error.fields).toHaveProperty('phone');
    expect((await t.request({ method: 'PATCH', url: '/api/me/profile', cookie, payload: { firstName: '  ' } })).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  async function tokenFor(email: string): Promise<string> {
    const [message] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.id);
    const match = message?.text.match(/#access_token=([^&\s]+)&type=recovery/);
    if (!match) throw new Error('no reset link');
    expect(message!.text).toContain(`${TEST_BASE_URL}/auth/reset-password#access_token=`);
    return decodeURIComponent(match[1]!);
  }

  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    const known = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: demo.vendor } });
    const unknown = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.test' } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_SUCCESS });
    expect(unknown.json()).toEqual(known.json());
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nobody@example.test'))).toHaveLength(0);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, demo.vendor))).toHaveLength(1);
    const blank = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: '' } });
    expect(blank.json().error.fields.email).toEqual(['Email is required']);
  });

  it('sets the new password once, ends the old sessions, and refuses the token again', async () => {
    const email = 'reset.me@example.test';
    expect((await register(validRegistration(email, { password: 'Original!2026' }))).statusCode).toBe(201);
    const oldCookie = await t.signIn(email, 'Original!2026');
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const token = await tokenFor(email);

    const weak = await t.request({ method: 'POST', url: '/api/auth/update-password', payload: { token, password: 'weakpassword' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toEqual([passwordMessages.weak]);

    const done = await t.request({ method: 'POST', url: '/api/auth/update-password', payload: { token, password: 'Renewed!2026' } });
    expect(done.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: oldCookie })).statusCode).toBe(401);
    const fresh = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'Renewed!2026' } });
    expect(fresh.statusCode).toBe(200);
    expect(sessionCookie(fresh)).toBeTruthy();
    expect((await t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'Original!2026' } })).statusCode).toBe(401);

    const again = await t.request({ method: 'POST', url: '/api/auth/update-password', payload: { token, password: 'Another!2026' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'INVALID_TOKEN', message: 'This password reset link is invalid or has expired.' });
  });

  it('refuses an expired token', async () => {
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: demo.client } });
    const token = await tokenFor(demo.client);
    await t.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.identifier, `reset-password:${token}`));
    const response = await t.request({ method: 'POST', url: '/api/auth/update-password', payload: { token, password: 'Renewed!2026' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
  });
});

describe('GET /api/config', () => {
  it('lists the demo accounts only in demo mode', async () => {
    const config = (await t.request({ method: 'GET', url: '/api/config' })).json();
    expect(config.demoMode).toBe(true);
    expect(config.demoAccounts.map((account: { email: string }) => account.email)).toEqual([demo.agent, demo.client, demo.vendor, demo.admin]);
    const production = await createTestApp({ DEMO: '0' });
    try {
      expect((await production.request({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ demoMode: false, demoAccounts: [] });
    } finally {
      await production.close();
    }
  });
});
