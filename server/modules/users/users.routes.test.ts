/**
 * The admin users API answer by answer: exact bodies, the profile and session rows each action
 * leaves, the audit trail, and that nobody but an admin changes anything.
 * (users.api.test.ts covers the same flows more briefly.)
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf } from '@core/domain/permissions';
import { auditEvents, profiles, sessions } from '../../db/schema';
import { SEED_EPOCH, seedUsers } from '../../db/seed';
import { createTestApp, DEMO_PASSWORD, demo, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(demo.admin);
});
afterAll(() => t.close());

// Requests default to the admin's cookie; `null` sends none (signed out).
const get = (url: string, cookie: string | null = admin) => t.request({ method: 'GET', url, cookie: cookie ?? undefined });
const act = (id: string, action: string, cookie: string | null = admin, payload?: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/users/${id}/${action}`,
    cookie: cookie ?? undefined,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const setRole = (id: string, role: unknown, cookie: string | null = admin) =>
  t.request({ method: 'PATCH', url: `/api/users/${id}/role`, cookie: cookie ?? undefined, payload: { role } as Record<string, unknown> });
const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });
const signInRaw = (email: string) => t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: DEMO_PASSWORD } });

const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
const sessionsOf = (id: string) => t.db.select().from(sessions).where(eq(sessions.userId, id));
const auditFor = (id: string) => t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.id);
const auditCount = async () => (await t.db.select({ value: count() }).from(auditEvents))[0]!.value;
const allProfiles = () => t.db.select().from(profiles).orderBy(profiles.id);

/** A seeded user as the list presents it. */
const summary = (id: string) => {
  const index = seedUsers.findIndex((user) => user.id === id);
  const user = seedUsers[index]!;
  const at = new Date(SEED_EPOCH.getTime() + index * 60_000).toISOString();
  return { id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role, status: user.status, createdAt: at, updatedAt: at };
};
const emails = (body: { items: { email: string }[] }) => body.items.map((item) => item.email).sort();
const forbidden = { error: { code: 'FORBIDDEN', message: 'You do not have permission to do this' } };

describe('GET /api/users (admin)', () => {
  it('lists every seeded user in the summary shape, pending first, then newest first', async () => {
    const response = await get('/api/users');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: seedUsers.length, page: 1, pageSize: 25 });
    expect(body.items).toHaveLength(seedUsers.length);
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([
      'usr_demo_pending_vendor',
      'usr_demo_pending_agent',
      'usr_demo_client_b',
      'usr_demo_processor',
      'usr_demo_closer',
      'usr_demo_deactivated',
      'usr_demo_title',
      'usr_demo_vendor',
      'usr_demo_client',
      'usr_demo_agent',
      'usr_demo_admin',
    ]);
    expect(body.items).toContainEqual(summary('usr_demo_admin'));
    expect(body.items).toContainEqual(summary('usr_demo_pending_agent'));
  });

  it('filters by status and role, alone and together', async () => {
    const pending = (await get('/api/users?status=pending')).json();
    expect(pending.total).toBe(2);
    expect(emails(pending)).toEqual([demo.pendingAgent, demo.pendingVendor]);
    const vendors = (await get('/api/users?role=vendor')).json();
    expect(vendors.total).toBe(2);
    expect(emails(vendors)).toEqual([demo.pendingVendor, demo.vendor]);
    const activeAgents = (await get('/api/users?role=agent&status=active')).json();
    expect(emails(activeAgents)).toEqual([demo.agent, 'closer@demo.test', 'processor@demo.test', 'title.officer@demo.test']);
    const deactivated = (await get('/api/users?status=deactivated')).json();
    expect(deactivated).toEqual({ items: [summary('usr_demo_deactivated')], total: 1, page: 1, pageSize: 25 });
    const none = (await get('/api/users?status=rejected')).json();
    expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
  });

  it('searches email, first and last name, case-insensitively, with LIKE characters taken literally', async () => {
    expect(emails((await get('/api/users?q=ERIN')).json())).toEqual([demo.agent]);
    expect(emails((await get('/api/users?q=notary')).json())).toEqual([demo.pendingVendor]);
    expect(emails((await get('/api/users?q=former.')).json())).toEqual([demo.deactivated]);
    expect(emails((await get('/api/users?q=pending&role=vendor')).json())).toEqual([demo.pendingVendor]);
    expect((await get('/api/users?q=_')).json().total).toBe(0);
    expect((await get('/api/users?q=%25')).json().total).toBe(0);
  });

  it('pages through everyone exactly once', async () => {
    const seen: string[] = [];
    const pages = Math.ceil(seedUsers.length / 3);
    for (let page = 1; page <= pages; page++) {
      const body = (await get(`/api/users?page=${page}&pageSize=3`)).json();
      expect(body).toMatchObject({ page, pageSize: 3, total: seedUsers.length });
      seen.push(...body.items.map((item: { id: string }) => item.id));
    }
    expect(seen).toHaveLength(seedUsers.length);
    expect(new Set(seen).size).toBe(seedUsers.length);
    expect((await get(`/api/users?page=${pages + 1}&pageSize=3`)).json()).toEqual({ items: [], total: seedUsers.length, page: pages + 1, pageSize: 3 });
  });

  it('refuses malformed queries with field errors', async () => {
    const cases: [string, string][] = [
      ['status=bogus', 'status'],
      ['role=superuser', 'role'],
      ['pageSize=1000', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['page=abc', 'page'],
      ['sort=email', 'sort'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/users?${query}`);
      expect({ query, status: response.statusCode, code: response.json().error.code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
      expect(response.json().error.fields).toHaveProperty(field);
    }
  });

  it('is 401 signed out and 403 FORBIDDEN for agents, clients and vendors', async () => {
    const signedOut = await t.request({ method: 'GET', url: '/api/users' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } });
    for (const email of [demo.agent, demo.client, demo.vendor]) {
      const response = await get('/api/users', await t.signIn(email));
      expect({ email, status: response.statusCode, body: response.json() }).toEqual({ email, status: 403, body: forbidden });
    }
  });
});

describe('non-admins cannot change accounts', () => {
  it('answers 403 to every action and role change by an agent, client or vendor, and changes no row', async () => {
    const before = await allProfiles();
    const auditBefore = await auditCount();
    for (const email of [demo.agent, demo.client, demo.vendor]) {
      const cookie = await t.signIn(email);
      const attempts = [
        act('usr_demo_pending_agent', 'approve', cookie, {}),
        act('usr_demo_pending_vendor', 'reject', cookie, {}),
        act('usr_demo_client', 'deactivate', cookie, {}),
        act('usr_demo_deactivated', 'reactivate', cookie, {}),
        setRole('usr_demo_client', 'admin', cookie),
        // Self-escalation.
        setRole(seedUsers.find((user) => user.email === email)!.id, 'admin', cookie),
      ];
      for (const response of await Promise.all(attempts)) {
        expect({ email, status: response.statusCode, body: response.json() }).toEqual({ email, status: 403, body: forbidden });
      }
    }
    const signedOut = await act('usr_demo_pending_agent', 'approve', null, {});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('UNAUTHENTICATED');
    expect(await allProfiles()).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('refuses a pending account with ACCOUNT_PENDING, even one registered as agent', async () => {
    const before = await allProfiles();
    const cookie = await t.signIn(demo.pendingVendor);
    const response = await act('usr_demo_pending_vendor', 'approve', cookie, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'ACCOUNT_PENDING', message: 'Your account is awaiting approval by an administrator' } });
    expect(await allProfiles()).toEqual(before);
  });
});

describe('approve', () => {
  it("activates a pending agent (with or without a JSON body); audited; their next request has the agent's permissions", async () => {
    const agentCookie = await t.signIn(demo.pendingAgent);
    expect((await me(agentCookie)).json()).toMatchObject({ user: { isActive: false }, permissions: [] });
    const before = await profileOf('usr_demo_pending_agent');

    // No body and no content type: the action is in the path.
    const response = await act('usr_demo_pending_agent', 'approve');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ ...summary('usr_demo_pending_agent'), status: 'active', updatedAt: expect.any(String) });
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(before.updatedAt.getTime());

    const after = await profileOf('usr_demo_pending_agent');
    expect(after).toMatchObject({ status: 'active', role: 'agent' });
    expect(after.updatedAt.toISOString()).toBe(body.updatedAt);
    expect(await auditFor('usr_demo_pending_agent')).toEqual([
      expect.objectContaining({ actorId: 'usr_demo_admin', action: 'user.approve', entityType: 'user', before: { status: 'pending' }, after: { status: 'active' } }),
    ]);

    // Same session, next request: active, with the agent permissions.
    const next = (await me(agentCookie)).json();
    expect(next.user).toMatchObject({ isActive: true, role: 'agent' });
    expect(next.profile.status).toBe('active');
    expect(next.permissions).toEqual(permissionsOf('agent').map((permission) => permission.name));

    const again = await act('usr_demo_pending_agent', 'approve', admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'CONFLICT', message: 'An active account cannot be approved' } });
  });
});

describe('reject', () => {
  it('rejects a pending vendor: sessions deleted, sign-in refused with ACCOUNT_REJECTED', async () => {
    const vendorCookie = await t.signIn(demo.pendingVendor);
    expect(await sessionsOf('usr_demo_pending_vendor')).not.toEqual([]);

    const response = await act('usr_demo_pending_vendor', 'reject', admin, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...summary('usr_demo_pending_vendor'), status: 'rejected', updatedAt: expect.any(String) });
    expect((await profileOf('usr_demo_pending_vendor')).status).toBe('rejected');
    expect(await sessionsOf('usr_demo_pending_vendor')).toEqual([]);
    expect((await me(vendorCookie)).statusCode).toBe(401);
    const [event] = (await auditFor('usr_demo_pending_vendor')).filter((row) => row.action === 'user.reject');
    expect(event).toMatchObject({ actorId: 'usr_demo_admin', before: { status: 'pending' }, after: { status: 'rejected' } });

    const signIn = await signInRaw(demo.pendingVendor);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      error: { code: 'ACCOUNT_REJECTED', message: 'This account request was not approved. Contact the title agency.' },
    });
    expect(await sessionsOf('usr_demo_pending_vendor')).toEqual([]);

    for (const [action, message] of [
      ['reject', 'A rejected account cannot be rejected'],
      ['reactivate', 'A rejected account cannot be reactivated'],
    ] as const) {
      const invalid = await act('usr_demo_pending_vendor', action, admin, {});
      expect(invalid.statusCode).toBe(409);
      expect(invalid.json()).toEqual({ error: { code: 'CONFLICT', message } });
    }
    expect((await profileOf('usr_demo_pending_vendor')).status).toBe('rejected');
  });
});

describe('deactivate and reactivate', () => {
  it('ends the sessions of a deactivated user at once, refuses their sign-in, and reactivation restores access', async () => {
    const cookie = await t.signIn('title.officer@demo.test');
    expect((await me(cookie)).statusCode).toBe(200);

    const response = await act('usr_demo_title', 'deactivate', admin, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...summary('usr_demo_title'), status: 'deactivated', updatedAt: expect.any(String) });
    expect((await profileOf('usr_demo_title')).status).toBe('deactivated');
    expect(await sessionsOf('usr_demo_title')).toEqual([]);

    const stale = await me(cookie);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } });
    const signIn = await signInRaw('title.officer@demo.test');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.code).toBe('ACCOUNT_DEACTIVATED');

    const twice = await act('usr_demo_title', 'deactivate', admin, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: { code: 'CONFLICT', message: 'A deactivated account cannot be deactivated' } });

    const reactivated = await act('usr_demo_title', 'reactivate', admin, {});
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json()).toMatchObject({ id: 'usr_demo_title', status: 'active' });
    expect((await profileOf('usr_demo_title')).status).toBe('active');
    expect((await auditFor('usr_demo_title')).map((row) => [row.action, row.before, row.after])).toEqual([
      ['user.deactivate', { status: 'active' }, { status: 'deactivated' }],
      ['user.reactivate', { status: 'deactivated' }, { status: 'active' }],
    ]);
    expect((await signInRaw('title.officer@demo.test')).statusCode).toBe(200);

    const activeAgain = await act('usr_demo_title', 'reactivate', admin, {});
    expect(activeAgain.statusCode).toBe(409);
    expect(activeAgain.json()).toEqual({ error: { code: 'CONFLICT', message: 'An active account cannot be reactivated' } });
  });
});

describe('guards on every action', () => {
  it('refuses acting on oneself (409), unknown ids (404), bad ids and stray body fields (400), changing nothing', async () => {
    const before = await allProfiles();
    const auditBefore = await auditCount();

    for (const action of ['deactivate', 'reject', 'approve', 'reactivate']) {
      const self = await act('usr_demo_admin', action, admin, {});
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ error: { code: 'CONFLICT', message: 'You cannot change the status of your own account' } });
    }
    const selfRole = await setRole('usr_demo_admin', 'client');
    expect(selfRole.statusCode).toBe(409);
    expect(selfRole.json()).toEqual({ error: { code: 'CONFLICT', message: 'You cannot change your own role' } });

    for (const response of [await act('usr_nobody', 'approve', admin, {}), await setRole('usr_nobody', 'agent')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'User not found' } });
    }

    const longId = await act('x'.repeat(65), 'approve', admin, {});
    expect(longId.statusCode).toBe(400);
    expect(longId.json().error.code).toBe('VALIDATION_FAILED');
    const stray = await act('usr_demo_client', 'deactivate', admin, { status: 'active' });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().error.fields).toEqual({ status: ['Unknown field'] });
    const unknownAction = await act('usr_demo_client', 'promote', admin, {});
    expect(unknownAction.statusCode).toBe(404);

    expect(await allProfiles()).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });
});

describe('PATCH /api/users/:id/role', () => {
  it("changes agent to vendor: audited, and the user's next request carries the vendor role and permissions", async () => {
    const agentCookie = await t.signIn(demo.agent);
    expect((await me(agentCookie)).json().user.role).toBe('agent');

    const response = await setRole('usr_demo_agent', 'vendor');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...summary('usr_demo_agent'), role: 'vendor', updatedAt: expect.any(String) });
    expect((await profileOf('usr_demo_agent')).role).toBe('vendor');
    expect(await auditFor('usr_demo_agent')).toEqual([
      expect.objectContaining({ actorId: 'usr_demo_admin', action: 'user.role_changed', before: { role: 'agent' }, after: { role: 'vendor' } }),
    ]);

    const next = (await me(agentCookie)).json();
    expect(next.user.role).toBe('vendor');
    expect(next.profile).toMatchObject({ role: 'vendor', roles: ['vendor'] });
    expect(next.permissions).toEqual(permissionsOf('vendor').map((permission) => permission.name));

    // Setting the role it already has is a no-op: no second audit event.
    const same = await setRole('usr_demo_agent', 'vendor');
    expect(same.statusCode).toBe(200);
    expect(same.json().role).toBe('vendor');
    expect(await auditFor('usr_demo_agent')).toHaveLength(1);
  });

  it("refuses 'superuser', a missing role and extra fields with 400, leaving the role alone", async () => {
    const before = await profileOf('usr_demo_client');
    const superuser = await setRole('usr_demo_client', 'superuser');
    expect(superuser.statusCode).toBe(400);
    expect(superuser.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'role: Choose a valid role', fields: { role: ['Choose a valid role'] } },
    });
    const missing = await t.request({ method: 'PATCH', url: '/api/users/usr_demo_client/role', cookie: admin, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('role');
    const extra = await t.request({ method: 'PATCH', url: '/api/users/usr_demo_client/role', cookie: admin, payload: { role: 'agent', status: 'active' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields).toEqual({ status: ['Unknown field'] });
    expect(await profileOf('usr_demo_client')).toEqual(before);
  });
});
