import { eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { offices, orders, profiles, users } from '../../db/schema';

const escrowProfile = alias(profiles, 'escrow_profile');
const escrowUser = alias(users, 'escrow_user');
const titleProfile = alias(profiles, 'title_profile');
const titleUser = alias(users, 'title_user');
const processorProfile = alias(profiles, 'processor_profile');
const processorUser = alias(users, 'processor_user');

const fullName = (profile: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${profile.firstName} || ' ' || ${profile.lastName}), '')`;

/** The columns of an order summary, with office and assignee names joined in one query. */
export const orderSummaryColumns = {
  id: orders.id,
  fileNumber: orders.fileNumber,
  status: orders.status,
  heldFromStatus: orders.heldFromStatus,
  phase: orders.phase,
  transactionType: orders.transactionType,
  propertyAddress: orders.propertyAddress,
  propertyCity: orders.propertyCity,
  propertyState: orders.propertyState,
  propertyZip: orders.propertyZip,
  propertyCounty: orders.propertyCounty,
  apn: orders.apn,
  salePriceCents: orders.salePriceCents,
  loanAmountCents: orders.loanAmountCents,
  openedDate: orders.openedDate,
  estimatedClosingDate: orders.estimatedClosingDate,
  closingDate: orders.closingDate,
  officeId: offices.id,
  officeCode: offices.code,
  officeName: offices.name,
  escrowOfficerId: orders.escrowOfficerId,
  escrowOfficerName: fullName(escrowProfile),
  escrowOfficerEmail: escrowUser.email,
  escrowOfficerPhone: escrowProfile.phone,
  titleOfficerId: orders.titleOfficerId,
  titleOfficerName: fullName(titleProfile),
  titleOfficerEmail: titleUser.email,
  titleOfficerPhone: titleProfile.phone,
  processorId: orders.processorId,
  processorName: fullName(processorProfile),
  processorEmail: processorUser.email,
  processorPhone: processorProfile.phone,
  partyNames: orders.partyNames,
  updatedAt: orders.updatedAt,
};

/** FROM orders with the joins the summary columns need. */
export function selectOrderSummaries(db: Db) {
  return db
    .select(orderSummaryColumns)
    .from(orders)
    .innerJoin(offices, eq(offices.id, orders.officeId))
    .leftJoin(escrowProfile, eq(escrowProfile.id, orders.escrowOfficerId))
    .leftJoin(escrowUser, eq(escrowUser.id, orders.escrowOfficerId))
    .leftJoin(titleProfile, eq(titleProfile.id, orders.titleOfficerId))
    .leftJoin(titleUser, eq(titleUser.id, orders.titleOfficerId))
    .leftJoin(processorProfile, eq(processorProfile.id, orders.processorId))
    .leftJoin(processorUser, eq(processorUser.id, orders.processorId));
}

export type OrderSummaryRow = Awaited<ReturnType<typeof selectOrderSummaries>>[number];
