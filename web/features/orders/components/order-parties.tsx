import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { partyRoleLabels, type OrderDetail, type OrderParty } from '@core/contracts/orders';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { useAddPartyMutation, useRemovePartyMutation } from '../api';
import { maskedLast4 } from '../format';
import { DetailCard } from './detail-parts';
import { PartyPicker, type PickedParty } from './party-picker';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : 'An unexpected error occurred');

function PartyName({ party }: { party: OrderParty }) {
  const href = party.contact ? paths.agent.contact.href(party.contact.id) : party.company ? paths.agent.company.href(party.company.id) : null;
  return href ? (
    <Link to={href} className="font-medium text-primary underline-offset-4 hover:underline">
      {party.name}
    </Link>
  ) : (
    <span className="font-medium">{party.name}</span>
  );
}

/** Everyone on the file, in their roles; SSN/TIN only ever as the last four digits. */
export function OrderParties({ order }: { order: OrderDetail }) {
  const add = useAddPartyMutation(order.id);
  const remove = useRemovePartyMutation(order.id);

  async function addParty(party: PickedParty) {
    try {
      await add.mutateAsync({ role: party.role, contactId: party.contactId ?? null, companyId: party.companyId ?? null });
      toast.success(`${party.name} added as ${partyRoleLabels[party.role].toLowerCase()}`);
    } catch (error) {
      toast.error('The party was not added', { description: errorText(error) });
      throw error;
    }
  }

  function removeParty(party: OrderParty) {
    remove.mutate(party.id, {
      onSuccess: () => toast.success(`${party.name} removed as ${partyRoleLabels[party.role].toLowerCase()}`),
      onError: (error) => toast.error('The party was not removed', { description: errorText(error) }),
    });
  }

  return (
    <DetailCard title="Parties">
      {order.parties.length === 0 ? (
        <p className="text-sm text-muted-foreground">No parties on this order yet.</p>
      ) : (
        <Table>
          <caption className="sr-only">Parties to order {order.fileNumber}</caption>
          <TableHead>
            <tr>
              <TableHeader scope="col">Role</TableHeader>
              <TableHeader scope="col">Name</TableHeader>
              <TableHeader scope="col">Email</TableHeader>
              <TableHeader scope="col">Phone</TableHeader>
              <TableHeader scope="col">SSN / TIN</TableHeader>
              <TableHeader scope="col">
                <span className="sr-only">Actions</span>
              </TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {order.parties.map((party) => {
              const details = party.contact ?? party.company;
              const last4 = party.contact?.ssnLast4 ?? party.company?.tinLast4 ?? null;
              return (
                <TableRow key={party.id}>
                  <TableCell className="whitespace-nowrap">{partyRoleLabels[party.role]}</TableCell>
                  <TableCell>
                    <PartyName party={party} />
                    {party.contact?.linkedUser ? <span className="block text-xs text-muted-foreground">Has portal access</span> : null}
                  </TableCell>
                  <TableCell>{details?.email ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">{details?.phone ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap font-mono">
                    {last4 ? (
                      <>
                        <span aria-hidden="true">{maskedLast4(last4)}</span>
                        <span className="sr-only">ending in {last4}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={remove.isPending}
                      aria-label={`Remove ${party.name} as ${partyRoleLabels[party.role]}`}
                      onClick={() => removeParty(party)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <PartyPicker onAdd={addParty} busy={add.isPending} />
    </DetailCard>
  );
}
