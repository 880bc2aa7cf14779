import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, profiles } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(demo.admin);
});
afterAll(() => t.close());

const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

describe('GET /api/users', () => {
  it('lists users for an admin, pending first, with filters, search and paging', async () => {
    const all = (await t.request({ method: 'GET', url: '/api/users', cookie: admin })).json();
    expect(all.total).toBe(8);
    expect(all.items.slice(0, 2).map((user: { status: string }) => user.status)).toEqual(['pending', 'pending']);

    const pendingVendors = (await t.request({ method: 'GET', url: '/api/users?status=pending&role=vendor', cookie: admin })).json();
    expect(pendingVendors.items.map((user: { email: string }) => user.email)).toEqual([demo.pendingVendor]);

    const search = (await t.request({ method: 'GET', url: '/api/users?q=surv', cookie: admin })).json();
    expect(search.items.map((user: { email: string }) => user.email)).toEqual([demo.vendor]);

    const page2 = (await t.request({ method: 'GET', url: '/api/users?page=2&pageSize=3', cookie: admin })).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: 8 });
    expect(page2.items).toHaveLength(3);
    const wildcard = (await t.request({ method: 'GET', url: '/api/users?q=%25', cookie: admin })).json();
    expect(wildcard.total).toBe(0);
  });

  it('is 401 signed out and 403 for every other role', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    for (const email of [demo.agent, demo.client, demo.vendor, demo.pendingAgent]) {
      const response = await t.request({ method: 'GET', url: '/api/users', cookie: await t.signIn(email) });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses malformed queries', async () => {
    for (const query of ['status=bogus', 'role=superuser', 'pageSize=1000', 'page=0', 'unknown=1']) {
      const response = await t.request({ method: 'GET', url: `/api/users?${query}`, cookie: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('account status changes', () => {
  it('approves a pending agent: audited, effective on their next request', async () => {
    const pending = await t.signIn(demo.pendingAgent);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: pending })).json().profile.status).toBe('pending');
    const response = await t.request({ method: 'POST', url: '/api/users/usr_demo_pending_agent/approve', payload: {}, cookie: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 'usr_demo_pending_agent', status: 'active', role: 'agent' });
    const me = (await t.request({ method: 'GET', url: '/api/me', cookie: pending })).json();
    expect(me.profile.status).toBe('active');
    expect(me.permissions).toContain('read:orders');
    const [event] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, 'usr_demo_pending_agent'), eq(auditEvents.action, 'user.approve')));
    expect(event).toMatchObject({ actorId: 'usr_demo_admin', before: { status: 'pending' }, after: { status: 'active' } });
  });

  it('rejects a pending vendor: their sessions end and sign-in is refused', async () => {
    const vendorCookie = await t.signIn(demo.pendingVendor);
    const response = await t.request({ method: 'POST', url: '/api/users/usr_demo_pending_vendor/reject', cookie: admin, payload: {} });
    expect(response.json().status).toBe('rejected');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: vendorCookie })).statusCode).toBe(401);
    const signIn = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: demo.pendingVendor, password: 'Demo!2345' } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.code).toBe('ACCOUNT_REJECTED');
  });

  it('deactivates an active user (their cookie stops working at once) and reactivates them', async () => {
    const titleOfficer = await t.signIn('title.officer@demo.test');
    const deactivated = await t.request({ method: 'POST', url: '/api/users/usr_demo_title/deactivate', cookie: admin, payload: {} });
    expect(deactivated.json().status).toBe('deactivated');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: titleOfficer })).statusCode).toBe(401);
    const refused = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'title.officer@demo.test', password: 'Demo!2345' } });
    expect(refused.statusCode).toBe(403);
    const reactivated = await t.request({ method: 'POST', url: '/api/users/usr_demo_title/reactivate', cookie: admin, payload: {} });
    expect(reactivated.json().status).toBe('active');
    expect(await t.signIn('title.officer@demo.test')).toBeTruthy();
  });

  it('refuses invalid transitions, acting on oneself, unknown users and stray body fields', async () => {
    const approveActive = await t.request({ method: 'POST', url: '/api/users/usr_demo_agent/approve', cookie: admin, payload: {} });
    expect(approveActive.statusCode).toBe(409);
    expect(approveActive.json().error.message).toBe('An active account cannot be approved');
    expect((await t.request({ method: 'POST', url: '/api/users/usr_demo_admin/deactivate', cookie: admin, payload: {} })).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: '/api/users/nobody/approve', cookie: admin, payload: {} })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/users/usr_demo_agent/deactivate', cookie: admin, payload: { status: 'active' } })).statusCode).toBe(400);
    expect((await profileOf('usr_demo_agent')).status).toBe('active');
  });

  it('is 403 for non-admins and changes nothing', async () => {
    const agent = await t.signIn(demo.agent);
    for (const url of ['/api/users/usr_demo_client/deactivate', '/api/users/usr_demo_deactivated/reactivate']) {
      expect((await t.request({ method: 'POST', url, cookie: agent, payload: {} })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: '/api/users/usr_demo_client/deactivate', payload: {} })).statusCode).toBe(401);
    expect((await profileOf('usr_demo_client')).status).toBe('active');
    expect((await profileOf('usr_demo_deactivated')).status).toBe('deactivated');
  });
});

describe('PATCH /api/users/:id/role', () => {
  it("changes a role, audited, effective on the user's next request", async () => {
    const vendor = await t.signIn(demo.vendor);
    const response = await t.request({ method: 'PATCH', url: '/api/users/usr_demo_vendor/role', cookie: admin, payload: { role: 'agent' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('agent');
    const me = (await t.request({ method: 'GET', url: '/api/me', cookie: vendor })).json();
    expect(me.profile.roles).toEqual(['agent']);
    const [event] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, 'usr_demo_vendor'), eq(auditEvents.action, 'user.role_changed')));
    expect(event).toMatchObject({ before: { role: 'vendor' }, after: { role: 'agent' } });
    await t.request({ method: 'PATCH', url: '/api/users/usr_demo_vendor/role', cookie: admin, payload: { role: 'vendor' } });
  });

  it('refuses unknown roles, own role changes and non-admins', async () => {
    expect((await t.request({ method: 'PATCH', url: '/api/users/usr_demo_vendor/role', cookie: admin, payload: { role: 'superuser' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'PATCH', url: '/api/users/usr_demo_vendor/role', cookie: admin, payload: {} })).statusCode).toBe(400);
    expect((await t.request({ method: 'PATCH', url: '/api/users/usr_demo_admin/role', cookie: admin, payload: { role: 'client' } })).statusCode).toBe(409);
    const agent = await t.signIn(demo.agent);
    const escalation = await t.request({ method: 'PATCH', url: '/api/users/usr_demo_agent/role', cookie: agent, payload: { role: 'admin' } });
    expect(escalation.statusCode).toBe(403);
    expect((await profileOf('usr_demo_agent')).role).toBe('agent');
    expect((await t.request({ method: 'PATCH', url: '/api/users/usr_demo_agent/role', payload: { role: 'admin' } })).statusCode).toBe(401);
  });
});
