import type { OrderSummary, PersonRef } from '@core/contracts/orders';
import type { Db } from '../../db/client';
import { loadAssignees, type OrderSummaryRow } from './order-query';

function person(people: Map<string, PersonRef>, id: string | null): PersonRef | null {
  if (!id) return null;
  return people.get(id) ?? { id, name: 'Unknown user', email: null, phone: null };
}

export function presentOrderSummary(row: OrderSummaryRow, people: Map<string, PersonRef>): OrderSummary {
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
    propertyCounty: row.propertyCounty,
    apn: row.apn,
    salePriceCents: row.salePriceCents,
    loanAmountCents: row.loanAmountCents,
    openedDate: row.openedDate,
    estimatedClosingDate: row.estimatedClosingDate,
    closingDate: row.closingDate,
    office: { id: row.officeId, code: row.officeCode, name: row.officeName },
    escrowOfficer: person(people, row.escrowOfficerId),
    titleOfficer: person(people, row.titleOfficerId),
    processor: person(people, row.processorId),
    partyNames: row.partyNames,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of order rows as summaries, with their assignees loaded in one query. */
export async function presentOrderSummaries(db: Db, rows: OrderSummaryRow[]): Promise<OrderSummary[]> {
  const people = await loadAssignees(db, rows);
  return rows.map((row) => presentOrderSummary(row, people));
}
