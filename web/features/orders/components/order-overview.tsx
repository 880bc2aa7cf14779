import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { propertyTypeLabels, transactionTypeLabels, type OrderDetail } from '@core/contracts/orders';
import { formatCents } from '@core/domain/money';
import { Button } from '@web/components/ui/button';
import { formatTimestamp } from '../format';
import { DetailCard, DetailItem, DetailList } from './detail-parts';
import { SameParcelWarning } from './duplicate-parcel-warning';
import { OrderEditForm } from './order-edit-form';

/** The file at a glance (summary, money, underwriter, notes) and the form to edit it. */
export function OrderOverview({ order }: { order: OrderDetail }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-4">
      <SameParcelWarning orders={order.sameParcelOrders} />
      {editing ? (
        <DetailCard title="Edit order">
          <OrderEditForm order={order} section="overview" onDone={() => setEditing(false)} />
        </DetailCard>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <DetailCard
            title="Summary"
            action={
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </Button>
            }
          >
            <DetailList>
              <DetailItem label="Transaction type">{transactionTypeLabels[order.transactionType]}</DetailItem>
              <DetailItem label="Property type">{propertyTypeLabels[order.propertyType]}</DetailItem>
              <DetailItem label="Office">{order.office.name}</DetailItem>
              <DetailItem label="Parties">{order.parties.length}</DetailItem>
              <DetailItem label="Opened by">{order.createdBy?.name}</DetailItem>
              <DetailItem label="Created">{formatTimestamp(order.createdAt)}</DetailItem>
              <DetailItem label="Last updated">{formatTimestamp(order.updatedAt)}</DetailItem>
            </DetailList>
          </DetailCard>
          <DetailCard title="Money and underwriting">
            <DetailList>
              <DetailItem label="Sale price">{formatCents(order.salePriceCents)}</DetailItem>
              <DetailItem label="Loan amount">{formatCents(order.loanAmountCents)}</DetailItem>
              <DetailItem label="Underwriter">{order.underwriter?.name ?? <span className="text-muted-foreground">None yet</span>}</DetailItem>
            </DetailList>
          </DetailCard>
          <div className="lg:col-span-2">
            <DetailCard title="Notes">
              {order.notes ? <p className="text-sm whitespace-pre-wrap">{order.notes}</p> : <p className="text-sm text-muted-foreground">No notes.</p>}
            </DetailCard>
          </div>
        </div>
      )}
    </div>
  );
}
