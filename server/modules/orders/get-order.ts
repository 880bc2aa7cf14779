import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { OrderDetail, OrderParty } from '@core/contracts/orders';
import { allowedTransitions, type OrderStatus } from '@core/domain/order-status';
import type { Db } from '../../db/client';
import { companies, contacts, orderParties, orders, profiles, underwriters } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { loadAssignees, selectOrderSummaries } from './order-query';
import { presentOrderSummary } from './orders.presenter';

export async function listOrderParties(db: Db, orderId: string): Promise<OrderParty[]> {
  const rows = await db
    .select({
      id: orderParties.id,
      role: orderParties.role,
      contactId: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      contactEmail: contacts.email,
      contactPhone: contacts.phone,
      ssnLast4: contacts.ssnLast4,
      userId: contacts.userId,
      companyId: companies.id,
      companyName: companies.name,
      companyKind: companies.kind,
      companyEmail: companies.email,
      companyPhone: companies.phone,
      tinLast4: companies.tinLast4,
    })
    .from(orderParties)
    .leftJoin(contacts, eq(contacts.id, orderParties.contactId))
    .leftJoin(companies, eq(companies.id, orderParties.companyId))
    .where(eq(orderParties.orderId, orderId))
    .orderBy(asc(orderParties.createdAt), asc(orderParties.id));
  return rows.map(presentParty);
}

export function presentParty(row: {
  id: string;
  role: OrderParty['role'];
  contactId: string | null;
  firstName: string | null;
  lastName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  ssnLast4: string | null;
  userId: string | null;
  companyId: string | null;
  companyName: string | null;
  companyKind: string | null;
  companyEmail: string | null;
  companyPhone: string | null;
  tinLast4: string | null;
}): OrderParty {
  const contactName = row.contactId ? `${row.firstName} ${row.lastName}` : null;
  return {
    id: row.id,
    role: row.role,
    name: contactName ?? row.companyName ?? '',
    contact: row.contactId
      ? { id: row.contactId, name: contactName!, email: row.contactEmail, phone: row.contactPhone, ssnLast4: row.ssnLast4, linkedUser: Boolean(row.userId) }
      : null,
    company: row.companyId
      ? { id: row.companyId, name: row.companyName!, kind: row.companyKind!, email: row.companyEmail, phone: row.companyPhone, tinLast4: row.tinLast4 }
      : null,
  };
}

/** One order with everything its detail screen shows. 404 when there is no such order. */
export async function getOrder(db: Db, id: string): Promise<OrderDetail> {
  const [summary] = await selectOrderSummaries(db).where(eq(orders.id, id));
  if (!summary) throw new AppError('NOT_FOUND', 'Order not found');
  const [[extra], parties] = await Promise.all([
    db
      .select({
        propertyType: orders.propertyType,
        legalDescription: orders.legalDescription,
        fundingDate: orders.fundingDate,
        recordedDate: orders.recordedDate,
        policyIssuedDate: orders.policyIssuedDate,
        notes: orders.notes,
        version: orders.version,
        createdAt: orders.createdAt,
        underwriterId: underwriters.id,
        underwriterName: underwriters.name,
        createdById: orders.createdBy,
        createdByName: sql<string | null>`nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '')`,
      })
      .from(orders)
      .leftJoin(underwriters, eq(underwriters.id, orders.underwriterId))
      .leftJoin(profiles, eq(profiles.id, orders.createdBy))
      .where(eq(orders.id, id)),
    listOrderParties(db, id),
  ]);
  const [sameParcelOrders, people] = await Promise.all([
    summary.apn ? findOpenOrdersOnParcel(db, summary.apn, id) : [],
    loadAssignees(db, [summary]),
  ]);
  const status = summary.status as OrderStatus;
  return {
    ...presentOrderSummary(summary, people),
    heldFromStatus: summary.heldFromStatus,
    allowedTransitions: allowedTransitions(status, summary.heldFromStatus),
    propertyType: extra!.propertyType,
    legalDescription: extra!.legalDescription,
    fundingDate: extra!.fundingDate,
    recordedDate: extra!.recordedDate,
    policyIssuedDate: extra!.policyIssuedDate,
    underwriter: extra!.underwriterId ? { id: extra!.underwriterId, name: extra!.underwriterName! } : null,
    notes: extra!.notes,
    parties,
    version: extra!.version,
    createdAt: extra!.createdAt.toISOString(),
    createdBy: extra!.createdById ? { id: extra!.createdById, name: extra!.createdByName ?? 'Unknown user' } : null,
    sameParcelOrders: sameParcelOrders.map(({ propertyAddress: _address, ...rest }) => rest),
  };
}

/** Other open files on the same parcel (same APN): the duplicate-property warning. */
export async function findOpenOrdersOnParcel(db: Db, apn: string, excludeId?: string) {
  const conditions = [eq(orders.apn, apn.trim()), eq(orders.phase, 'open')];
  if (excludeId) conditions.push(ne(orders.id, excludeId));
  return db
    .select({ id: orders.id, fileNumber: orders.fileNumber, status: orders.status, propertyAddress: orders.propertyAddress })
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.fileNumber))
    .limit(20);
}
