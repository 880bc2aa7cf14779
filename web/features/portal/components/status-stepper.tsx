import { Check } from 'lucide-react';
import type { PortalOrderDetail } from '@core/contracts/orders';
import type { OrderStatus } from '@core/domain/order-status';
import { cn } from '@web/lib/cn';
import { formatWhen } from '../format';

const stateText = { done: 'Completed', current: 'Current step', upcoming: 'Upcoming' } as const;

/** When the order last reached each status (a file can pass a step twice after a hold). */
function reachedAt(timeline: PortalOrderDetail['timeline']): Map<OrderStatus, string> {
  const reached = new Map<OrderStatus, string>();
  for (const entry of timeline) {
    const seen = reached.get(entry.status);
    if (!seen || entry.at > seen) reached.set(entry.status, entry.at);
  }
  return reached;
}

/** The order's lifecycle as a vertical stepper: done, current, upcoming, with dates reached. */
export function StatusStepper({ steps, timeline }: Pick<PortalOrderDetail, 'steps' | 'timeline'>) {
  const reached = reachedAt(timeline);
  return (
    <ol className="relative space-y-0">
      {steps.map((step, index) => {
        const at = step.state === 'upcoming' ? undefined : reached.get(step.status);
        const last = index === steps.length - 1;
        return (
          <li key={step.status} aria-current={step.state === 'current' ? 'step' : undefined} className="relative flex gap-3 pb-5 last:pb-0">
            {last ? null : (
              <span
                aria-hidden="true"
                className={cn('absolute top-7 left-[13px] h-[calc(100%-1.75rem)] w-0.5', step.state === 'done' ? 'bg-primary' : 'bg-border')}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                step.state === 'done' && 'border-primary bg-primary text-primary-foreground',
                step.state === 'current' && 'border-primary bg-card text-primary ring-4 ring-primary/20',
                step.state === 'upcoming' && 'border-border bg-card text-muted-foreground',
              )}
            >
              {step.state === 'done' ? <Check className="h-4 w-4" /> : index + 1}
            </span>
            <div className="min-w-0 pt-0.5">
              <p className={cn('text-sm', step.state === 'current' ? 'font-semibold' : step.state === 'upcoming' ? 'text-muted-foreground' : 'font-medium')}>
                {step.label}
              </p>
              <p className="text-xs text-muted-foreground">
                {stateText[step.state]}
                {at ? <> · <time dateTime={at}>{formatWhen(at)}</time></> : null}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
