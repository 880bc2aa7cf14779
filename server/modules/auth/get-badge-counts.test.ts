import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, tasks } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me/badges', () => {
  it('counts open tasks and unread notifications of the signed-in user only, and follows changes', async () => {
    const cookie = await t.signIn(demo.agent);
    const read = async () => (await t.request({ method: 'GET', url: '/api/me/badges', cookie })).json();
    expect(await read()).toEqual({ openTasks: 0, unreadNotifications: 0, unreadAiNotifications: 0 });

    await t.db.insert(tasks).values([
      { id: 't1', title: 'Order title search', assigneeId: 'usr_demo_agent', status: 'todo' },
      { id: 't2', title: 'Review commitment', assigneeId: 'usr_demo_agent', status: 'blocked' },
      { id: 't3', title: 'Record deed', assigneeId: 'usr_demo_agent', status: 'done' },
      { id: 't4', title: 'Someone else’s', assigneeId: 'usr_demo_title', status: 'todo' },
    ]);
    await t.db.insert(notifications).values([
      { id: 'n1', userId: 'usr_demo_agent', kind: 'assignment', title: 'New task' },
      { id: 'n2', userId: 'usr_demo_agent', kind: 'status_change', title: 'Order closed', readAt: new Date() },
      { id: 'n3', userId: 'usr_demo_agent', channel: 'ai', kind: 'cd_not_sent', title: 'Closing in 2 days, CD not sent' },
      { id: 'n4', userId: 'usr_demo_client', kind: 'message', title: 'New message' },
    ]);
    expect(await read()).toEqual({ openTasks: 2, unreadNotifications: 1, unreadAiNotifications: 1 });

    await t.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, 'n1'));
    await t.db.update(tasks).set({ status: 'done' }).where(eq(tasks.id, 't1'));
    expect(await read()).toEqual({ openTasks: 1, unreadNotifications: 0, unreadAiNotifications: 1 });
  });

  it('is 401 signed out and 403 for an account awaiting approval', async () => {
    expect((await t.request({ method: 'GET', url: '/api/me/badges' })).statusCode).toBe(401);
    const pending = await t.signIn(demo.pendingAgent);
    expect((await t.request({ method: 'GET', url: '/api/me/badges', cookie: pending })).statusCode).toBe(403);
  });
});
