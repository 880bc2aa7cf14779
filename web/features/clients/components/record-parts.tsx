import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '@web/components/layout/empty-state';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';

/** One labelled value of a record card. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

export function RecordNotFound({ what }: { what: 'Contact' | 'Company' }) {
  return (
    <EmptyState title={`${what} not found`}>
      <p className="mb-3">It may have been removed, or the link is mistyped.</p>
      <Button asChild variant="outline">
        <Link to={paths.agent.clients.href(what === 'Company' ? 'tab=companies' : '')}>Back to clients</Link>
      </Button>
    </EmptyState>
  );
}

/** The fields of `next` that differ from `current` (blank and null count as the same). */
export function changedFields<T extends Record<string, unknown>>(next: T, current: Record<string, unknown>): Partial<T> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    if ((value ?? null) !== (current[key] ?? null)) changes[key] = value;
  }
  return changes as Partial<T>;
}
