import type { OrderSummary, PersonRef } from '@core/contracts/orders';
import type { OrderPhase, OrderStatus } from '@core/domain/order-status';
import type { OrderSummaryRow } from './order-query';

function person(id: string | null, name: string | null, email: string | null, phone: string | null): PersonRef | null {
  return id ? { id, name: name ?? email ?? 'Unknown user', email, phone } : null;
}

export function presentOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.id,
    fileNumber: row.fileNumber,
    status: row.status as OrderStatus,
    phase: row.phase as OrderPhase,
    transactionType: row.transactionType!,
    propertyAddress: row.propertyAddress!,
    propertyCity: row.propertyCity!,
    propertyState: row.propertyState!,
    propertyZip: row.propertyZip!,
    propertyCounty: row.propertyCounty!,
    apn: row.apn,
    salePriceCents: row.salePriceCents,
    loanAmountCents: row.loanAmountCents,
    openedDate: row.openedDate!,
    estimatedClosingDate: row.estimatedClosingDate,
    closingDate: row.closingDate,
    office: { id: row.officeId!, code: row.officeCode!, name: row.officeName! },
    escrowOfficer: person(row.escrowOfficerId, row.escrowOfficerName, row.escrowOfficerEmail, row.escrowOfficerPhone),
    titleOfficer: person(row.titleOfficerId, row.titleOfficerName, row.titleOfficerEmail, row.titleOfficerPhone),
    processor: person(row.processorId, row.processorName, row.processorEmail, row.processorPhone),
    partyNames: row.partyNames ?? '',
    updatedAt: row.updatedAt.toISOString(),
  };
}
