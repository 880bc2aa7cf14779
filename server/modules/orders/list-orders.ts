import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderListQuerySchema, OrderListResponse } from '@core/contracts/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { orderConditions, orderSort } from './order-filters';
import { selectOrderSummaries } from './order-query';
import { presentOrderSummary } from './orders.presenter';

/** Totals stop counting here: "10,000+" is as useful as an exact figure and costs far less. */
export const COUNT_LIMIT = 10_000;

export async function listOrders(db: Db, query: z.output<typeof OrderListQuerySchema>): Promise<OrderListResponse> {
  const where = orderConditions(query);
  const [rows, counted] = await Promise.all([
    selectOrderSummaries(db)
      .where(where)
      .orderBy(...orderSort(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(db.select({ one: sql`1` }).from(orders).where(where).limit(COUNT_LIMIT + 1).as('matches')),
  ]);
  const total = counted[0]?.value ?? 0;
  return {
    items: rows.map(presentOrderSummary),
    total: Math.min(total, COUNT_LIMIT),
    totalCapped: total > COUNT_LIMIT,
    page: query.page,
    pageSize: query.pageSize,
  };
}
