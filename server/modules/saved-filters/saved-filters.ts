import { and, asc, count, eq } from 'drizzle-orm';
import type { CreateSavedFilterInput, SavedFilter } from '@core/contracts/orders';
import type { Db } from '../../db/client';
import { savedFilters } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';

const MAX_PER_USER = 50;
const SCOPE = 'orders';

function present(row: typeof savedFilters.$inferSelect): SavedFilter {
  return { id: row.id, name: row.name, query: row.query, createdAt: row.createdAt.toISOString() };
}

/** A user's saved order-list filters; nobody else's are ever read or deleted. */
export async function listSavedFilters(db: Db, userId: string): Promise<{ items: SavedFilter[] }> {
  const rows = await db.select().from(savedFilters).where(and(eq(savedFilters.userId, userId), eq(savedFilters.scope, SCOPE))).orderBy(asc(savedFilters.name));
  return { items: rows.map(present) };
}

export async function createSavedFilter(db: Db, userId: string, input: CreateSavedFilterInput & { name: string }): Promise<SavedFilter> {
  // Paging is not part of a filter.
  const params = new URLSearchParams(input.query.replace(/^\?/, ''));
  params.delete('page');
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ value: count() }).from(savedFilters).where(eq(savedFilters.userId, userId));
    if ((existing?.value ?? 0) >= MAX_PER_USER) throw new AppError('CONFLICT', `You can keep at most ${MAX_PER_USER} saved filters`);
    const [clash] = await tx.select({ id: savedFilters.id }).from(savedFilters).where(and(eq(savedFilters.userId, userId), eq(savedFilters.scope, SCOPE), eq(savedFilters.name, input.name)));
    if (clash) throw new AppError('CONFLICT', 'You already have a saved filter with this name', { name: ['You already have a saved filter with this name'] });
    const [row] = await tx.insert(savedFilters).values({ id: newId('flt'), userId, scope: SCOPE, name: input.name, query: params.toString() }).returning();
    return present(row!);
  });
}

export async function deleteSavedFilter(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(savedFilters).where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId))).returning({ id: savedFilters.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', 'Saved filter not found');
}
