import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { partyRoleLabels } from '@core/contracts/orders';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { paths } from '@web/config/paths';
import type { PartyOrders } from '../api';

/** The orders a contact or company is a party to, with the role it plays in each. */
export function PartyOrdersTable({ query }: { query: ReturnType<typeof useQuery<PartyOrders>> }) {
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">Orders</h2>
      {query.isPending ? <Spinner label="Loading orders…" /> : null}
      {query.isError ? <Alert variant="error">{query.error.message}</Alert> : null}
      {query.data && !query.data.items.length ? <p className="text-sm text-muted-foreground">Not a party to any order yet.</p> : null}
      {query.data?.items.length ? (
        <Table>
          <TableHead>
            <TableRow>
              <TableHeader>File number</TableHeader>
              <TableHeader>Role</TableHeader>
              <TableHeader>Status</TableHeader>
              <TableHeader>Property</TableHeader>
              <TableHeader>Closing</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.items.map(({ role, order }) => (
              <TableRow key={`${order.id}-${role}`}>
                <TableCell>
                  <Link className="font-medium text-primary underline-offset-4 hover:underline" to={paths.agent.order.href(order.id)}>
                    {order.fileNumber}
                  </Link>
                </TableCell>
                <TableCell>{partyRoleLabels[role]}</TableCell>
                <TableCell>
                  <OrderStatusBadge status={order.status} />
                </TableCell>
                <TableCell>
                  {order.propertyAddress}, {order.propertyCity}, {order.propertyState}
                </TableCell>
                <TableCell className="whitespace-nowrap">{order.closingDate ?? (order.estimatedClosingDate ? `${order.estimatedClosingDate} (est.)` : '—')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Card>
  );
}
