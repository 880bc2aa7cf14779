import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { partyRoleLabels, transactionTypeLabels } from '@core/contracts/orders';
import { EmptyState } from '@web/components/layout/empty-state';
import { PageHeader } from '@web/components/layout/page-header';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { portalOrdersQueryOptions } from '../api';
import { ClosingOn } from './closing-on';

/** The client's own orders: every order where one of the client's contacts is a party. */
export function PortalOrderList() {
  const orders = useQuery(portalOrdersQueryOptions);
  return (
    <div>
      <PageHeader title="My orders" description="The closings you are a party to, and where each one stands." />
      {orders.isPending ? (
        <Spinner label="Loading your orders…" />
      ) : orders.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {orders.error instanceof ApiError ? orders.error.message : 'Your orders could not be loaded.'}
        </p>
      ) : orders.data.items.length === 0 ? (
        <EmptyState title="No orders yet">
          When your escrow officer adds you to a closing, it will appear here with its status and key dates.
        </EmptyState>
      ) : (
        <Table>
          <caption className="sr-only">My orders</caption>
          <TableHead>
            <TableRow>
              <TableHeader scope="col">File number</TableHeader>
              <TableHeader scope="col">Property</TableHeader>
              <TableHeader scope="col">Status</TableHeader>
              <TableHeader scope="col">My role</TableHeader>
              <TableHeader scope="col">Closing</TableHeader>
              <TableHeader scope="col"><span className="sr-only">Details</span></TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.data.items.map((order) => (
              <TableRow key={order.id}>
                <TableCell className="font-mono font-medium">
                  <Link to={paths.client.order.href(order.id)} className="text-primary underline-offset-4 hover:underline">
                    {order.fileNumber}
                  </Link>
                </TableCell>
                <TableCell>
                  <div>{order.propertyAddress}</div>
                  <div className="text-xs text-muted-foreground">
                    {order.propertyCity}, {order.propertyState} {order.propertyZip} · {transactionTypeLabels[order.transactionType]}
                  </div>
                </TableCell>
                <TableCell><OrderStatusBadge status={order.status} /></TableCell>
                <TableCell>{order.myRoles.map((role) => partyRoleLabels[role]).join(', ') || '—'}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <ClosingOn closingDate={order.closingDate} estimatedClosingDate={order.estimatedClosingDate} />
                </TableCell>
                <TableCell>
                  <Link to={paths.client.order.href(order.id)} className="text-sm text-primary underline-offset-4 hover:underline">
                    View details<span className="sr-only"> of order {order.fileNumber}</span>
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
