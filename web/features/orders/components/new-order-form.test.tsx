import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Office } from '@core/contracts/offices';
import { mockApi, renderRoutes } from '@web/test/render';
import { NewOrderForm } from './new-order-form';

const office: Office = {
  id: 'off_aus',
  name: 'Austin',
  code: 'AUS',
  numberingFormat: '{YY}-{SEQ:5}',
  state: 'TX',
  street: null,
  city: 'Austin',
  zip: null,
  phone: null,
  nextFileNumberPreview: '26-00043',
};

function api(extra: Record<string, { status: number; body: unknown }> = {}) {
  return mockApi({
    '/api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } } },
    '/api/offices': { status: 200, body: { items: [office] } },
    '/api/staff': { status: 200, body: { items: [{ id: 'usr_1', name: 'Erin Escrow', email: 'agent@demo.test', role: 'agent' }] } },
    '/api/underwriters': { status: 200, body: { items: [] } },
    '/api/reference/counties': { status: 200, body: { items: [{ name: 'Travis County', fips: '48453' }] } },
    ...extra,
  });
}

const routes = [
  { path: '/agent/orders/new', element: <NewOrderForm /> },
  { path: '/agent/orders/:id', element: <p>Order page</p> },
];

async function fillRequired() {
  await userEvent.selectOptions(await screen.findByLabelText('Transaction type'), 'purchase');
  await userEvent.type(screen.getByLabelText('Property address'), '1200 Barton Springs Rd');
  await userEvent.type(screen.getByLabelText('City'), 'Austin');
  await userEvent.type(screen.getByLabelText('ZIP code'), '78704');
  await userEvent.type(screen.getByLabelText('County'), 'Travis County');
  await userEvent.selectOptions(screen.getByLabelText('Property type'), 'single_family');
}

describe('NewOrderForm', () => {
  it('shows the schema’s field errors under each field and sends nothing', async () => {
    const calls = api();
    renderRoutes(routes, '/agent/orders/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Open order' }));
    expect(await screen.findByText('Choose a transaction type')).toBeInTheDocument();
    expect(screen.getByText('Property address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a 5-digit ZIP code (or ZIP+4)')).toBeInTheDocument();
    expect(screen.getByLabelText('Property address')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/api/orders')).toBe(false);
  });

  it('defaults the office, its state and today’s date, and asks a purchase for its sale price', async () => {
    api();
    renderRoutes(routes, '/agent/orders/new');
    expect(await screen.findByLabelText('Office')).toHaveValue('off_aus');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('Opened')).not.toHaveValue('');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Open order' }));
    expect(await screen.findByText('A purchase needs a sale price')).toBeInTheDocument();
  });

  it('sends dollars as cents and puts the server’s field errors under their fields', async () => {
    const calls = api({
      '/api/orders': {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Some fields need attention', fields: { propertyCounty: ['No county of that name in TX'] } } },
      },
    });
    renderRoutes(routes, '/agent/orders/new');
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Sale price'), '450,000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Open order' }));
    expect(await screen.findByText('No county of that name in TX')).toBeInTheDocument();
    const post = calls.find((call) => call.path === '/api/orders' && call.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init!.body))).toMatchObject({ officeId: 'off_aus', transactionType: 'purchase', salePriceCents: 45_000_050, propertyState: 'TX', parties: [] });
  });

  it('opens the order, says so and goes to its page', async () => {
    api({ '/api/orders': { status: 201, body: { id: 'ord_9', fileNumber: '26-00043' } } });
    const { router } = renderRoutes(routes, '/agent/orders/new');
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Sale price'), '300000');
    await userEvent.click(screen.getByRole('button', { name: 'Open order' }));
    expect(await screen.findByText('Order 26-00043 opened')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/orders/ord_9'));
  });

  it('creates a contact inline and lists it as a party without submitting the order', async () => {
    const calls = api({
      '/api/contacts': { status: 201, body: { id: 'con_7', firstName: 'Quincy', lastName: 'Quillingham', name: 'Quincy Quillingham' } },
    });
    renderRoutes(routes, '/agent/orders/new');
    await userEvent.selectOptions(await screen.findByLabelText('Party role'), 'seller');
    await userEvent.click(screen.getByRole('button', { name: 'Create contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create contact' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Quincy');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Quillingham');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and add' }));

    expect(await screen.findByRole('cell', { name: 'Quincy Quillingham' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Seller' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Property address is required')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/orders')).toBe(false);
    const created = calls.find((call) => call.path === '/api/contacts')!;
    expect(JSON.parse(String(created.init!.body))).toMatchObject({ firstName: 'Quincy', lastName: 'Quillingham' });
  });
});
