import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { OrderDetail } from '@core/contracts/orders';
import { can } from '@core/domain/permissions';
import { EmptyState } from '@web/components/layout/empty-state';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { paths } from '@web/config/paths';
import { useAuth } from '@web/features/auth/auth-context';
import { OrderActivity, OrderHeader, OrderOverview, OrderParties, OrderProperty, orderQueryOptions } from '@web/features/orders';
import { ApiError } from '@web/lib/api-client';

interface OrderTab {
  /** The `?tab=` value. */
  value: string;
  label: string;
  render: (order: OrderDetail) => ReactNode;
}

/**
 * The order's tabs, in order. Later capabilities (title, closing, ledger, documents, tasks…)
 * add one entry each; the first is the default.
 */
const orderTabs: OrderTab[] = [
  { value: 'overview', label: 'Overview', render: (order) => <OrderOverview order={order} /> },
  { value: 'parties', label: 'Parties', render: (order) => <OrderParties order={order} /> },
  { value: 'property', label: 'Property', render: (order) => <OrderProperty order={order} /> },
  { value: 'activity', label: 'Activity', render: (order) => <OrderActivity orderId={order.id} /> },
];

/** /agent/orders/:id: one closing file. */
export function Component() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const order = useQuery(orderQueryOptions(id));
  const { profile } = useAuth();
  const requested = searchParams.get('tab');
  const tab = orderTabs.find((item) => item.value === requested)?.value ?? orderTabs[0]!.value;

  function selectTab(value: string) {
    const next = new URLSearchParams(searchParams);
    if (value === orderTabs[0]!.value) next.delete('tab');
    else next.set('tab', value);
    setSearchParams(next, { replace: true });
  }

  if (order.isPending) return <Spinner label="Loading order…" />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <EmptyState title="Order not found">
          <p className="mb-3">It may have been removed, or the link is mistyped.</p>
          <Button asChild variant="outline">
            <Link to={paths.agent.orders.href()}>Back to orders</Link>
          </Button>
        </EmptyState>
      );
    }
    return (
      <Alert variant="error" title="The order could not be loaded">
        {order.error instanceof ApiError ? order.error.message : 'An unexpected error occurred.'}{' '}
        <Button variant="link" className="h-auto px-0" onClick={() => void order.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  return (
    <div className="space-y-6">
      <OrderHeader order={order.data} canChangeFileNumber={profile ? can(profile.role, 'update', 'file_numbers') : false} />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Order sections">
          {orderTabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {orderTabs.map((item) => (
          <TabsContent key={item.value} value={item.value} className="focus-visible:outline-2 focus-visible:outline-ring">
            {item.render(order.data)}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
