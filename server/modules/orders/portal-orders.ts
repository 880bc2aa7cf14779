import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { PartyRole, PortalOrderDetail, PortalOrderSummary } from '@core/contracts/orders';
import { lifecycle, statusLabels, type OrderStatus } from '@core/domain/order-status';
import type { Db } from '../../db/client';
import { contacts, orderParties, orders, orderStatusEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { listOrderParties } from './get-order';
import { loadPeople, selectOrderSummaries, type OrderSummaryRow } from './order-query';

/**
 * What a client sees: only orders where one of the contacts linked to their user is a party,
 * and of those only what a party should (no notes, no other party's SSN or TIN).
 */
function partyOf(userId: string) {
  return exists(
    sql`(select 1 from ${orderParties} p join ${contacts} c on c.id = p.contact_id where p.order_id = ${orders.id} and c.user_id = ${userId})`,
  );
}

async function myRoles(db: Db, userId: string, orderIds: string[]): Promise<Map<string, PartyRole[]>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: orderParties.orderId, role: orderParties.role })
    .from(orderParties)
    .innerJoin(contacts, eq(contacts.id, orderParties.contactId))
    .where(and(inArray(orderParties.orderId, orderIds), eq(contacts.userId, userId)));
  const roles = new Map<string, PartyRole[]>();
  for (const row of rows) roles.set(row.orderId, [...(roles.get(row.orderId) ?? []), row.role]);
  return roles;
}


function presentPortalSummary(row: OrderSummaryRow, roles: PartyRole[]): PortalOrderSummary {
  return {
    id: row.id,
    fileNumber: row.fileNumber,
    status: row.status,
    phase: row.phase,
    transactionType: row.transactionType,
    propertyAddress: row.propertyAddress,
    propertyCity: row.propertyCity,
    propertyState: row.propertyState,
    propertyZip: row.propertyZip,
    estimatedClosingDate: row.estimatedClosingDate,
    closingDate: row.closingDate,
    myRoles: roles,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPortalOrders(db: Db, userId: string): Promise<{ items: PortalOrderSummary[] }> {
  const rows = await selectOrderSummaries(db).where(partyOf(userId)).orderBy(desc(orders.updatedAt), desc(orders.id)).limit(200);
  const roles = await myRoles(db, userId, rows.map((row) => row.id));
  return { items: rows.map((row) => presentPortalSummary(row, roles.get(row.id) ?? [])) };
}

/** One of my orders; anything else is the same 404 whether it exists or not. */
export async function getPortalOrder(db: Db, userId: string, orderId: string): Promise<PortalOrderDetail> {
  const [row] = await selectOrderSummaries(db).where(and(eq(orders.id, orderId), partyOf(userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Order not found');
  const [[dates], events, parties, roles, myContacts, people] = await Promise.all([
    db
      .select({ openedDate: orders.openedDate, fundingDate: orders.fundingDate, recordedDate: orders.recordedDate, policyIssuedDate: orders.policyIssuedDate })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db
      .select({ status: orderStatusEvents.toStatus, at: orderStatusEvents.createdAt })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
    listOrderParties(db, orderId),
    myRoles(db, userId, [orderId]),
    db.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, userId)),
    loadPeople(db, [row.escrowOfficerId, row.titleOfficerId]),
  ]);
  const mine = new Set(myContacts.map((contact) => contact.id));
  const status = row.status as OrderStatus;
  const effective = status === 'on_hold' ? (row.heldFromStatus ?? 'open') : status;
  const reached = lifecycle.indexOf(effective as (typeof lifecycle)[number]);
  // The client's contact is the escrow officer, or the title officer while none is assigned.
  const escrow = row.escrowOfficerId ? people.get(row.escrowOfficerId) : undefined;
  const title = row.titleOfficerId ? people.get(row.titleOfficerId) : undefined;
  const officer = escrow ? { ...escrow, title: 'Escrow officer' } : title ? { ...title, title: 'Title officer' } : null;
  return {
    ...presentPortalSummary(row, roles.get(orderId) ?? []),
    propertyCounty: row.propertyCounty,
    salePriceCents: row.salePriceCents,
    loanAmountCents: row.loanAmountCents,
    openedDate: dates!.openedDate,
    fundingDate: dates!.fundingDate,
    recordedDate: dates!.recordedDate,
    policyIssuedDate: dates!.policyIssuedDate,
    timeline: events.map((event) => ({ status: event.status, at: event.at.toISOString() })),
    steps:
      status === 'cancelled'
        ? [{ status: 'cancelled', label: statusLabels.cancelled, state: 'current' }]
        : lifecycle.map((step, index) => ({
            status: step,
            label: statusLabels[step],
            state: index < reached || (index === reached && step === 'completed') ? 'done' : index === reached ? 'current' : 'upcoming',
          })),
    parties: parties.map((party) => {
      const isMe = Boolean(party.contact && mine.has(party.contact.id));
      return { role: party.role, name: party.name, isMe, ssnLast4: isMe ? (party.contact?.ssnLast4 ?? null) : null };
    }),
    officer,
  };
}
