import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, contacts, orderParties, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { selectOrderSummaries } from '../orders/order-query';
import { presentOrderSummaries } from '../orders/orders.presenter';

/** The orders a contact or company is a party to, with its role in each, newest first. */
export async function listPartyOrders(db: Db, party: { contactId: string } | { companyId: string }) {
  const isContact = 'contactId' in party;
  const id = isContact ? party.contactId : party.companyId;
  const table = isContact ? contacts : companies;
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!exists) throw new AppError('NOT_FOUND', isContact ? 'Contact not found' : 'Company not found');
  const links = await db
    .select({ orderId: orderParties.orderId, role: orderParties.role })
    .from(orderParties)
    .where(isContact ? eq(orderParties.contactId, id) : eq(orderParties.companyId, id))
    .limit(1000);
  if (!links.length) return { items: [] };
  const rows = await selectOrderSummaries(db)
    .where(inArray(orders.id, [...new Set(links.map((link) => link.orderId))]))
    .orderBy(desc(orders.openedDate), desc(orders.id));
  const summaries = await presentOrderSummaries(db, rows);
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  return {
    items: rows.flatMap((row) => links.filter((link) => link.orderId === row.id).map((link) => ({ role: link.role, order: byId.get(row.id)! }))),
  };
}
