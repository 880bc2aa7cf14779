import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { propertyTypeLabels, type OrderDetail } from '@core/contracts/orders';
import { Button } from '@web/components/ui/button';
import { DetailCard, DetailItem, DetailList } from './detail-parts';
import { OrderEditForm } from './order-edit-form';

/** Where the file is: address, county, parcel and legal description. */
export function OrderProperty({ order }: { order: OrderDetail }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <DetailCard title="Edit property">
        <OrderEditForm order={order} section="property" onDone={() => setEditing(false)} />
      </DetailCard>
    );
  }
  return (
    <DetailCard
      title="Property"
      action={
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit property
        </Button>
      }
    >
      <DetailList>
        <DetailItem label="Address" wide>
          {order.propertyAddress}, {order.propertyCity}, {order.propertyState} {order.propertyZip}
        </DetailItem>
        <DetailItem label="County">{order.propertyCounty}</DetailItem>
        <DetailItem label="State">{order.propertyState}</DetailItem>
        <DetailItem label="ZIP code">{order.propertyZip}</DetailItem>
        <DetailItem label="APN">{order.apn}</DetailItem>
        <DetailItem label="Property type">{propertyTypeLabels[order.propertyType]}</DetailItem>
        <DetailItem label="Legal description" wide>
          {order.legalDescription ? <span className="whitespace-pre-wrap">{order.legalDescription}</span> : null}
        </DetailItem>
      </DetailList>
    </DetailCard>
  );
}
