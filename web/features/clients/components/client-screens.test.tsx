import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Company, Contact } from '@core/contracts/clients';
import { mockApi, renderRoutes } from '@web/test/render';
import type { PartyOrders } from '../api';
import { ClientDirectory } from './client-directory';
import { CompanyDetail } from './company-detail';
import { ContactDetail } from './contact-detail';

const signedOut = { '/api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } } } };
const notFound = (message: string) => ({ status: 404, body: { error: { code: 'NOT_FOUND', message } } });

const contact: Contact = {
  id: 'con_1', firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', email: 'ada@example.test', phone: '(512) 555-0101', ssnLast4: '6789',
  street: null, city: 'Austin', state: 'TX', zip: null, notes: null, companies: [{ id: 'co_1', name: 'Analytical Lending', kind: 'lender' }],
  linkedUser: null, invitedEmail: null, orderCount: 1, version: 3, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};

const company: Company = {
  id: 'co_1', name: 'Analytical Lending', kind: 'lender', email: 'loans@analytical.test', phone: null, tinLast4: '4321',
  street: null, city: null, state: null, zip: null, notes: null, contacts: [{ id: 'con_1', name: 'Ada Lovelace' }], orderCount: 0,
  version: 1, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};

const contactOrders: PartyOrders = {
  items: [
    {
      role: 'buyer',
      order: {
        id: 'ord_1', fileNumber: '26-00042', status: 'open', phase: 'open', transactionType: 'purchase',
        propertyAddress: '12 Elm St', propertyCity: 'Austin', propertyState: 'TX', propertyZip: '78701', propertyCounty: 'Travis County', apn: null,
        salePriceCents: 45_000_000, loanAmountCents: null, openedDate: '2026-01-02', estimatedClosingDate: '2026-02-20', closingDate: null,
        office: { id: 'off_1', code: 'AUS', name: 'Austin' }, escrowOfficer: null, titleOfficer: null, processor: null,
        partyNames: 'Ada Lovelace', updatedAt: '2026-01-02T00:00:00Z',
      },
    },
  ],
};

const directoryRoute = [{ path: '/agent/clients', element: <ClientDirectory /> }];
const contactRoute = [{ path: '/agent/clients/contacts/:contactId', element: <ContactDetail contactId="con_1" /> }];
const companyRoute = [{ path: '/agent/clients/companies/:companyId', element: <CompanyDetail companyId="co_1" /> }];

/** mockApi answers by path only; a request with this method answers with `reply` instead. Returns the bodies sent. */
function onMethod(method: 'POST' | 'PATCH', reply: { status: number; body: unknown }) {
  const answer = globalThis.fetch;
  const sent: unknown[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== method) return answer(input, init);
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

describe('ClientDirectory', () => {
  it('opens the tab, search and kind named in the URL and asks the API for them', async () => {
    const calls = mockApi({ ...signedOut, '/api/companies': { status: 200, body: { items: [company], total: 1, page: 1, pageSize: 25 } } });
    renderRoutes(directoryRoute, '/agent/clients?tab=companies&q=analytical&kind=lender');
    expect(await screen.findByRole('link', { name: 'Analytical Lending' })).toHaveAttribute('href', '/agent/clients/companies/co_1');
    expect(screen.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Search companies')).toHaveValue('analytical');
    expect(screen.getByLabelText('Kind')).toHaveValue('lender');
    const row = screen.getByRole('row', { name: /Analytical Lending/ });
    expect(within(row).getByText('Lender')).toBeInTheDocument();
    expect(calls.some(({ path }) => path === '/api/companies?pageSize=25&q=analytical&kind=lender')).toBe(true);
    expect(calls.some(({ path }) => path.startsWith('/api/contacts'))).toBe(false);
  });

  it('lists contacts with their portal access, and puts a typed search into the URL', async () => {
    const invited = { ...contact, id: 'con_2', name: 'Grace Hopper', invitedEmail: 'grace@example.test', companies: [] };
    const linked = { ...contact, id: 'con_3', name: 'Alan Turing', linkedUser: { id: 'u_1', email: 'alan@example.test' } };
    const calls = mockApi({ ...signedOut, '/api/contacts': { status: 200, body: { items: [contact, invited, linked], total: 3, page: 1, pageSize: 25 } } });
    const { router } = renderRoutes(directoryRoute, '/agent/clients');
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Grace Hopper/ })).getByText('Invited')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Alan Turing/ })).getByText('alan@example.test')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Ada Lovelace/ })).getByText('Analytical Lending')).toBeInTheDocument();

    await userEvent.setup().type(screen.getByLabelText('Search contacts'), 'lov');
    await waitFor(() => expect(router.state.location.search).toBe('?q=lov'));
    await waitFor(() => expect(calls.some(({ path }) => path === '/api/contacts?pageSize=25&q=lov')).toBe(true));
  });

  it('adds a contact through the dialog and goes to it', async () => {
    mockApi({ ...signedOut, '/api/contacts': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 25 } } });
    const posts = onMethod('POST', { status: 201, body: { ...contact, id: 'con_9' } });
    const { router } = renderRoutes([...directoryRoute, { path: '/agent/clients/contacts/:contactId', element: <p>detail</p> }], '/agent/clients');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(dialog).getByLabelText('SSN'), '123-45-6789');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/clients/contacts/con_9'));
    expect(posts[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', ssn: '123456789' });
    expect(await screen.findByText('Contact Ada Lovelace added')).toBeInTheDocument();
  });
});

describe('ContactDetail', () => {
  it('shows the SSN only as its last 4, the orders, and an invitation form prefilled with the email', async () => {
    mockApi({
      ...signedOut,
      '/api/contacts/con_1': { status: 200, body: contact },
      '/api/contacts/con_1/orders': { status: 200, body: contactOrders },
      '/api/contacts/con_1/invite': { status: 200, body: { outcome: 'invited', contact: { ...contact, invitedEmail: 'ada@example.test' } } },
    });
    renderRoutes(contactRoute, '/agent/clients/contacts/con_1');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('•••-••-6789')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '26-00042' })).toHaveAttribute('href', '/agent/orders/ord_1');
    expect(screen.getByText('Buyer')).toBeInTheDocument();
    expect(screen.getByLabelText("Client's email")).toHaveValue('ada@example.test');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Invite to the client portal' }));
    expect(await screen.findByText('Invitation sent to ada@example.test')).toBeInTheDocument();
  });

  it('says when the invitation linked an existing client account', async () => {
    mockApi({
      ...signedOut,
      '/api/contacts/con_1': { status: 200, body: { ...contact, email: null } },
      '/api/contacts/con_1/orders': { status: 200, body: { items: [] } },
      '/api/contacts/con_1/invite': { status: 200, body: { outcome: 'linked', contact } },
    });
    renderRoutes(contactRoute, '/agent/clients/contacts/con_1');
    const email = await screen.findByLabelText("Client's email");
    expect(email).toHaveValue('');
    const user = userEvent.setup();
    await user.type(email, 'ada@client.test');
    await user.click(screen.getByRole('button', { name: 'Invite to the client portal' }));
    expect(await screen.findByText("Linked to ada@client.test's client account")).toBeInTheDocument();
  });

  it('edits by version, never prefills the SSN, and explains a conflict with a reload', async () => {
    mockApi({ ...signedOut, '/api/contacts/con_1': { status: 200, body: contact }, '/api/contacts/con_1/orders': { status: 200, body: { items: [] } } });
    const patches = onMethod('PATCH', { status: 409, body: { error: { code: 'VERSION_CONFLICT', message: 'This contact was changed by someone else' } } });
    renderRoutes(contactRoute, '/agent/clients/contacts/con_1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('SSN')).toHaveValue('');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '(512) 555-0177');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('This contact was changed by someone else since you opened it. Reload to see their changes, then make your edit again.'),
    ).toBeInTheDocument();
    expect(patches).toEqual([{ version: 3, phone: '(512) 555-0177' }]);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('(512) 555-0101'));
  });

  it('shows Contact not found with a way back', async () => {
    mockApi({ ...signedOut, '/api/contacts/con_1': notFound('Contact not found'), '/api/contacts/con_1/orders': notFound('Contact not found') });
    renderRoutes(contactRoute, '/agent/clients/contacts/con_1');
    expect(await screen.findByText('Contact not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toHaveAttribute('href', '/agent/clients');
  });
});

describe('CompanyDetail', () => {
  it('shows the company, its TIN as the last 4 and its contacts', async () => {
    mockApi({ ...signedOut, '/api/companies/co_1': { status: 200, body: company }, '/api/companies/co_1/orders': { status: 200, body: { items: [] } } });
    renderRoutes(companyRoute, '/agent/clients/companies/co_1');
    expect(await screen.findByRole('heading', { name: 'Analytical Lending', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('••-•••4321')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/agent/clients/contacts/con_1');
    expect(await screen.findByText('Not a party to any order yet.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('TIN')).toHaveValue('');
    expect(screen.getByLabelText('Company name')).toHaveValue('Analytical Lending');
  });

  it('shows Company not found with a way back to the companies tab', async () => {
    mockApi({ ...signedOut, '/api/companies/co_1': notFound('Company not found'), '/api/companies/co_1/orders': notFound('Company not found') });
    renderRoutes(companyRoute, '/agent/clients/companies/co_1');
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toHaveAttribute('href', '/agent/clients?tab=companies');
  });
});
