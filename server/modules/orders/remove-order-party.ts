import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderParties, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import { listOrderParties } from './get-order';
import { refreshPartyNames } from './party-names';

export async function removeOrderParty(db: Db, actor: CurrentUser, orderId: string, partyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    const party = (await listOrderParties(tx, orderId)).find((row) => row.id === partyId);
    if (!party) throw new AppError('NOT_FOUND', 'Party not found on this order');
    await tx.delete(orderParties).where(and(eq(orderParties.id, partyId), eq(orderParties.orderId, orderId)));
    await refreshPartyNames(tx, [orderId]);
    await tx.update(orders).set({ version: sql`${orders.version} + 1`, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await recordAudit(tx, { actorId: actor.id, action: 'order.party_removed', entityType: 'order', entityId: orderId, before: { partyId, role: party.role, name: party.name } });
  });
}
