import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderListResponse, OrderSummary } from '@core/contracts/orders';
import { mockApi, renderRoutes } from '@web/test/render';
import { OrderListScreen } from './order-list-screen';

const order: OrderSummary = {
  id: 'ord_1',
  fileNumber: '26-00042',
  status: 'title_ordered',
  phase: 'open',
  transactionType: 'purchase',
  propertyAddress: '1200 Barton Springs Rd',
  propertyCity: 'Austin',
  propertyState: 'TX',
  propertyZip: '78704',
  propertyCounty: 'Travis County',
  apn: '0101-22',
  salePriceCents: 45_000_000,
  loanAmountCents: 36_000_000,
  openedDate: '2026-01-05',
  estimatedClosingDate: '2026-02-20',
  closingDate: null,
  office: { id: 'off_1', code: 'AUS', name: 'Austin' },
  escrowOfficer: { id: 'usr_1', name: 'Erin Escrow', email: null, phone: null },
  titleOfficer: null,
  processor: null,
  partyNames: 'Casey Buyer, Sam Seller',
  updatedAt: '2026-01-06T15:00:00.000Z',
};

function api(list: OrderListResponse) {
  return mockApi({
    '/api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } } },
    '/api/orders': { status: 200, body: list },
    '/api/saved-filters': { status: 200, body: { items: [] } },
  });
}

const routes = [{ path: '/agent/orders', element: <OrderListScreen /> }];

describe('OrderListScreen', () => {
  it('reads filters, sort and page from the address and asks the API for exactly that', async () => {
    const calls = api({ items: [order], total: 1234, totalCapped: false, page: 2, pageSize: 25 });
    renderRoutes(routes, '/agent/orders?status=open,title_ordered&q=smith&sort=fileNumber&dir=asc&page=2');

    expect(await screen.findByRole('link', { name: '26-00042' })).toHaveAttribute('href', '/agent/orders/ord_1');
    const listCall = calls.find((call) => call.path.startsWith('/api/orders?'))!;
    const sent = new URL(listCall.path, 'http://test').searchParams;
    expect(Object.fromEntries(sent)).toEqual({ q: 'smith', status: 'open,title_ordered', sort: 'fileNumber', dir: 'asc', page: '2', pageSize: '25' });

    expect(screen.getByText('26–26 of 1,234')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /File number/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByLabelText('Search orders')).toHaveValue('smith');
    expect(screen.getByRole('button', { name: 'Status: Open, Title ordered' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/orders/export.csv?q=smith&status=open%2Ctitle_ordered&sort=fileNumber&dir=asc');
  });

  it('puts a filter change in the address and goes back to page 1', async () => {
    api({ items: [order], total: 60, totalCapped: false, page: 2, pageSize: 25 });
    const { router } = renderRoutes(routes, '/agent/orders?page=2');
    await screen.findByRole('link', { name: '26-00042' });
    await userEvent.selectOptions(screen.getByLabelText('Phase'), 'closed');
    await waitFor(() => expect(router.state.location.search).toBe('?phase=closed'));
  });

  it('says "of 10,000+" when the count is capped, and sorts by a clicked header', async () => {
    api({ items: [order], total: 10_000, totalCapped: true, page: 1, pageSize: 25 });
    const { router } = renderRoutes(routes, '/agent/orders');
    expect(await screen.findByText('1–1 of 10,000+')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Sale price/ })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=salePrice&dir=desc'));
  });

  it('offers to clear the filters when nothing matches', async () => {
    api({ items: [], total: 0, totalCapped: false, page: 1, pageSize: 25 });
    const { router } = renderRoutes(routes, '/agent/orders?county=Nowhere&sort=status');
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=status'));
  });
});
