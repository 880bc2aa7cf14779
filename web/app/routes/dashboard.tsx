import { PageHeader } from '@web/components/layout/page-header';
import { useAuth } from '@web/features/auth/auth-context';
import { AccountSummary } from './account-summary';

/** Each area's dashboard: the signed-in user's own data (later capabilities add their panels). */
export function Component() {
  const { profile } = useAuth();
  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description={`Welcome, ${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim()} />
      <AccountSummary />
    </div>
  );
}
