import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_ERROR_RATE_LIMIT: '5' });
});
afterAll(() => t.close());

const report = (errorId: string, extra: Record<string, unknown> = {}) => ({
  errorId,
  source: 'route',
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at Dashboard',
  url: 'http://localhost:3000/agent/dashboard',
  breadcrumbs: [{ at: '2026-11-22T10:00:00.000Z', category: 'navigation', message: '/agent/dashboard' }],
  ...extra,
});

describe('POST /api/client-errors', () => {
  it('stores a report with its breadcrumbs and the signed-in user', async () => {
    const cookie = await t.signIn(demo.agent);
    const response = await t.request({ method: 'POST', url: '/api/client-errors', payload: report('err-0000-0001'), cookie });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ errorId: 'err-0000-0001' });
    const [row] = await t.db.select().from(clientErrors).where(eq(clientErrors.errorId, 'err-0000-0001'));
    expect(row).toMatchObject({ userId: 'usr_demo_agent', source: 'route', url: 'http://localhost:3000/agent/dashboard' });
    expect(row!.breadcrumbs).toHaveLength(1);
  });

  it('accepts reports from signed-out visitors', async () => {
    const response = await t.request({ method: 'POST', url: '/api/client-errors', payload: report('err-0000-0002') });
    expect(response.statusCode).toBe(202);
    const [row] = await t.db.select().from(clientErrors).where(eq(clientErrors.errorId, 'err-0000-0002'));
    expect(row?.userId).toBeNull();
  });

  it('refuses more than 100 breadcrumbs, over-long messages and unknown fields', async () => {
    const crumbs = Array.from({ length: 101 }, () => ({ at: 'x', category: 'c', message: 'm' }));
    for (const payload of [report('err-0000-0003', { breadcrumbs: crumbs }), report('err-0000-0004', { message: 'x'.repeat(2049) }), report('err-0000-0005', { admin: true })]) {
      const response = await t.request({ method: 'POST', url: '/api/client-errors', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is rate limited per address', async () => {
    let last = 0;
    for (let index = 0; index < 8; index++) {
      last = (await t.request({ method: 'POST', url: '/api/client-errors', payload: report(`err-rate-${index}xx`) })).statusCode;
    }
    expect(last).toBe(429);
  });
});
