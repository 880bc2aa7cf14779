import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { OrderStatus } from '@core/domain/order-status';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Alert } from '@web/components/ui/alert';
import { paths } from '@web/config/paths';
import { duplicatesQueryOptions } from '../api';

interface ParcelOrder {
  id: string;
  fileNumber: string;
  status: OrderStatus;
  propertyAddress?: string;
}

/** Other open files on the same parcel: worth knowing, never blocking. */
export function SameParcelWarning({ orders, openInNewTab }: { orders: ParcelOrder[]; openInNewTab?: boolean }) {
  if (orders.length === 0) return null;
  return (
    <Alert title={orders.length === 1 ? 'Another open file is on this parcel' : `${orders.length} other open files are on this parcel`}>
      <p className="mb-1 text-muted-foreground">Check that this is not a duplicate before going further.</p>
      <ul className="space-y-1">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center gap-2">
            <Link
              to={paths.agent.order.href(order.id)}
              {...(openInNewTab ? { target: '_blank', rel: 'noreferrer' } : {})}
              className="font-medium text-primary underline underline-offset-4">
              {order.fileNumber}
            </Link>
            <OrderStatusBadge status={order.status} />
            {order.propertyAddress ? <span className="text-muted-foreground">{order.propertyAddress}</span> : null}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** Asks the server which open files share an APN (checked once the APN is entered). */
export function DuplicateParcelCheck({ apn, excludeId }: { apn: string; excludeId?: string }) {
  const duplicates = useQuery(duplicatesQueryOptions(apn.trim(), excludeId));
  // Opens the other files in a new tab so a half-filled form is not lost.
  return <SameParcelWarning orders={duplicates.data?.orders ?? []} openInNewTab />;
}
