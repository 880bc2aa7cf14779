import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { OrderSummary } from '@core/contracts/orders';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { myWorkQueryOptions } from '../api';
import { formatDay, formatMoment } from '../format';
import { orderSearch } from '../links';
import { DashboardSection } from './dashboard-section';

const linkClass = 'text-primary underline-offset-4 hover:underline';

function FileLink({ order }: { order: OrderSummary }) {
  return (
    <Link to={paths.agent.order.href(order.id)} className={`font-mono font-medium ${linkClass}`}>
      {order.fileNumber}
    </Link>
  );
}

/** The closing date, or the estimate (marked) while none is set. */
function ClosingOn({ order }: { order: OrderSummary }) {
  if (order.closingDate) return <>{formatDay(order.closingDate)}</>;
  if (order.estimatedClosingDate) return <>{formatDay(order.estimatedClosingDate)} <span className="text-muted-foreground">(est.)</span></>;
  return <span className="text-muted-foreground">—</span>;
}

const address = (order: OrderSummary) => `${order.propertyAddress}, ${order.propertyCity}`;

/** The agent dashboard's file panels: my open files, this week's closings, recent changes. */
export function MyWorkPanels({ userId }: { userId: string }) {
  const work = useQuery(myWorkQueryOptions);
  const myOpenHref = paths.agent.orders.href(orderSearch({ officerId: userId, phase: 'open' }));

  if (work.isPending) return <Spinner label="Loading your files…" />;
  if (work.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {work.error instanceof ApiError ? work.error.message : 'Your files could not be loaded.'}
      </p>
    );
  }
  const { myOpenFiles, closingThisWeek, recentlyChanged } = work.data;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DashboardSection
        title="My open files"
        description="Open files assigned to you."
        className="lg:col-span-2"
        actions={
          <Link to={myOpenHref} className="text-right">
            <span className="block text-3xl font-semibold tabular-nums text-primary">{myOpenFiles.total.toLocaleString()}</span>
            <span className={`text-sm ${linkClass}`}>View all my open files</span>
          </Link>
        }
      >
        {myOpenFiles.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no open files.</p>
        ) : (
          <Table>
            <caption className="sr-only">My open files</caption>
            <TableHead>
              <TableRow>
                <TableHeader scope="col">File</TableHeader>
                <TableHeader scope="col">Property</TableHeader>
                <TableHeader scope="col">Status</TableHeader>
                <TableHeader scope="col">Closing</TableHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {myOpenFiles.items.map((order) => (
                <TableRow key={order.id}>
                  <TableCell><FileLink order={order} /></TableCell>
                  <TableCell>{address(order)}</TableCell>
                  <TableCell><OrderStatusBadge status={order.status} /></TableCell>
                  <TableCell className="whitespace-nowrap"><ClosingOn order={order} /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DashboardSection>

      <DashboardSection title="Closings this week" description="Files closing Monday to Sunday this week.">
        {closingThisWeek.length === 0 ? (
          <p className="text-sm text-muted-foreground">No closings this week.</p>
        ) : (
          <ul className="divide-y divide-border">
            {closingThisWeek.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <div className="min-w-0">
                  <div className="font-medium"><ClosingOn order={order} /></div>
                  <div><FileLink order={order} /> <span className="text-muted-foreground">· {address(order)}</span></div>
                </div>
                <OrderStatusBadge status={order.status} />
              </li>
            ))}
          </ul>
        )}
      </DashboardSection>

      <DashboardSection title="Recently changed" description="Files with the latest changes.">
        {recentlyChanged.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recent changes.</p>
        ) : (
          <ul className="divide-y divide-border">
            {recentlyChanged.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <div className="min-w-0">
                  <div><FileLink order={order} /> <span className="text-muted-foreground">· {address(order)}</span></div>
                  <div className="text-xs text-muted-foreground">
                    Updated <time dateTime={order.updatedAt}>{formatMoment(order.updatedAt)}</time>
                  </div>
                </div>
                <OrderStatusBadge status={order.status} />
              </li>
            ))}
          </ul>
        )}
      </DashboardSection>
    </div>
  );
}
