import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { companyKindLabels, companyKinds, type CompanyKind } from '@core/contracts/clients';
import { EmptyState } from '@web/components/layout/empty-state';
import { PageHeader } from '@web/components/layout/page-header';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { paths } from '@web/config/paths';
import { useDebouncedText } from '@web/lib/use-debounced-text';
import { companiesQueryOptions, contactsQueryOptions, useCreateCompany, useCreateContact } from '../api';
import { CompanyForm } from './company-form';
import { ContactForm } from './contact-form';

const PAGE_SIZE = 25;
type Tab = 'contacts' | 'companies';

/** The API query for the tab, read from the page's URL (q, page, kind). */
export function directorySearch(params: URLSearchParams, tab: Tab): string {
  const search = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
  const q = params.get('q')?.trim();
  if (q) search.set('q', q);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) search.set('page', String(page));
  const kind = params.get('kind');
  if (tab === 'companies' && kind && (companyKinds as readonly string[]).includes(kind)) search.set('kind', kind);
  return search.toString();
}

/** /agent/clients: contacts and companies, searchable, with new-record dialogs. */
export function ClientDirectory() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'companies' ? 'companies' : 'contacts';
  const [creating, setCreating] = useState<Tab | null>(null);
  const navigate = useNavigate();
  const createContact = useCreateContact();
  const createCompany = useCreateCompany();

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A new search or kind starts again at page 1.
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: 'q' in changes });
  }
  const [draft, setDraft] = useDebouncedText(params.get('q') ?? '', (q) => update({ q: q || null }));

  return (
    <div>
      <PageHeader
        title="Clients"
        description="Contacts and companies, the orders they are on, and their portal access."
        actions={
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setCreating('companies')}>
              <Plus className="size-4" aria-hidden /> New company
            </Button>
            <Button onClick={() => setCreating('contacts')}>
              <Plus className="size-4" aria-hidden /> New contact
            </Button>
          </div>
        }
      />
      <Tabs value={tab} onValueChange={(value) => update({ tab: value === 'companies' ? 'companies' : null, kind: null })}>
        <TabsList>
          <TabsTrigger value="contacts">Contacts</TabsTrigger>
          <TabsTrigger value="companies">Companies</TabsTrigger>
        </TabsList>
        {(['contacts', 'companies'] as const).map((panel) => (
          <TabsContent key={panel} value={panel}>
            <div className="mb-4 flex flex-wrap items-end gap-4">
              <Field label={panel === 'contacts' ? 'Search contacts' : 'Search companies'} className="w-full max-w-md">
                <Input type="search" placeholder={panel === 'contacts' ? 'Name or email' : 'Company name or email'} value={draft} onChange={(event) => setDraft(event.target.value)} />
              </Field>
              {panel === 'companies' ? (
                <Field label="Kind" className="w-56">
                  <NativeSelect value={params.get('kind') ?? ''} onChange={(event) => update({ kind: event.target.value || null })}>
                    <option value="">All kinds</option>
                    {companyKinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {companyKindLabels[kind]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              ) : null}
            </div>
            {panel === 'contacts' ? (
              <ContactsTable search={directorySearch(params, panel)} onPage={(page) => update({ page: String(page) })} />
            ) : (
              <CompaniesTable search={directorySearch(params, panel)} onPage={(page) => update({ page: String(page) })} />
            )}
          </TabsContent>
        ))}
      </Tabs>

      <Dialog open={creating === 'contacts'} onOpenChange={(open) => setCreating(open ? 'contacts' : null)}>
        <DialogContent title="New contact" description="A person: buyer, seller, borrower, agent, attorney…">
          <ContactForm
            submitLabel="Add contact"
            onCancel={() => setCreating(null)}
            onSubmit={async (values) => {
              const contact = await createContact.mutateAsync(values);
              toast.success(`Contact ${contact.name} added`);
              setCreating(null);
              void navigate(paths.agent.contact.href(contact.id));
            }}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={creating === 'companies'} onOpenChange={(open) => setCreating(open ? 'companies' : null)}>
        <DialogContent title="New company" description="A lender, brokerage, law firm, HOA, servicer or vendor.">
          <CompanyForm
            submitLabel="Add company"
            onCancel={() => setCreating(null)}
            onSubmit={async (values) => {
              const company = await createCompany.mutateAsync(values);
              toast.success(`Company ${company.name} added`);
              setCreating(null);
              void navigate(paths.agent.company.href(company.id));
            }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center justify-between text-sm">
      <p aria-live="polite">
        {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={last >= total} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

function ContactsTable({ search, onPage }: { search: string; onPage: (page: number) => void }) {
  const query = useQuery(contactsQueryOptions(search));
  if (query.isPending) return <Spinner label="Loading contacts…" />;
  if (query.isError) return <Alert variant="error" title="Contacts could not be loaded">{query.error.message}</Alert>;
  const { items, total, page } = query.data;
  if (!items.length) return <EmptyState title="No contacts match">Try another name, or add a new contact.</EmptyState>;
  return (
    <>
      <Table>
        <TableHead>
          <TableRow>
            <TableHeader>Name</TableHeader>
            <TableHeader>Email</TableHeader>
            <TableHeader>Phone</TableHeader>
            <TableHeader>Companies</TableHeader>
            <TableHeader>Portal access</TableHeader>
            <TableHeader className="text-right">Orders</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((contact) => (
            <TableRow key={contact.id}>
              <TableCell>
                <Link className="font-medium text-primary underline-offset-4 hover:underline" to={paths.agent.contact.href(contact.id)}>
                  {contact.name}
                </Link>
              </TableCell>
              <TableCell>{contact.email ?? '—'}</TableCell>
              <TableCell className="whitespace-nowrap">{contact.phone ?? '—'}</TableCell>
              <TableCell>{contact.companies.map((company) => company.name).join(', ') || '—'}</TableCell>
              <TableCell>{contact.linkedUser ? contact.linkedUser.email : contact.invitedEmail ? 'Invited' : '—'}</TableCell>
              <TableCell className="text-right">{contact.orderCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager page={page} total={total} onPage={onPage} />
    </>
  );
}

function CompaniesTable({ search, onPage }: { search: string; onPage: (page: number) => void }) {
  const query = useQuery(companiesQueryOptions(search));
  if (query.isPending) return <Spinner label="Loading companies…" />;
  if (query.isError) return <Alert variant="error" title="Companies could not be loaded">{query.error.message}</Alert>;
  const { items, total, page } = query.data;
  if (!items.length) return <EmptyState title="No companies match">Try another name or kind, or add a new company.</EmptyState>;
  return (
    <>
      <Table>
        <TableHead>
          <TableRow>
            <TableHeader>Name</TableHeader>
            <TableHeader>Kind</TableHeader>
            <TableHeader>Phone</TableHeader>
            <TableHeader>Email</TableHeader>
            <TableHeader className="text-right">Contacts</TableHeader>
            <TableHeader className="text-right">Orders</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((company) => (
            <TableRow key={company.id}>
              <TableCell>
                <Link className="font-medium text-primary underline-offset-4 hover:underline" to={paths.agent.company.href(company.id)}>
                  {company.name}
                </Link>
              </TableCell>
              <TableCell>{companyKindLabels[company.kind as CompanyKind]}</TableCell>
              <TableCell className="whitespace-nowrap">{company.phone ?? '—'}</TableCell>
              <TableCell>{company.email ?? '—'}</TableCell>
              <TableCell className="text-right">{company.contacts.length}</TableCell>
              <TableCell className="text-right">{company.orderCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager page={page} total={total} onPage={onPage} />
    </>
  );
}
