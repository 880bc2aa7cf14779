import { eq } from 'drizzle-orm';
import type { OrderDetail } from '@core/contracts/orders';
import { todayIn } from '@core/domain/calendar-dates';
import { allowedTransitions, canTransition, phaseOf, statusLabels, type OrderStatus } from '@core/domain/order-status';
import type { Db } from '../../db/client';
import { orders, orderStatusEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import { getOrder } from './get-order';
import { VERSION_CONFLICT_MESSAGE } from './update-order';

/** The key date a step stamps when it is reached and the date is still empty. */
const stampedDates: Partial<Record<OrderStatus, 'closingDate' | 'fundingDate' | 'recordedDate' | 'policyIssuedDate'>> = {
  closed: 'closingDate',
  funded: 'fundingDate',
  recorded: 'recordedDate',
  policy_issued: 'policyIssuedDate',
};

/** Moves an order along the lifecycle; the server decides what is allowed (PRODUCT.md §3). */
export async function transitionOrder(
  db: Db,
  actor: CurrentUser,
  id: string,
  input: { to: OrderStatus; version: number; note?: string | null },
  options: { timeZone: string },
): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Order not found');
    if (current.version !== input.version) throw new AppError('VERSION_CONFLICT', VERSION_CONFLICT_MESSAGE);
    if (!canTransition(current.status, input.to, current.heldFromStatus)) {
      const allowed = allowedTransitions(current.status, current.heldFromStatus).map((status) => statusLabels[status]);
      throw new AppError(
        'ORDER_STATUS_TRANSITION_INVALID',
        `An order that is ${statusLabels[current.status].toLowerCase()} cannot move to ${statusLabels[input.to].toLowerCase()}` +
          (allowed.length ? `; it can move to: ${allowed.join(', ')}` : '; it is final'),
      );
    }
    const heldFromStatus = input.to === 'on_hold' ? current.status : null;
    const changes: Partial<typeof orders.$inferInsert> = {
      status: input.to,
      heldFromStatus,
      phase: phaseOf(input.to, heldFromStatus),
      version: current.version + 1,
      updatedAt: new Date(),
    };
    const dateField = stampedDates[input.to];
    if (dateField && !current[dateField]) changes[dateField] = todayIn(options.timeZone);
    await tx.update(orders).set(changes).where(eq(orders.id, id));
    await tx.insert(orderStatusEvents).values({ orderId: id, fromStatus: current.status, toStatus: input.to, actorId: actor.id, note: input.note ?? null });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.status_changed',
      entityType: 'order',
      entityId: id,
      before: { status: current.status },
      after: { status: input.to, ...(dateField && changes[dateField] ? { [dateField]: changes[dateField] } : {}), ...(input.note ? { note: input.note } : {}) },
    });
  });
  return getOrder(db, id);
}
