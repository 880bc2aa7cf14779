import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AddPartyInputSchema, OrderParty } from '@core/contracts/orders';
import type { Db } from '../../db/client';
import { orderParties, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import { newId } from '../../lib/ids';
import { listOrderParties } from './get-order';
import { checkOrderReferences } from './order-references';
import { refreshPartyNames } from './party-names';

export async function addOrderParty(db: Db, actor: CurrentUser, orderId: string, input: z.output<typeof AddPartyInputSchema>): Promise<OrderParty> {
  const fields = await checkOrderReferences(db, { parties: [input] });
  if (Object.keys(fields).length) {
    const key = input.contactId ? 'contactId' : 'companyId';
    throw new AppError('VALIDATION_FAILED', 'No such contact or company', { [key]: ['No such contact or company'] });
  }
  const id = newId('pty');
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    const partyId = input.contactId ?? input.companyId!;
    const [existing] = await tx
      .select({ id: orderParties.id })
      .from(orderParties)
      .where(and(eq(orderParties.orderId, orderId), eq(orderParties.role, input.role), sql`coalesce(${orderParties.contactId}, ${orderParties.companyId}) = ${partyId}`));
    if (existing) throw new AppError('CONFLICT', 'This party already has that role on the order');
    await tx.insert(orderParties).values({ id, orderId, role: input.role, contactId: input.contactId ?? null, companyId: input.companyId ?? null });
    await refreshPartyNames(tx, [orderId]);
    await tx.update(orders).set({ version: sql`${orders.version} + 1`, updatedAt: new Date() }).where(eq(orders.id, orderId));
    const party = (await listOrderParties(tx, orderId)).find((row) => row.id === id)!;
    await recordAudit(tx, { actorId: actor.id, action: 'order.party_added', entityType: 'order', entityId: orderId, after: { partyId: id, role: input.role, name: party.name } });
  });
  return (await listOrderParties(db, orderId)).find((row) => row.id === id)!;
}
