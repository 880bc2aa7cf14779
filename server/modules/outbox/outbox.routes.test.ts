import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: demo.client } });
});
afterAll(() => t.close());

describe('GET /api/outbox', () => {
  it('shows an admin the emails written, newest first, filtered by recipient', async () => {
    const cookie = await t.signIn(demo.admin);
    const response = await t.request({ method: 'GET', url: `/api/outbox?to=${demo.client}`, cookie });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ to: demo.client, subject: expect.stringContaining('Reset'), sentAt: null });
    expect(items[0].text).toContain('/auth/reset-password#access_token=');
  });

  it('refuses everyone but admins', async () => {
    expect((await t.request({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
    for (const email of [demo.agent, demo.client, demo.vendor]) {
      const cookie = await t.signIn(email);
      const response = await t.request({ method: 'GET', url: '/api/outbox', cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('rejects a malformed query', async () => {
    const cookie = await t.signIn(demo.admin);
    const response = await t.request({ method: 'GET', url: '/api/outbox?limit=5000', cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('limit');
  });
});
