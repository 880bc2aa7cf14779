import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderParties, orders } from '../../db/schema';

/**
 * Recomputes orders.party_names (what the list shows and the search matches) from the parties
 * of the given orders. Called in the same transaction as any change to parties or their names.
 */
export async function refreshPartyNames(db: Db, orderIds: string[]): Promise<void> {
  if (!orderIds.length) return;
  await db
    .update(orders)
    .set({
      partyNames: sql`coalesce((
        select string_agg(name, ', ' order by name) from (
          select distinct coalesce(c.first_name || ' ' || c.last_name, co.name) as name
          from ${orderParties} p
          left join contacts c on c.id = p.contact_id
          left join companies co on co.id = p.company_id
          where p.order_id = ${orders.id}
        ) names
      ), '')`,
    })
    .where(inArray(orders.id, orderIds));
}

/** The orders a contact or company is a party to (to refresh after a rename). */
export async function ordersOfParty(db: Db, party: { contactId?: string; companyId?: string }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orderId: orderParties.orderId })
    .from(orderParties)
    .where(party.contactId ? sql`${orderParties.contactId} = ${party.contactId}` : sql`${orderParties.companyId} = ${party.companyId!}`);
  return rows.map((row) => row.orderId);
}
