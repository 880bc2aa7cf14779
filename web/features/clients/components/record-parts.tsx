import { ArrowLeft, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '@web/components/layout/empty-state';
import { PageHeader } from '@web/components/layout/page-header';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';

/** The back link and header of a contact or company, with Edit while not editing. */
export function RecordHeader({ backHref, title, description, editing, onEdit }: { backHref: string; title: string; description: string; editing: boolean; onEdit: () => void }) {
  return (
    <>
      <Link to={backHref} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> Clients
      </Link>
      <PageHeader
        title={title}
        description={description}
        actions={
          editing ? null : (
            <Button variant="outline" onClick={onEdit}>
              <Pencil className="size-4" aria-hidden /> Edit
            </Button>
          )
        }
      />
    </>
  );
}

/** "12 Oak St, Austin, TX 78701" from whichever parts are known. */
export function addressLine(record: { street: string | null; city: string | null; state: string | null; zip: string | null }): string {
  return [record.street, record.city, [record.state, record.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

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
