import { and, asc, between, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { MyWork } from '@core/contracts/orders';
import { todayIn, weekOf } from '@core/domain/calendar-dates';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { loadAssignees, selectOrderSummaries, type OrderSummaryRow } from './order-query';
import { presentOrderSummary } from './orders.presenter';

const PANEL_SIZE = 10;

/**
 * The agent dashboard's file panels: my open files (any of the three assignments), my closings
 * this week, and the files anyone changed most recently (what the office is doing).
 */
export async function getMyWork(db: Db, userId: string, options: { timeZone: string }): Promise<MyWork> {
  const week = weekOf(todayIn(options.timeZone));
  const mine = or(eq(orders.escrowOfficerId, userId), eq(orders.titleOfficerId, userId), eq(orders.processorId, userId));
  const myOpen = and(mine, eq(orders.phase, 'open'));
  const [openRows, [openCount], weekRows, recentRows] = await Promise.all([
    selectOrderSummaries(db).where(myOpen).orderBy(sql`${orders.closingOn} asc nulls last`, asc(orders.fileNumber)).limit(PANEL_SIZE),
    db.select({ value: count() }).from(orders).where(myOpen),
    selectOrderSummaries(db)
      .where(and(mine, ne(orders.phase, 'cancelled'), between(orders.closingOn, week.start, week.end)))
      .orderBy(asc(orders.closingOn), asc(orders.fileNumber))
      .limit(50),
    selectOrderSummaries(db).orderBy(desc(orders.updatedAt), desc(orders.id)).limit(PANEL_SIZE),
  ]);
  const people = await loadAssignees(db, [...openRows, ...weekRows, ...recentRows]);
  const present = (rows: OrderSummaryRow[]) => rows.map((row) => presentOrderSummary(row, people));
  return {
    myOpenFiles: { total: openCount?.value ?? 0, items: present(openRows) },
    closingThisWeek: present(weekRows),
    recentlyChanged: present(recentRows),
  };
}
