import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { portalOrdersQueryOptions } from '../api';
import { formatDay } from '../format';

/** The client dashboard's "My orders": each order's status, property and expected closing. */
export function MyOrdersPanel() {
  const orders = useQuery(portalOrdersQueryOptions);
  const titleId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={titleId} className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold">My orders</h2>
          <Link to={paths.client.orders.href()} className="text-sm text-primary underline-offset-4 hover:underline">
            All my orders
          </Link>
        </div>
        {orders.isPending ? (
          <Spinner label="Loading your orders…" />
        ) : orders.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {orders.error instanceof ApiError ? orders.error.message : 'Your orders could not be loaded.'}
          </p>
        ) : orders.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">You are not a party to any order yet.</p>
        ) : (
          <ul className="divide-y divide-border">
            {orders.data.items.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <div className="min-w-0">
                  <Link to={paths.client.order.href(order.id)} className="font-medium text-primary underline-offset-4 hover:underline">
                    {order.propertyAddress}, {order.propertyCity}
                  </Link>
                  <div className="text-xs text-muted-foreground">
                    File {order.fileNumber} ·{' '}
                    {order.closingDate
                      ? `Closing ${formatDay(order.closingDate)}`
                      : order.estimatedClosingDate
                        ? `Estimated closing ${formatDay(order.estimatedClosingDate)}`
                        : 'Closing not scheduled'}
                  </div>
                </div>
                <OrderStatusBadge status={order.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
