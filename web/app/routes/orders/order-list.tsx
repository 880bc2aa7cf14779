import { OrderListScreen } from '@web/features/orders';

/** /agent/orders: the searchable, filterable list of closing files. */
export function Component() {
  return <OrderListScreen />;
}
