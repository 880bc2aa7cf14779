import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Contact } from '@core/contracts/clients';
import { emailField } from '@core/contracts/common';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { contactOrdersQueryOptions, contactQueryOptions, useInviteContact, useUpdateContact } from '../api';
import { ContactForm } from './contact-form';
import { PartyOrdersTable } from './party-orders-table';
import { addressLine, changedFields, Detail, RecordHeader, RecordNotFound } from './record-parts';

/** /agent/clients/contacts/:contactId */
export function ContactDetail({ contactId }: { contactId: string }) {
  const contact = useQuery(contactQueryOptions(contactId));
  const orders = useQuery(contactOrdersQueryOptions(contactId));
  const [editing, setEditing] = useState(false);
  const update = useUpdateContact(contactId);
  const queryClient = useQueryClient();

  if (contact.isPending) return <Spinner label="Loading contact…" />;
  if (contact.isError) {
    if (contact.error instanceof ApiError && contact.error.status === 404) return <RecordNotFound what="Contact" />;
    return <Alert variant="error" title="The contact could not be loaded">{contact.error.message}</Alert>;
  }
  const record = contact.data;

  return (
    <div className="space-y-6">
      <RecordHeader backHref={paths.agent.clients.href()} title={record.name} description={record.companies.map((company) => company.name).join(', ') || 'Contact'} editing={editing} onEdit={() => setEditing(true)} />
      {editing ? (
        <Card>
          <h2 className="mb-4 text-lg font-semibold">Edit contact</h2>
          <ContactForm
            contact={record}
            submitLabel="Save changes"
            onCancel={() => setEditing(false)}
            onReload={() => queryClient.fetchQuery({ ...contactQueryOptions(contactId), staleTime: 0 })}
            onSubmit={async (values) => {
              // The version is the one this form was opened with: a later save by someone else is a 409.
              const changes = changedFields(values, record as unknown as Record<string, unknown>);
              if (!values.ssn) delete changes.ssn;
              await update.mutateAsync({ version: record.version, ...changes });
              toast.success('Contact saved');
              setEditing(false);
            }}
          />
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <h2 className="mb-3 text-lg font-semibold">Contact information</h2>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Detail label="Email">{record.email ? <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${record.email}`}>{record.email}</a> : null}</Detail>
              <Detail label="Phone">{record.phone}</Detail>
              <Detail label="SSN">{record.ssnLast4 ? `•••-••-${record.ssnLast4}` : null}</Detail>
              <Detail label="Address">{addressLine(record)}</Detail>
              <Detail label="Notes">{record.notes}</Detail>
            </dl>
          </Card>
          <PortalAccess contact={record} />
        </div>
      )}
      <PartyOrdersTable query={orders} />
    </div>
  );
}

/** Who can follow this contact's orders in the client portal, and the invitation to do so. */
function PortalAccess({ contact }: { contact: Contact }) {
  const invite = useInviteContact(contact.id);
  const [email, setEmail] = useState(contact.invitedEmail ?? contact.email ?? '');
  const [error, setError] = useState<string | null>(null);

  if (contact.linkedUser) {
    return (
      <Card>
        <h2 className="mb-2 text-lg font-semibold">Portal access</h2>
        <p className="text-sm">
          Linked to the client account <strong>{contact.linkedUser.email}</strong>: they see this contact&apos;s orders in the client portal.
        </p>
      </Card>
    );
  }
  return (
    <Card>
      <h2 className="mb-2 text-lg font-semibold">Portal access</h2>
      {contact.invitedEmail ? (
        <p className="mb-3 text-sm">
          Invitation sent to <strong>{contact.invitedEmail}</strong>; the contact is linked when they register with that email.
        </p>
      ) : (
        <p className="mb-3 text-sm text-muted-foreground">No portal access yet. Invite them to follow their orders online.</p>
      )}
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          const parsed = emailField.safeParse(email);
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
          setError(null);
          try {
            const result = await invite.mutateAsync(parsed.data);
            toast.success(result.outcome === 'linked' ? `Linked to ${parsed.data}'s client account` : `Invitation sent to ${parsed.data}`);
          } catch (failure) {
            setError(failure instanceof ApiError ? (failure.fields?.email?.[0] ?? failure.message) : 'The invitation could not be sent.');
          }
        }}
      >
        <Field label="Client's email" error={error ?? undefined} className="min-w-64 flex-1">
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : contact.invitedEmail ? 'Send again' : 'Invite to the client portal'}
        </Button>
      </form>
    </Card>
  );
}
