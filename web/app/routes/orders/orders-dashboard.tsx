import { OrdersDashboard } from '@web/features/order-pipeline/components/orders-dashboard';

/** /agent/orders-dashboard: the pipeline by status, closings calendar, aging and volume. */
export function Component() {
  return <OrdersDashboard />;
}
