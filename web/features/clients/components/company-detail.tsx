import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { companyKindLabels } from '@core/contracts/clients';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { companyOrdersQueryOptions, companyQueryOptions, useUpdateCompany } from '../api';
import { CompanyForm } from './company-form';
import { PartyOrdersTable } from './party-orders-table';
import { addressLine, changedFields, Detail, RecordHeader, RecordNotFound } from './record-parts';

/** /agent/clients/companies/:companyId */
export function CompanyDetail({ companyId }: { companyId: string }) {
  const company = useQuery(companyQueryOptions(companyId));
  const orders = useQuery(companyOrdersQueryOptions(companyId));
  const [editing, setEditing] = useState(false);
  const update = useUpdateCompany(companyId);
  const queryClient = useQueryClient();

  if (company.isPending) return <Spinner label="Loading company…" />;
  if (company.isError) {
    if (company.error instanceof ApiError && company.error.status === 404) return <RecordNotFound what="Company" />;
    return <Alert variant="error" title="The company could not be loaded">{company.error.message}</Alert>;
  }
  const record = company.data;

  return (
    <div className="space-y-6">
      <RecordHeader backHref={paths.agent.clients.href('tab=companies')} title={record.name} description={companyKindLabels[record.kind]} editing={editing} onEdit={() => setEditing(true)} />
      {editing ? (
        <Card>
          <h2 className="mb-4 text-lg font-semibold">Edit company</h2>
          <CompanyForm
            company={record}
            submitLabel="Save changes"
            onCancel={() => setEditing(false)}
            onReload={() => queryClient.fetchQuery({ ...companyQueryOptions(companyId), staleTime: 0 })}
            onSubmit={async (values) => {
              const changes = changedFields(values, record as unknown as Record<string, unknown>);
              if (!values.tin) delete changes.tin;
              await update.mutateAsync({ version: record.version, ...changes });
              toast.success('Company saved');
              setEditing(false);
            }}
          />
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <h2 className="mb-3 text-lg font-semibold">Company information</h2>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Detail label="Email">{record.email ? <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${record.email}`}>{record.email}</a> : null}</Detail>
              <Detail label="Phone">{record.phone}</Detail>
              <Detail label="TIN">{record.tinLast4 ? `••-•••${record.tinLast4}` : null}</Detail>
              <Detail label="Address">{addressLine(record)}</Detail>
              <Detail label="Notes">{record.notes}</Detail>
            </dl>
          </Card>
          <Card>
            <h2 className="mb-3 text-lg font-semibold">Contacts</h2>
            {record.contacts.length ? (
              <ul className="space-y-1">
                {record.contacts.map((contact) => (
                  <li key={contact.id}>
                    <Link className="text-primary underline-offset-4 hover:underline" to={paths.agent.contact.href(contact.id)}>
                      {contact.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No contacts linked to this company.</p>
            )}
          </Card>
        </div>
      )}
      <PartyOrdersTable query={orders} />
    </div>
  );
}
