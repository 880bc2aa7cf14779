import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { companyKindLabels } from '@core/contracts/clients';
import { partyRoleLabels, partyRoles, type PartyRole } from '@core/contracts/orders';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { companySearchQueryOptions, contactSearchQueryOptions } from '../api';
import { useDebouncedValue } from '@web/lib/use-debounced-text';
import { CreateContactDialog } from './create-contact-dialog';

export interface PickedParty {
  role: PartyRole;
  contactId?: string;
  companyId?: string;
  name: string;
}

interface PartyPickerProps {
  onAdd: (party: PickedParty) => void | Promise<unknown>;
  busy?: boolean;
}

type Source = 'contacts' | 'companies';

/** Choose a role, then find a person or a company in the directory (or create a person) and add them. */
export function PartyPicker({ onAdd, busy }: PartyPickerProps) {
  const headingId = useId();
  const resultsId = useId();
  const [role, setRole] = useState<PartyRole>('buyer');
  const [source, setSource] = useState<Source>('contacts');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const settled = useDebouncedValue(search);
  const contacts = useQuery({ ...contactSearchQueryOptions(settled), enabled: source === 'contacts' && settled.trim().length >= 2 });
  const companies = useQuery({ ...companySearchQueryOptions(settled), enabled: source === 'companies' && settled.trim().length >= 2 });
  const searching = settled.trim().length >= 2;
  const results =
    source === 'contacts'
      ? (contacts.data?.items ?? []).map((contact) => ({ id: contact.id, name: contact.name, detail: [contact.email, contact.phone].filter(Boolean).join(' · ') }))
      : (companies.data?.items ?? []).map((company) => ({ id: company.id, name: company.name, detail: companyKindLabels[company.kind] }));
  const loading = source === 'contacts' ? contacts.isFetching : companies.isFetching;
  const roleLabel = partyRoleLabels[role];

  async function add(result: { id: string; name: string }, from: Source) {
    try {
      await onAdd({ role, name: result.name, ...(from === 'contacts' ? { contactId: result.id } : { companyId: result.id }) });
      setSearch('');
    } catch {
      // The caller reports the failure; keep the search so the user can try again.
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border border-dashed border-border p-4">
      <h3 id={headingId} className="text-sm font-semibold">
        Add a party
      </h3>
      <div className="grid gap-3 sm:grid-cols-[12rem_10rem_1fr]">
        <Field label="Party role">
          <NativeSelect value={role} onChange={(event) => setRole(event.target.value as PartyRole)}>
            {partyRoles.map((value) => (
              <option key={value} value={value}>
                {partyRoleLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Look in">
          <NativeSelect value={source} onChange={(event) => setSource(event.target.value as Source)}>
            <option value="contacts">People</option>
            <option value="companies">Companies</option>
          </NativeSelect>
        </Field>
        <Field label={source === 'contacts' ? 'Search people' : 'Search companies'} hint="Type at least 2 letters">
          <Input
            type="search"
            autoComplete="off"
            aria-controls={resultsId}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            // Enter here means "search", not "submit the order".
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        </Field>
      </div>
      <div id={resultsId} aria-live="polite">
        {searching && !loading && results.length === 0 ? (
          <p className="text-sm text-muted-foreground">No {source === 'contacts' ? 'people' : 'companies'} match &quot;{settled.trim()}&quot;.</p>
        ) : null}
        {results.length > 0 && searching ? (
          <ul className="divide-y divide-border rounded-md border border-border">
            {results.map((result) => (
              <li key={result.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium">{result.name}</span>
                  {result.detail ? <span className="block text-xs text-muted-foreground">{result.detail}</span> : null}
                </span>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => void add(result, source)} aria-label={`Add ${result.name} as ${roleLabel}`}>
                  Add
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Dialog open={creating} onOpenChange={setCreating}>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => setCreating(true)}>
          <UserPlus className="size-4" aria-hidden="true" />
          Create contact
        </Button>
        {creating ? (
          <CreateContactDialog
            roleLabel={roleLabel}
            onCancel={() => setCreating(false)}
            onCreated={(contact) => {
              setCreating(false);
              void onAdd({ role, contactId: contact.id, name: contact.name });
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
