import { PortalOrderList } from '@web/features/portal/components/portal-order-list';

/** /client/orders: the orders the signed-in client is a party to. */
export function Component() {
  return <PortalOrderList />;
}
