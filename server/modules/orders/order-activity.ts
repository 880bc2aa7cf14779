import { and, desc, eq, sql } from 'drizzle-orm';
import type { ActivityEvent } from '@core/contracts/orders';
import { partyRoleLabels } from '@core/contracts/orders';
import { statusLabels, type OrderStatus } from '@core/domain/order-status';
import type { Db } from '../../db/client';
import { auditEvents, orders, profiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type Snapshot = Record<string, unknown> | null;

/** Field names as people say them, for the activity timeline. */
const fieldLabels: Record<string, string> = {
  transactionType: 'Transaction type',
  propertyAddress: 'Property address',
  propertyCity: 'City',
  propertyState: 'State',
  propertyZip: 'ZIP code',
  propertyCounty: 'County',
  apn: 'APN',
  legalDescription: 'Legal description',
  propertyType: 'Property type',
  salePriceCents: 'Sale price',
  loanAmountCents: 'Loan amount',
  openedDate: 'Opened',
  estimatedClosingDate: 'Estimated closing',
  closingDate: 'Closing date',
  fundingDate: 'Funding date',
  recordedDate: 'Recorded date',
  policyIssuedDate: 'Policy issued date',
  escrowOfficerId: 'Escrow officer',
  titleOfficerId: 'Title officer',
  processorId: 'Processor',
  underwriterId: 'Underwriter',
  notes: 'Notes',
  fileNumber: 'File number',
  status: 'Status',
};

function summarize(action: string, before: Snapshot, after: Snapshot): string {
  switch (action) {
    case 'order.created':
      return `Opened file ${String(after?.fileNumber ?? '')}`.trim();
    case 'order.status_changed':
      return `Status changed from ${statusLabels[before?.status as OrderStatus] ?? before?.status} to ${statusLabels[after?.status as OrderStatus] ?? after?.status}`;
    case 'order.party_added':
      return `Added ${String(after?.name)} as ${partyRoleLabels[after?.role as keyof typeof partyRoleLabels] ?? after?.role}`;
    case 'order.party_removed':
      return `Removed ${String(before?.name)} as ${partyRoleLabels[before?.role as keyof typeof partyRoleLabels] ?? before?.role}`;
    case 'order.updated':
      return `Updated ${Object.keys(after ?? {}).map((key) => fieldLabels[key] ?? key).join(', ')}`;
    default:
      return action;
  }
}

/** The order's timeline, newest first, read from the audit events of that order. */
export async function listOrderActivity(db: Db, orderId: string): Promise<{ items: ActivityEvent[] }> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      before: auditEvents.before,
      after: auditEvents.after,
      createdAt: auditEvents.createdAt,
      actorId: auditEvents.actorId,
      actorName: sql<string | null>`nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '')`,
    })
    .from(auditEvents)
    .leftJoin(profiles, eq(profiles.id, auditEvents.actorId))
    .where(and(eq(auditEvents.entityType, 'order'), eq(auditEvents.entityId, orderId)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(500);
  return {
    items: rows.map((row) => {
      const before = row.before as Snapshot;
      const after = row.after as Snapshot;
      const changes =
        row.action === 'order.updated' || row.action === 'order.status_changed'
          ? Object.keys(after ?? {})
              .filter((key) => key !== 'note')
              .map((key) => ({ field: fieldLabels[key] ?? key, from: before?.[key] ?? null, to: after?.[key] ?? null }))
          : [];
      return {
        id: row.id,
        action: row.action,
        summary: summarize(row.action, before, after) + (after?.note ? ` — ${String(after.note)}` : ''),
        actor: row.actorId ? { id: row.actorId, name: row.actorName ?? 'Unknown user' } : null,
        changes,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}
