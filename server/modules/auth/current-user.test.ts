import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { readSessionToken } from './current-user';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secret = () => t.env.AUTH_SECRET!;

describe('readSessionToken', () => {
  it("reads better-auth's signed cookie and matches the stored session", async () => {
    const cookie = await t.signIn(demo.agent);
    const token = readSessionToken(`theme=dark; ${cookie}`, secret());
    expect(token).toBeTruthy();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token!));
    expect(row?.userId).toBe('usr_demo_agent');
  });

  it('refuses a forged or malformed cookie', async () => {
    const cookie = await t.signIn(demo.agent);
    const value = decodeURIComponent(cookie.split('=').slice(1).join('='));
    const [token] = value.split('.');
    expect(readSessionToken(`better-auth.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`, secret())).toBeNull();
    expect(readSessionToken(cookie, 'another-secret-another-secret-another-01')).toBeNull();
    expect(readSessionToken('better-auth.session_token=%E0%A4%A', secret())).toBeNull();
    expect(readSessionToken('better-auth.session_token=nodot', secret())).toBeNull();
    expect(readSessionToken(undefined, secret())).toBeNull();
    const forged = await t.request({ method: 'GET', url: '/api/me', headers: { cookie: `better-auth.session_token=${token}.forged` } });
    expect(forged.statusCode).toBe(401);
  });
});

describe('sliding session expiry', () => {
  it('extends a session that is due and re-issues the cookie', async () => {
    const cookie = await t.signIn(demo.client);
    const token = readSessionToken(cookie, secret())!;
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.token, token));
    const response = await t.request({ method: 'GET', url: '/api/me', cookie });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('better-auth.session_token=');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
    expect(new Date(response.json().session.expiresAt).getTime()).toBe(row!.expiresAt.getTime());
  });

  it('does not touch a fresh session', async () => {
    const cookie = await t.signIn(demo.client);
    const response = await t.request({ method: 'GET', url: '/api/me', cookie });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('treats an expired session as signed out', async () => {
    const cookie = await t.signIn(demo.vendor);
    const token = readSessionToken(cookie, secret())!;
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.token, token));
    const response = await t.request({ method: 'GET', url: '/api/me', cookie });
    expect(response.statusCode).toBe(401);
  });
});
