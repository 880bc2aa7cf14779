import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { UserStatusAction, UserSummary } from '@core/contracts/users';
import { profileStatuses, roles, type ProfileStatus, type Role } from '@core/domain/permissions';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { usersQueryOptions, useUserRoleMutation, useUserStatusMutation } from '../api';

const PAGE_SIZE = 20;

const actionsFor: Record<ProfileStatus, UserStatusAction[]> = {
  pending: ['approve', 'reject'],
  active: ['deactivate'],
  rejected: ['approve'],
  deactivated: ['reactivate'],
};

const actionLabels: Record<UserStatusAction, string> = { approve: 'Approve', reject: 'Reject', deactivate: 'Deactivate', reactivate: 'Reactivate' };
const actionDone: Record<UserStatusAction, string> = { approve: 'approved', reject: 'rejected', deactivate: 'deactivated', reactivate: 'reactivated' };

const statusBadge: Record<ProfileStatus, 'default' | 'outline' | 'muted' | 'destructive'> = {
  active: 'default',
  pending: 'outline',
  rejected: 'destructive',
  deactivated: 'muted',
};

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Admin: accounts with status and role filters; approve, reject, change role, deactivate. */
export function UsersSection({ currentUserId }: { currentUserId: string }) {
  const headingId = useId();
  const [status, setStatus] = useState<ProfileStatus | ''>('');
  const [role, setRole] = useState<Role | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = { status: status || undefined, role: role || undefined, q: search.trim() || undefined, page, pageSize: PAGE_SIZE };
  const users = useQuery(usersQueryOptions(query));
  const statusMutation = useUserStatusMutation();
  const roleMutation = useUserRoleMutation();

  function fail(error: unknown) {
    toast.error('The change was not saved', { description: error instanceof ApiError ? error.message : 'An unexpected error occurred' });
  }

  function act(user: UserSummary, action: UserStatusAction) {
    statusMutation.mutate(
      { id: user.id, action },
      { onSuccess: () => toast.success(`${user.firstName} ${user.lastName} ${actionDone[action]}`), onError: fail },
    );
  }

  function changeRole(user: UserSummary, next: Role) {
    roleMutation.mutate(
      { id: user.id, role: next },
      { onSuccess: () => toast.success(`${user.firstName} ${user.lastName} is now ${capitalise(next)}`), onError: fail },
    );
  }

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          Users
        </h2>
        <p className="text-sm text-muted-foreground">Approve new agent and vendor accounts, change roles, deactivate accounts. Changes apply on the user&apos;s next request.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Status">
          <NativeSelect value={status} onChange={(event) => { setStatus(event.target.value as ProfileStatus | ''); setPage(1); }}>
            <option value="">All statuses</option>
            {profileStatuses.map((value) => (
              <option key={value} value={value}>{value}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Role">
          <NativeSelect value={role} onChange={(event) => { setRole(event.target.value as Role | ''); setPage(1); }}>
            <option value="">All roles</option>
            {roles.map((value) => (
              <option key={value} value={value}>{capitalise(value)}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Search">
          <Input type="search" placeholder="Name or email" value={search} onChange={(event) => { setSearch(event.target.value); setPage(1); }} />
        </Field>
      </div>
      {users.isPending ? (
        <Spinner label="Loading users…" />
      ) : users.isError ? (
        <p role="alert" className="text-sm text-destructive">{users.error instanceof ApiError ? users.error.message : 'Users could not be loaded'}</p>
      ) : users.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No users match these filters.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Users</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Name</th>
                <th scope="col" className="px-3 py-2 font-medium">Email</th>
                <th scope="col" className="px-3 py-2 font-medium">Role</th>
                <th scope="col" className="px-3 py-2 font-medium">Status</th>
                <th scope="col" className="px-3 py-2 font-medium">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.data.items.map((user) => {
                const self = user.id === currentUserId;
                return (
                  <tr key={user.id} className="border-t border-border">
                    <td className="px-3 py-2">{user.firstName} {user.lastName}</td>
                    <td className="px-3 py-2">{user.email}</td>
                    <td className="px-3 py-2">
                      <NativeSelect
                        aria-label={`Role of ${user.email}`}
                        className="h-8 w-32"
                        value={user.role}
                        disabled={self || roleMutation.isPending}
                        onChange={(event) => changeRole(user, event.target.value as Role)}
                      >
                        {roles.map((value) => (
                          <option key={value} value={value}>{capitalise(value)}</option>
                        ))}
                      </NativeSelect>
                    </td>
                    <td className="px-3 py-2"><Badge variant={statusBadge[user.status]}>{user.status}</Badge></td>
                    <td className="px-3 py-2">
                      <div className="flex gap-2">
                        {self ? <span className="text-xs text-muted-foreground">You</span> : actionsFor[user.status].map((action) => (
                          <Button
                            key={action}
                            size="sm"
                            variant={action === 'reject' || action === 'deactivate' ? 'outline' : 'default'}
                            disabled={statusMutation.isPending}
                            onClick={() => act(user, action)}
                          >
                            {actionLabels[action]}
                          </Button>
                        ))}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground">{total} user{total === 1 ? '' : 's'}</span>
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((value) => value - 1)}>Previous</Button>
          <span>Page {page} of {pages}</span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((value) => value + 1)}>Next</Button>
        </div>
      </div>
    </section>
  );
}
