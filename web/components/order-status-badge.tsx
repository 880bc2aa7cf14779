import { phaseOf, statusLabels, type OrderStatus } from '@core/domain/order-status';
import { cn } from '@web/lib/cn';

const tone = {
  open: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  closed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  cancelled: 'bg-muted text-muted-foreground line-through',
  hold: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

/** The status of an order, coloured by its phase (open, closed, cancelled) or on hold. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const key = status === 'on_hold' ? 'hold' : phaseOf(status);
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tone[key], className)}>
      {statusLabels[status]}
    </span>
  );
}
