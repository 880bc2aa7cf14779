import { useQuery } from '@tanstack/react-query';
import { propertyTypeLabels, transactionTypeLabels, type PropertyType, type TransactionType } from '@core/contracts/orders';
import { formatCents } from '@core/domain/money';
import { statusLabels, type OrderStatus } from '@core/domain/order-status';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { orderActivityQueryOptions, staffQueryOptions, underwritersQueryOptions } from '../api';
import { formatTimestamp } from '../format';
import { DetailCard } from './detail-parts';

/** The server names fields as people say them; these are the ones whose values need a label too. */
const moneyFields = new Set(['Sale price', 'Loan amount']);
const personFields = new Set(['Escrow officer', 'Title officer', 'Processor']);

function valueText(field: string, value: unknown, names: Map<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (moneyFields.has(field) && typeof value === 'number') return formatCents(value);
  if (typeof value === 'string') {
    if (field === 'Status') return statusLabels[value as OrderStatus] ?? value;
    if (field === 'Transaction type') return transactionTypeLabels[value as TransactionType] ?? value;
    if (field === 'Property type') return propertyTypeLabels[value as PropertyType] ?? value;
    if (personFields.has(field) || field === 'Underwriter') return names.get(value) ?? value;
    return value;
  }
  return JSON.stringify(value);
}

/** Who did what and when, newest first, with the fields each change touched. */
export function OrderActivity({ orderId }: { orderId: string }) {
  const activity = useQuery(orderActivityQueryOptions(orderId));
  const staff = useQuery(staffQueryOptions);
  const underwriters = useQuery(underwritersQueryOptions);
  const names = new Map<string, string>([
    ...(staff.data?.items ?? []).map((person) => [person.id, person.name] as const),
    ...(underwriters.data?.items ?? []).map((underwriter) => [underwriter.id, underwriter.name] as const),
  ]);

  return (
    <DetailCard title="Activity">
      {activity.isPending ? (
        <Spinner label="Loading activity…" />
      ) : activity.isError ? (
        <Alert variant="error">{activity.error instanceof ApiError ? activity.error.message : 'The activity could not be loaded.'}</Alert>
      ) : activity.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing has happened on this file yet.</p>
      ) : (
        <ol className="relative space-y-4 border-l border-border pl-5">
          {activity.data.items.map((event) => (
            <li key={event.id} className="relative">
              <span className="absolute top-1.5 -left-[1.45rem] size-2.5 rounded-full bg-primary" aria-hidden="true" />
              <p className="text-sm font-medium">{event.summary}</p>
              <p className="text-xs text-muted-foreground">
                {event.actor?.name ?? 'System'} · <time dateTime={event.createdAt}>{formatTimestamp(event.createdAt)}</time>
              </p>
              {event.changes.length > 0 ? (
                <ul className="mt-1 space-y-0.5 text-xs">
                  {event.changes.map((change, index) => (
                    <li key={`${change.field}-${index}`}>
                      <span className="text-muted-foreground">{change.field}:</span> {valueText(change.field, change.from, names)} →{' '}
                      {valueText(change.field, change.to, names)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </DetailCard>
  );
}
