import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { transactionTypeLabels, type OrderDetail, type PersonRef } from '@core/contracts/orders';
import { statusLabels } from '@core/domain/order-status';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { paths } from '@web/config/paths';
import { formatCalendarDate } from '../format';
import { StatusActions } from './status-actions';
import { FileNumberDialog } from './file-number-dialog';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

const person = (value: PersonRef | null) => value?.name ?? <span className="font-normal text-muted-foreground">Unassigned</span>;

/** Who, what, where and when of a file, with the status moves it allows. */
export function OrderHeader({ order, canChangeFileNumber = false }: { order: OrderDetail; canChangeFileNumber?: boolean }) {
  return (
    <header className="space-y-4">
      <Link to={paths.agent.orders.href()} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Orders
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold">{order.fileNumber}</h1>
            {canChangeFileNumber ? <FileNumberDialog order={order} /> : null}
            <span>
              <span className="sr-only">Status: </span>
              <OrderStatusBadge status={order.status} />
            </span>
            <span className="text-sm text-muted-foreground">{transactionTypeLabels[order.transactionType]}</span>
          </div>
          <p className="text-muted-foreground">
            {order.propertyAddress}, {order.propertyCity}, {order.propertyState} {order.propertyZip} · {order.propertyCounty}
          </p>
          {order.status === 'on_hold' && order.heldFromStatus ? (
            <p className="text-sm text-muted-foreground">Held at {statusLabels[order.heldFromStatus]}.</p>
          ) : null}
        </div>
        <StatusActions order={order} />
      </div>
      <div className="grid gap-4 rounded-lg border border-border bg-card p-4 lg:grid-cols-[2fr_1fr]">
        <h2 className="sr-only">Key dates</h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Item label="Opened">{formatCalendarDate(order.openedDate)}</Item>
          <Item label="Estimated closing">{formatCalendarDate(order.estimatedClosingDate)}</Item>
          <Item label="Closing">{formatCalendarDate(order.closingDate)}</Item>
          <Item label="Funding">{formatCalendarDate(order.fundingDate)}</Item>
          <Item label="Recorded">{formatCalendarDate(order.recordedDate)}</Item>
          <Item label="Policy issued">{formatCalendarDate(order.policyIssuedDate)}</Item>
        </dl>
        <h2 className="sr-only">Assignees</h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-1">
          <Item label="Escrow officer">{person(order.escrowOfficer)}</Item>
          <Item label="Title officer">{person(order.titleOfficer)}</Item>
          <Item label="Processor">{person(order.processor)}</Item>
        </dl>
      </div>
    </header>
  );
}
