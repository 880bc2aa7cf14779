import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { transactionTypeLabels, type OrderSortKey, type OrderSummary } from '@core/contracts/orders';
import { formatCents } from '@core/domain/money';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { paths } from '@web/config/paths';
import { formatCalendarDate, formatTimestamp } from '../format';

interface Column {
  label: string;
  sort?: OrderSortKey;
  className?: string;
  cell: (order: OrderSummary) => ReactNode;
}

const columns: Column[] = [
  {
    label: 'File number',
    sort: 'fileNumber',
    className: 'whitespace-nowrap',
    cell: (order) => (
      <Link to={paths.agent.order.href(order.id)} className="font-medium text-primary underline-offset-4 hover:underline">
        {order.fileNumber}
      </Link>
    ),
  },
  { label: 'Status', sort: 'status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  { label: 'Type', className: 'whitespace-nowrap', cell: (order) => transactionTypeLabels[order.transactionType] },
  {
    label: 'Property',
    sort: 'propertyAddress',
    className: 'min-w-48',
    cell: (order) => (
      <>
        <span className="block">{order.propertyAddress}</span>
        <span className="block text-xs text-muted-foreground">
          {order.propertyCity}, {order.propertyState}
        </span>
      </>
    ),
  },
  { label: 'County', className: 'whitespace-nowrap', cell: (order) => order.propertyCounty },
  {
    label: 'Parties',
    className: 'min-w-48 max-w-72',
    // Two lines at most keep rows scannable; the full list is in the tooltip and on the order.
    cell: (order) =>
      order.partyNames ? (
        <span className="line-clamp-2" title={order.partyNames}>
          {order.partyNames}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  { label: 'Escrow officer', className: 'whitespace-nowrap', cell: (order) => order.escrowOfficer?.name ?? <span className="text-muted-foreground">Unassigned</span> },
  { label: 'Opened', sort: 'openedDate', className: 'whitespace-nowrap', cell: (order) => formatCalendarDate(order.openedDate) },
  {
    label: 'Closing',
    sort: 'closingDate',
    className: 'whitespace-nowrap',
    cell: (order) =>
      order.closingDate ? (
        formatCalendarDate(order.closingDate)
      ) : order.estimatedClosingDate ? (
        <span>
          {formatCalendarDate(order.estimatedClosingDate)} <span className="text-xs text-muted-foreground">(est.)</span>
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  { label: 'Sale price', sort: 'salePrice', className: 'text-right whitespace-nowrap tabular-nums', cell: (order) => formatCents(order.salePriceCents) },
  { label: 'Updated', sort: 'updatedAt', className: 'whitespace-nowrap', cell: (order) => formatTimestamp(order.updatedAt) },
];

interface OrdersTableProps {
  orders: OrderSummary[];
  sort: { sort: OrderSortKey; dir: 'asc' | 'desc' } | null;
  onSort: (key: OrderSortKey) => void;
  busy?: boolean;
}

/** One page of orders; headers of sortable columns are buttons and announce their order. */
export function OrdersTable({ orders, sort, onSort, busy }: OrdersTableProps) {
  return (
    <Table aria-busy={busy || undefined} className={busy ? 'opacity-70' : undefined}>
      <caption className="sr-only">Orders{sort ? '' : ', best matches first'}</caption>
      <TableHead>
        <tr>
          {columns.map((column) => {
            const sorted = column.sort && sort?.sort === column.sort ? sort.dir : null;
            return (
              <TableHeader
                key={column.label}
                scope="col"
                className={column.className?.includes('text-right') ? 'text-right' : undefined}
                aria-sort={column.sort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
              >
                {column.sort ? (
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => onSort(column.sort!)}
                  >
                    {column.label}
                    {sorted === 'asc' ? (
                      <ArrowUp className="size-3.5" aria-hidden="true" />
                    ) : sorted === 'desc' ? (
                      <ArrowDown className="size-3.5" aria-hidden="true" />
                    ) : (
                      <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                    )}
                  </button>
                ) : (
                  column.label
                )}
              </TableHeader>
            );
          })}
        </tr>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            {columns.map((column) => (
              <TableCell key={column.label} className={column.className}>
                {column.cell(order)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
