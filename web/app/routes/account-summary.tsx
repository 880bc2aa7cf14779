import { Card } from '@web/components/ui/card';
import { useAuth } from '@web/features/auth/auth-context';

/** The signed-in user's own account, from /api/me: the real data every dashboard has so far. */
export function AccountSummary() {
  const { user, profile, permissions } = useAuth();
  if (!user || !profile) return null;
  const rows: [string, string][] = [
    ['Name', `${profile.firstName} ${profile.lastName}`.trim()],
    ['Email', profile.email],
    ['Role', profile.role.charAt(0).toUpperCase() + profile.role.slice(1)],
    ['Status', profile.status],
    ['Phone', profile.phone ?? '—'],
    ['Member since', new Date(user.createdAt).toLocaleDateString()],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <h2 className="mb-3 text-lg font-semibold">Your account</h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card>
        <h2 className="mb-3 text-lg font-semibold">What you can do</h2>
        <p className="mb-2 text-sm text-muted-foreground">{permissions.length} permissions</p>
        <ul className="flex flex-wrap gap-2 text-xs">
          {permissions.map((permission) => (
            <li key={permission} className="rounded bg-muted px-2 py-1 font-mono">{permission}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
