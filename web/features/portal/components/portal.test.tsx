import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortalOrderDetail, PortalOrderSummary } from '@core/contracts/orders';
import { mockApi, renderRoutes } from '@web/test/render';
import { MyOrdersPanel } from './my-orders-panel';
import { PortalOrderDetailView } from './portal-order-detail';
import { PortalOrderList } from './portal-order-list';

const signedOut = { '/api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } } } };

const summary: PortalOrderSummary = {
  id: 'ord-1',
  fileNumber: '25-00042',
  status: 'commitment_issued',
  phase: 'open',
  transactionType: 'purchase',
  propertyAddress: '12 Elm St',
  propertyCity: 'Austin',
  propertyState: 'TX',
  propertyZip: '78701',
  estimatedClosingDate: '2025-04-18',
  closingDate: null,
  myRoles: ['buyer', 'borrower'],
  updatedAt: '2025-03-11T15:00:00.000Z',
};

const detail: PortalOrderDetail = {
  ...summary,
  propertyCounty: 'Travis County',
  salePriceCents: 45_000_000,
  loanAmountCents: 36_000_000,
  openedDate: '2025-03-01',
  fundingDate: null,
  recordedDate: null,
  policyIssuedDate: null,
  timeline: [
    { status: 'open', at: '2025-03-01' },
    { status: 'title_ordered', at: '2025-03-03' },
    { status: 'title_received', at: '2025-03-07' },
    { status: 'commitment_issued', at: '2025-03-10' },
  ],
  steps: [
    { status: 'open', label: 'Open', state: 'done' },
    { status: 'title_ordered', label: 'Title ordered', state: 'done' },
    { status: 'title_received', label: 'Title received', state: 'done' },
    { status: 'commitment_issued', label: 'Commitment issued', state: 'current' },
    { status: 'clear_to_close', label: 'Clear to close', state: 'upcoming' },
  ],
  parties: [
    { role: 'buyer', name: 'Casey Buyer', isMe: true, ssnLast4: '6789' },
    { role: 'seller', name: 'Sam Seller', isMe: false, ssnLast4: '1111' },
  ],
  officer: { id: 'u-erin', name: 'Erin Escrow', title: 'Escrow officer', email: 'agent@demo.test', phone: '(512) 555-0100' },
};

const notFound = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Order not found' } } };

describe('PortalOrderList', () => {
  it('lists the client’s orders with status, roles and closing, linking to each', async () => {
    mockApi({ ...signedOut, '/api/portal/orders': { status: 200, body: { items: [summary] } } });
    renderRoutes([{ path: '/client/orders', element: <PortalOrderList /> }], '/client/orders');
    const table = await screen.findByRole('table', { name: 'My orders' });
    expect(within(table).getByRole('link', { name: '25-00042' })).toHaveAttribute('href', '/client/order/ord-1');
    expect(within(table).getByText('Commitment issued')).toBeInTheDocument();
    expect(within(table).getByText('Buyer, Borrower')).toBeInTheDocument();
    expect(within(table).getByText('Apr 18, 2025')).toBeInTheDocument();
    expect(within(table).getByText('(estimated)')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    mockApi({ ...signedOut, '/api/portal/orders': { status: 200, body: { items: [] } } });
    renderRoutes([{ path: '/client/orders', element: <PortalOrderList /> }], '/client/orders');
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });
});

describe('MyOrdersPanel', () => {
  it('shows each order with its status and estimated closing', async () => {
    mockApi({ ...signedOut, '/api/portal/orders': { status: 200, body: { items: [summary] } } });
    renderRoutes([{ path: '/', element: <MyOrdersPanel /> }], '/');
    const panel = await screen.findByRole('region', { name: 'My orders' });
    expect(await within(panel).findByRole('link', { name: '12 Elm St, Austin' })).toHaveAttribute('href', '/client/order/ord-1');
    expect(within(panel).getByText(/Estimated closing Apr 18, 2025/)).toBeInTheDocument();
    expect(within(panel).getByText('Commitment issued')).toBeInTheDocument();
  });
});

describe('PortalOrderDetailView', () => {
  it('shows the timeline, key dates, parties and officer', async () => {
    mockApi({ ...signedOut, '/api/portal/orders/ord-1': { status: 200, body: detail } });
    renderRoutes([{ path: '/client/order/:orderId', element: <PortalOrderDetailView orderId="ord-1" /> }], '/client/order/ord-1');
    expect(await screen.findByRole('heading', { level: 1, name: '12 Elm St' })).toBeInTheDocument();
    expect(screen.getByText('25-00042')).toBeInTheDocument();

    const timeline = screen.getByRole('region', { name: 'Status timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[3]).toHaveTextContent('Current step · Mar 10, 2025');
    expect(steps[0]).toHaveTextContent('Completed · Mar 1, 2025');
    expect(steps[4]).toHaveTextContent('Upcoming');

    const dates = screen.getByRole('region', { name: 'Key dates' });
    expect(within(dates).getByText('Mar 1, 2025')).toBeInTheDocument();
    expect(within(dates).getAllByText('Not yet')).toHaveLength(4);

    const parties = screen.getByRole('region', { name: 'Parties' });
    expect(within(parties).getByText('(you)')).toBeInTheDocument();
    expect(within(parties).getByText('SSN ending in 6789')).toBeInTheDocument();
    expect(within(parties).queryByText(/1111/)).toBeNull();

    const officer = screen.getByRole('region', { name: 'Your escrow officer' });
    expect(within(officer).getByText('Erin Escrow')).toBeInTheDocument();
    expect(within(officer).getByRole('link', { name: 'agent@demo.test' })).toHaveAttribute('href', 'mailto:agent@demo.test');
    expect(within(officer).getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute('href', 'tel:5125550100');
  });

  it('shows Order not found with a way back on a 404', async () => {
    mockApi({ ...signedOut, '/api/portal/orders/nope': notFound });
    renderRoutes([{ path: '/client/order/:orderId', element: <PortalOrderDetailView orderId="nope" /> }], '/client/order/nope');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/client/orders');
  });
});
