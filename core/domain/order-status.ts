/**
 * The one canonical order lifecycle (PRODUCT.md §3). Every screen, count and report reads its
 * categories from here, so "open", "closed" and "closing this week" mean the same everywhere.
 */
export const lifecycle = [
  'open',
  'title_ordered',
  'title_received',
  'commitment_issued',
  'clear_to_close',
  'closing_scheduled',
  'closed',
  'funded',
  'disbursed',
  'recorded',
  'policy_issued',
  'completed',
] as const;

export const orderStatuses = [...lifecycle, 'on_hold', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export type LifecycleStatus = (typeof lifecycle)[number];

export const statusLabels: Record<OrderStatus, string> = {
  open: 'Open',
  title_ordered: 'Title ordered',
  title_received: 'Title received',
  commitment_issued: 'Commitment issued',
  clear_to_close: 'Clear to close',
  closing_scheduled: 'Closing scheduled',
  closed: 'Closed',
  funded: 'Funded',
  disbursed: 'Disbursed',
  recorded: 'Recorded',
  policy_issued: 'Policy issued',
  completed: 'Completed',
  on_hold: 'On hold',
  cancelled: 'Cancelled',
};

export const finalStatuses: readonly OrderStatus[] = ['completed', 'cancelled'];

/**
 * Every order is in exactly one phase. A file on hold keeps the phase of the step it was held
 * from (a recording rejected after closing is still a closed file, not an open one).
 */
export const orderPhases = ['open', 'closed', 'cancelled'] as const;
export type OrderPhase = (typeof orderPhases)[number];

const closedFrom = lifecycle.indexOf('closed');

export function phaseOf(status: OrderStatus, heldFrom?: OrderStatus | null): OrderPhase {
  const effective = status === 'on_hold' ? (heldFrom ?? 'open') : status;
  if (effective === 'cancelled') return 'cancelled';
  if (effective === 'on_hold') return 'open';
  return lifecycle.indexOf(effective as LifecycleStatus) >= closedFrom ? 'closed' : 'open';
}

export function isFinal(status: OrderStatus): boolean {
  return finalStatuses.includes(status);
}

/**
 * Where an order may go next: the next lifecycle step, hold and cancel from any non-final
 * state; from hold, back to the step it was held from (or cancelled).
 */
export function allowedTransitions(status: OrderStatus, heldFrom?: OrderStatus | null): OrderStatus[] {
  if (isFinal(status)) return [];
  if (status === 'on_hold') return [heldFrom && heldFrom !== 'on_hold' ? heldFrom : 'open', 'cancelled'];
  const next = lifecycle[lifecycle.indexOf(status as LifecycleStatus) + 1];
  return [...(next ? [next] : []), 'on_hold', 'cancelled'];
}

export function canTransition(from: OrderStatus, to: OrderStatus, heldFrom?: OrderStatus | null): boolean {
  return allowedTransitions(from, heldFrom).includes(to);
}

/** Aging of open files by days since they were opened; the dashboard's buckets. */
export const agingBuckets = [
  { key: '0-30', label: '0–30 days', min: 0, max: 30 },
  { key: '31-60', label: '31–60 days', min: 31, max: 60 },
  { key: '61-90', label: '61–90 days', min: 61, max: 90 },
  { key: '90+', label: 'Over 90 days', min: 91, max: null },
] as const;
export type AgingBucketKey = (typeof agingBuckets)[number]['key'];
