import { useParams } from 'react-router';
import { PortalOrderDetailView } from '@web/features/portal/components/portal-order-detail';

/** /client/order/:orderId: one of the client's orders. */
export function Component() {
  const { orderId = '' } = useParams();
  // Keyed by id so moving between orders never shows the previous order's state.
  return <PortalOrderDetailView key={orderId} orderId={orderId} />;
}
