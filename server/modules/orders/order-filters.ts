import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { z } from 'zod';
import type { OrderExportQuerySchema } from '@core/contracts/orders';
import { orders } from '../../db/schema';
import { prepared } from '../../lib/prepared';

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

/** A WHERE clause with placeholders, the values for them, and its shape (the cache key). */
export interface BoundFilters {
  where: SQL | undefined;
  values: Record<string, unknown>;
  shape: string;
}

/**
 * The WHERE clause of the order list, its export and every link from a dashboard count, with
 * placeholders in place of values so each shape of filter is prepared once (lib/prepared.ts).
 */
export function bindOrderFilters(query: OrderFilters, mode: SearchMode): BoundFilters {
  const conditions: SQL[] = [];
  const values: Record<string, unknown> = {};
  const names: string[] = [];
  const bind = (name: string, value: unknown) => {
    values[name] = value;
    names.push(name);
    return sql.placeholder(name);
  };
  if (query.q) {
    const needle = query.q.toLowerCase();
    conditions.push(
      mode === 'substring'
        ? sql`${orders.searchText} ilike ${bind('qLike', `%${escapeLike(needle)}%`)}`
        : sql`${bind('qWord', needle)} <% ${orders.searchText}`,
    );
  }
  if (query.status?.length) conditions.push(sql`${orders.status} = any(${bind('status', query.status)})`);
  if (query.phase) conditions.push(sql`${orders.phase} = ${bind('phase', query.phase)}`);
  if (query.transactionType?.length) conditions.push(sql`${orders.transactionType} = any(${bind('transactionType', query.transactionType)})`);
  if (query.officerId) {
    const officer = bind('officerId', query.officerId);
    conditions.push(or(eq(orders.escrowOfficerId, officer), eq(orders.titleOfficerId, officer), eq(orders.processorId, officer))!);
  }
  if (query.officeId) conditions.push(eq(orders.officeId, bind('officeId', query.officeId)));
  if (query.state) conditions.push(eq(orders.propertyState, bind('state', query.state.toUpperCase())));
  // "Travis" finds "Travis County".
  if (query.county) conditions.push(sql`${orders.propertyCounty} ilike ${bind('county', `${escapeLike(query.county)}%`)}`);
  if (query.openedFrom) conditions.push(gte(orders.openedDate, bind('openedFrom', query.openedFrom)));
  if (query.openedTo) conditions.push(lte(orders.openedDate, bind('openedTo', query.openedTo)));
  if (query.closingFrom) conditions.push(gte(orders.closingOn, bind('closingFrom', query.closingFrom)));
  if (query.closingTo) conditions.push(lte(orders.closingOn, bind('closingTo', query.closingTo)));
  return { where: conditions.length ? and(...conditions) : undefined, values, shape: `${mode}:${names.join(',')}` };
}

export async function chooseSearchMode(db: Db, query: OrderFilters): Promise<SearchMode> {
  if (!query.q) return 'substring';
  const filters = bindOrderFilters(query, 'substring');
  const statement = prepared(db, `orders.any:${filters.shape}`, (name) =>
    db.select({ id: orders.id }).from(orders).where(filters.where).limit(1).prepare(name),
  );
  const [hit] = await statement.execute(filters.values);
  return hit ? 'substring' : 'fuzzy';
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

/** The cache key of a sort. */
export function sortShape(query: OrderFilters, mode: SearchMode): string {
  return `${query.sort ?? ''}:${query.dir ?? ''}:${mode === 'fuzzy' && query.q && !query.sort ? 'rank' : ''}`;
}

/** ORDER BY for the list: the chosen column, then id so pages never overlap. */
export function orderSort(query: OrderFilters, mode: SearchMode): SQL[] {
  if (!query.sort && query.q && mode === 'fuzzy') {
    // Best match first when searching without an explicit sort (qWord is bound by the filters).
    return [desc(sql`word_similarity(${sql.placeholder('qWord')}, ${orders.searchText})`), desc(orders.updatedAt), desc(orders.id)];
  }
  const column = sortColumns[query.sort ?? 'updatedAt'];
  const direction = query.dir ?? (query.sort && query.sort !== 'updatedAt' ? 'asc' : 'desc');
  return direction === 'asc' ? [asc(column), asc(orders.id)] : [desc(column), desc(orders.id)];
}
