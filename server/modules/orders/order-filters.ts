import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { z } from 'zod';
import type { OrderExportQuerySchema } from '@core/contracts/orders';
import { orders } from '../../db/schema';

export type OrderFilters = z.output<typeof OrderExportQuerySchema>;

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * How the search box matches: as a substring when anything contains what was typed (exact,
 * and cheap through the trigram index), otherwise fuzzily by words (pg_trgm's `<%`), which is
 * what finds a misspelled name. Fuzzy matching every row that merely resembles a common
 * name would cost far more than it adds when exact matches exist.
 */
export type SearchMode = 'substring' | 'fuzzy';

export async function chooseSearchMode(db: Db, query: OrderFilters): Promise<SearchMode> {
  if (!query.q) return 'substring';
  const [hit] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(orderConditions(query, 'substring')))
    .limit(1);
  return hit ? 'substring' : 'fuzzy';
}

/** The WHERE clause of the order list, its export and every link from a dashboard count. */
export function orderConditions(query: OrderFilters, mode: SearchMode): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const needle = query.q.toLowerCase();
    conditions.push(mode === 'substring' ? ilike(orders.searchText, `%${escapeLike(needle)}%`) : sql`${needle} <% ${orders.searchText}`);
  }
  if (query.status?.length) conditions.push(inArray(orders.status, query.status));
  if (query.phase) conditions.push(eq(orders.phase, query.phase));
  if (query.transactionType?.length) conditions.push(inArray(orders.transactionType, query.transactionType));
  if (query.officerId) {
    conditions.push(
      or(eq(orders.escrowOfficerId, query.officerId), eq(orders.titleOfficerId, query.officerId), eq(orders.processorId, query.officerId))!,
    );
  }
  if (query.officeId) conditions.push(eq(orders.officeId, query.officeId));
  if (query.state) conditions.push(eq(orders.propertyState, query.state.toUpperCase()));
  if (query.county) {
    // "Travis" finds "Travis County".
    conditions.push(ilike(orders.propertyCounty, `${escapeLike(query.county)}%`));
  }
  if (query.openedFrom) conditions.push(gte(orders.openedDate, query.openedFrom));
  if (query.openedTo) conditions.push(lte(orders.openedDate, query.openedTo));
  if (query.closingFrom) conditions.push(gte(orders.closingOn, query.closingFrom));
  if (query.closingTo) conditions.push(lte(orders.closingOn, query.closingTo));
  return conditions.length ? and(...conditions) : undefined;
}

const sortColumns = {
  fileNumber: orders.fileNumber,
  status: orders.status,
  openedDate: orders.openedDate,
  closingDate: orders.closingOn,
  propertyAddress: orders.propertyAddress,
  salePrice: orders.salePriceCents,
  updatedAt: orders.updatedAt,
} as const;

/** ORDER BY for the list: the chosen column, then id so pages never overlap. */
export function orderSort(query: OrderFilters, mode: SearchMode): SQL[] {
  if (!query.sort && query.q && mode === 'fuzzy') {
    // Best match first when searching without an explicit sort.
    const needle = query.q.toLowerCase();
    return [desc(sql`word_similarity(${needle}, ${orders.searchText})`), desc(orders.updatedAt), desc(orders.id)];
  }
  const column = sortColumns[query.sort ?? 'updatedAt'];
  const direction = query.dir ?? (query.sort && query.sort !== 'updatedAt' ? 'asc' : 'desc');
  return direction === 'asc' ? [asc(column), asc(orders.id)] : [desc(column), desc(orders.id)];
}
