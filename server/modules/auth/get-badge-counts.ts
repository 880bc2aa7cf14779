import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { BadgeCounts } from '@core/contracts/auth';
import type { Db } from '../../db/client';
import { notifications, tasks } from '../../db/schema';

/** Open tasks assigned to the user and unread notifications by channel, in one round trip. */
export async function getBadgeCounts(db: Db, userId: string): Promise<BadgeCounts> {
  const [row] = await db
    .select({
      openTasks: sql<number>`(${db.select({ value: count() }).from(tasks).where(and(eq(tasks.assigneeId, userId), ne(tasks.status, 'done')))})`.mapWith(Number),
      unreadNotifications: sql<number>`(${db.select({ value: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.channel, 'standard'), isNull(notifications.readAt)))})`.mapWith(Number),
      unreadAiNotifications: sql<number>`(${db.select({ value: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.channel, 'ai'), isNull(notifications.readAt)))})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return { openTasks: row?.openTasks ?? 0, unreadNotifications: row?.unreadNotifications ?? 0, unreadAiNotifications: row?.unreadAiNotifications ?? 0 };
}
