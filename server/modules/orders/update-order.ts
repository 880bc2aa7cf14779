import { and, eq, sql } from 'drizzle-orm';
import type { OrderDetail, UpdateOrderInput } from '@core/contracts/orders';
import { moneyProblems } from '@core/contracts/orders';
import { can } from '@core/domain/permissions';
import type { FieldErrors } from '@core/errors';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import { canonicalCounty } from '../reference/counties';
import { getOrder } from './get-order';
import { checkOrderReferences } from './order-references';

export const VERSION_CONFLICT_MESSAGE = 'This order was changed by someone else since you opened it. Reload to see their changes, then make your edit again.';

type Changes = Partial<typeof orders.$inferInsert>;

/** Edits an order. Only the fields sent change; a stale version is a 409, never an overwrite. */
export async function updateOrder(db: Db, actor: CurrentUser, id: string, input: UpdateOrderInput & { version: number }): Promise<OrderDetail> {
  const { version, ...patch } = input;
  if (patch.fileNumber !== undefined && !can(actor.role, 'update', 'file_numbers')) {
    throw new AppError('FORBIDDEN', 'Only an administrator can change a file number');
  }
  const fields: FieldErrors = await checkOrderReferences(db, patch);
  // Every order has an opened date; the contract lets create default it, but an edit cannot clear it.
  if (patch.openedDate === null) fields.openedDate = ['Opened date is required'];
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Order not found');
    if (current.version !== version) throw new AppError('VERSION_CONFLICT', VERSION_CONFLICT_MESSAGE);

    const changes: Changes = {};
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      const currentValue = (current as Record<string, unknown>)[key];
      if (currentValue !== value) (changes as Record<string, unknown>)[key] = value;
    }
    const state = (changes.propertyState ?? current.propertyState) as string;
    if (changes.propertyCounty !== undefined || changes.propertyState !== undefined) {
      const county = canonicalCounty(state, (changes.propertyCounty ?? current.propertyCounty) as string);
      if (!county) fields.propertyCounty = [`No county of that name in ${state}`];
      else if (county !== current.propertyCounty) changes.propertyCounty = county;
      else delete changes.propertyCounty;
    }
    for (const [path, message] of Object.entries(moneyProblems({ ...current, ...changes } as Parameters<typeof moneyProblems>[0]))) {
      if (path in changes || 'transactionType' in changes) fields[path] = [message];
    }
    if (changes.fileNumber) {
      const [taken] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.fileNumber, changes.fileNumber), sql`${orders.id} <> ${id}`));
      if (taken) fields.fileNumber = ['Another order has this file number'];
    }
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', 'Some fields need attention', fields);
    if (!Object.keys(changes).length) return;

    await tx
      .update(orders)
      .set({ ...changes, version: current.version + 1, updatedAt: new Date() })
      .where(eq(orders.id, id));
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, (current as Record<string, unknown>)[key]]));
    await recordAudit(tx, { actorId: actor.id, action: 'order.updated', entityType: 'order', entityId: id, before, after: changes });
  });
  return getOrder(db, id);
}
