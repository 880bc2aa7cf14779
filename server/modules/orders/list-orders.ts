import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderListQuerySchema, OrderListResponse } from '@core/contracts/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { prepared } from '../../lib/prepared';
import { bindOrderFilters, chooseSearchMode, orderSort, sortShape } from './order-filters';
import { loadAssignees, selectOrderSummaries, type OrderSummaryRow } from './order-query';
import { presentOrderSummary } from './orders.presenter';

/**
 * Totals stop counting here: "1,000+" (forty pages) tells a person as much as an exact figure,
 * and counting 100,000 matches on every page turn was most of the list's database time. The
 * dashboards give exact counts.
 */
export const COUNT_LIMIT = 1_000;

type ListQuery = z.output<typeof OrderListQuerySchema>;

/** The list's SQL: one page of rows, the capped count, and the page's assignees. */
export async function queryOrderPage(db: Db, query: ListQuery) {
  const mode = await chooseSearchMode(db, query);
  const filters = bindOrderFilters(query, mode);
  const page = prepared(db, `orders.page:${filters.shape}:${sortShape(query, mode)}`, (name) =>
    selectOrderSummaries(db)
      .where(filters.where)
      .orderBy(...orderSort(query, mode))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const counter = prepared(db, `orders.count:${filters.shape}`, (name) =>
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(db.select({ one: sql`1` }).from(orders).where(filters.where).limit(COUNT_LIMIT + 1).as('matches'))
      .prepare(name),
  );
  const [rows, counted] = await Promise.all([
    page.execute({ ...filters.values, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }) as Promise<OrderSummaryRow[]>,
    counter.execute(filters.values),
  ]);
  const people = await loadAssignees(db, rows);
  return { rows, total: counted[0]?.value ?? 0, people };
}

export async function listOrders(db: Db, query: ListQuery): Promise<OrderListResponse> {
  const { rows, total, people } = await queryOrderPage(db, query);
  return {
    items: rows.map((row) => presentOrderSummary(row, people)),
    total: Math.min(total, COUNT_LIMIT),
    totalCapped: total > COUNT_LIMIT,
    page: query.page,
    pageSize: query.pageSize,
  };
}
