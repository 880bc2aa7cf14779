import { Link } from 'react-router';
import type { OrderStats } from '@core/contracts/orders';
import { formatDay } from '../format';
import type { PipelineLinks } from '../links';

/** The four headline counts; each card opens the list of exactly the orders it counts. */
export function PhaseCards({ stats, links }: { stats: OrderStats; links: PipelineLinks }) {
  const cards = [
    { label: 'Open files', count: stats.phases.open, href: links.phase('open'), hint: 'Not yet closed or cancelled' },
    {
      label: 'Closing this week',
      count: stats.closingThisWeek,
      href: links.closingBetween(stats.week.start, stats.week.end),
      hint: `${formatDay(stats.week.start)} – ${formatDay(stats.week.end)}`,
    },
    { label: 'Closed files', count: stats.phases.closed, href: links.phase('closed'), hint: 'Closed through completed' },
    { label: 'Cancelled files', count: stats.phases.cancelled, href: links.phase('cancelled'), hint: 'Cancelled before closing' },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card) => (
        <li key={card.label}>
          <Link
            to={card.href}
            className="block h-full rounded-lg border border-border bg-card p-4 shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="block text-sm font-medium text-muted-foreground">{card.label}</span>
            <span className="mt-1 block text-3xl font-semibold tabular-nums">{card.count.toLocaleString()}</span>
            <span className="mt-1 block text-xs text-muted-foreground">{card.hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
