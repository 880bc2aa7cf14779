import { PageHeader } from '@web/components/layout/page-header';
import { useAuth } from '@web/features/auth/auth-context';
import { MyWorkPanels } from '@web/features/order-pipeline/components/my-work-panels';
import { MyOrdersPanel } from '@web/features/portal/components/my-orders-panel';
import { AccountSummary } from './account-summary';

/** Each area's dashboard: the signed-in user's own data, with the panels of their role. */
export function Component() {
  const { user, profile } = useAuth();
  const role = profile?.role;
  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description={`Welcome, ${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim()} />
      {(role === 'agent' || role === 'admin') && user ? <MyWorkPanels userId={user.id} /> : null}
      {role === 'client' ? <MyOrdersPanel /> : null}
      <AccountSummary />
    </div>
  );
}
