import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Mail, Phone, SearchX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { partyRoleLabels, transactionTypeLabels, type PortalOrderDetail } from '@core/contracts/orders';
import { formatCents } from '@core/domain/money';
import { statusLabels } from '@core/domain/order-status';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { portalOrderQueryOptions } from '../api';
import { formatDay } from '../format';
import { StatusStepper } from './status-stepper';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id} className="space-y-3">
        <h2 id={id} className="text-lg font-semibold">{title}</h2>
        {children}
      </section>
    </Card>
  );
}

function BackLink() {
  return (
    <Link to={paths.client.orders.href()} className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to my orders
    </Link>
  );
}

/** Same words whether the order does not exist or is someone else's: nothing leaks either way. */
function OrderNotFound() {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-16 text-center">
      <SearchX className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Order not found</h1>
      <p className="max-w-md text-sm text-muted-foreground">This order does not exist, or you are not a party to it.</p>
      <BackLink />
    </div>
  );
}

function KeyDates({ order }: { order: PortalOrderDetail }) {
  const dates: [string, string | null][] = [
    ['Opened', order.openedDate],
    ['Estimated closing', order.estimatedClosingDate],
    ['Closing', order.closingDate],
    ['Funding', order.fundingDate],
    ['Recorded', order.recordedDate],
    ['Policy issued', order.policyIssuedDate],
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {dates.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{value ? <time dateTime={value}>{formatDay(value)}</time> : <span className="text-muted-foreground">Not yet</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

function Parties({ parties }: { parties: PortalOrderDetail['parties'] }) {
  if (parties.length === 0) return <p className="text-sm text-muted-foreground">No parties are listed yet.</p>;
  return (
    <ul className="divide-y divide-border text-sm">
      {parties.map((party, index) => (
        <li key={`${party.role}-${party.name}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
          <span>
            <span className="font-medium">{party.name}</span>
            {party.isMe ? <span className="text-muted-foreground"> (you)</span> : null}
            {/* Only the client's own number, and only its last four digits. */}
            {party.isMe && party.ssnLast4 ? <span className="block text-xs text-muted-foreground">SSN ending in {party.ssnLast4}</span> : null}
          </span>
          <span className="text-muted-foreground">{partyRoleLabels[party.role]}</span>
        </li>
      ))}
    </ul>
  );
}

function OfficerCard({ officer }: { officer: PortalOrderDetail['officer'] }) {
  if (!officer) return <p className="text-sm text-muted-foreground">An escrow officer has not been assigned yet.</p>;
  return (
    <div className="space-y-2 text-sm">
      <div>
        <p className="font-medium">{officer.name}</p>
        <p className="text-muted-foreground">{officer.title}</p>
      </div>
      {officer.email ? (
        <a href={`mailto:${officer.email}`} className="flex items-center gap-2 text-primary underline-offset-4 hover:underline">
          <Mail className="h-4 w-4" aria-hidden="true" />
          {officer.email}
        </a>
      ) : null}
      {officer.phone ? (
        <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`} className="flex items-center gap-2 text-primary underline-offset-4 hover:underline">
          <Phone className="h-4 w-4" aria-hidden="true" />
          {officer.phone}
        </a>
      ) : null}
    </div>
  );
}

/** One of the client's orders: where it stands, its dates, who is on it, and whom to call. */
export function PortalOrderDetailView({ orderId }: { orderId: string }) {
  const order = useQuery(portalOrderQueryOptions(orderId));

  if (order.isPending) return <Spinner label="Loading your order…" />;
  if (order.isError) {
    if (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400)) return <OrderNotFound />;
    return (
      <div className="space-y-4">
        <BackLink />
        <p role="alert" className="text-sm text-destructive">
          {order.error instanceof ApiError ? order.error.message : 'This order could not be loaded.'}
        </p>
      </div>
    );
  }
  const data = order.data;
  return (
    <div className="space-y-6">
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{data.propertyAddress}</h1>
          <p className="text-muted-foreground">
            {data.propertyCity}, {data.propertyState} {data.propertyZip} · {data.propertyCounty}
          </p>
          <p className="mt-1 text-sm">
            File number <span className="font-mono font-medium">{data.fileNumber}</span> · {transactionTypeLabels[data.transactionType]}
            {data.myRoles.length ? <> · You are the {data.myRoles.map((role) => partyRoleLabels[role].toLowerCase()).join(' and ')}</> : null}
          </p>
        </div>
        <div className="text-right">
          <span className="sr-only">Status: </span>
          <OrderStatusBadge status={data.status} className="px-3 py-1 text-sm" />
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Panel title="Status timeline">
          {data.status === 'on_hold' || data.status === 'cancelled' ? (
            <p className="rounded-md bg-muted px-3 py-2 text-sm">
              This order is <strong>{statusLabels[data.status].toLowerCase()}</strong>. Your escrow officer can tell you more.
            </p>
          ) : null}
          <StatusStepper steps={data.steps} timeline={data.timeline} />
        </Panel>
        <div className="space-y-6">
          <Panel title="Key dates">
            <KeyDates order={data} />
            {data.salePriceCents != null || data.loanAmountCents != null ? (
              <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 border-t border-border pt-3 text-sm">
                {data.salePriceCents != null ? (
                  <div className="contents">
                    <dt className="text-muted-foreground">Sale price</dt>
                    <dd>{formatCents(data.salePriceCents)}</dd>
                  </div>
                ) : null}
                {data.loanAmountCents != null ? (
                  <div className="contents">
                    <dt className="text-muted-foreground">Loan amount</dt>
                    <dd>{formatCents(data.loanAmountCents)}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </Panel>
          <Panel title="Your escrow officer">
            <OfficerCard officer={data.officer} />
          </Panel>
          <Panel title="Parties">
            <Parties parties={data.parties} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
