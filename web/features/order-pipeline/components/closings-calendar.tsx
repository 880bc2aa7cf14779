import { Link } from 'react-router';
import type { OrderStats } from '@core/contracts/orders';
import { addDays } from '@core/domain/calendar-dates';
import { statusLabels } from '@core/domain/order-status';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { formatDay, formatWeekday } from '../format';
import type { PipelineLinks } from '../links';
import { DashboardSection } from './dashboard-section';

export const CALENDAR_DAYS = 14;

/** The next two weeks of closings, a day per cell, each file number opening its order. */
export function ClosingsCalendar({ stats, links }: { stats: OrderStats; links: PipelineLinks }) {
  const byDate = new Map(stats.calendar.map((day) => [day.date, day.orders]));
  const days = Array.from({ length: CALENDAR_DAYS }, (_, offset) => addDays(stats.today, offset));
  const last = days[days.length - 1]!;
  return (
    <DashboardSection
      title="Closings calendar"
      description={`Closing (or estimated closing) dates from ${formatDay(stats.today)} to ${formatDay(last)}.`}
      actions={
        <Link to={links.closingBetween(stats.today, last)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          All closings in these 14 days
        </Link>
      }
    >
      <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-4 xl:grid-cols-7">
        {days.map((date) => {
          const orders = byDate.get(date) ?? [];
          const isToday = date === stats.today;
          return (
            <li
              key={date}
              className={cn('min-h-24 rounded-md border border-border p-2 text-sm', isToday ? 'bg-muted ring-2 ring-primary' : 'bg-card')}
            >
              <div className="mb-1 flex items-baseline justify-between gap-1">
                <span className="font-medium">{formatWeekday(date)}</span>
                {orders.length > 0 ? (
                  <Link to={links.closingBetween(date, date)} className="text-xs text-primary underline-offset-4 hover:underline">
                    {orders.length}
                    <span className="sr-only"> closings on {formatDay(date)}</span>
                  </Link>
                ) : null}
              </div>
              {isToday ? <span className="text-xs font-semibold text-primary">Today</span> : null}
              {orders.length === 0 ? (
                <p className="text-xs text-muted-foreground">No closings</p>
              ) : (
                <ul className="space-y-1">
                  {orders.map((order) => (
                    <li key={order.id}>
                      <Link
                        to={paths.agent.order.href(order.id)}
                        title={`${order.propertyAddress} · ${statusLabels[order.status]}`}
                        className="font-mono text-xs text-primary underline-offset-4 hover:underline"
                      >
                        {order.fileNumber}
                      </Link>
                      <span className="sr-only">, {order.propertyAddress}, {statusLabels[order.status]}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </DashboardSection>
  );
}
