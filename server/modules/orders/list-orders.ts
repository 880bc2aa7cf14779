import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderListQuerySchema, OrderListResponse } from '@core/contracts/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { chooseSearchMode, orderConditions, orderSort } from './order-filters';
import { selectOrderSummaries } from './order-query';
import { presentOrderSummaries } from './orders.presenter';

/**
 * Totals stop counting here: "1,000+" (forty pages) tells a person as much as an exact figure,
 * and counting 100,000 matches on every page turn was most of the list's database time. The
 * dashboards give exact counts.
 */
export const COUNT_LIMIT = 1_000;

export async function listOrders(db: Db, query: z.output<typeof OrderListQuerySchema>): Promise<OrderListResponse> {
  const mode = await chooseSearchMode(db, query);
  const where = orderConditions(query, mode);
  const [rows, counted] = await Promise.all([
    selectOrderSummaries(db)
      .where(where)
      .orderBy(...orderSort(query, mode))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(db.select({ one: sql`1` }).from(orders).where(where).limit(COUNT_LIMIT + 1).as('matches')),
  ]);
  const total = counted[0]?.value ?? 0;
  return {
    items: await presentOrderSummaries(db, rows),
    total: Math.min(total, COUNT_LIMIT),
    totalCapped: total > COUNT_LIMIT,
    page: query.page,
    pageSize: query.pageSize,
  };
}
