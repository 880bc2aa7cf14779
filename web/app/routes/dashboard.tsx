import { useAuth } from '@web/features/auth';
import { AccountSummary } from './account-summary';

/** Each area's dashboard; later capabilities add their own panels above the account. */
export function Component() {
  const { profile } = useAuth();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Dashboard</h1>
        <p className="text-muted-foreground">Welcome, {profile?.firstName} {profile?.lastName}</p>
      </div>
      <AccountSummary />
    </div>
  );
}
