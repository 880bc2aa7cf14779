import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStats } from '@core/contracts/orders';
import { mockApi, renderRoutes } from '@web/test/render';
import { OrdersDashboard } from './orders-dashboard';

const stats: OrderStats = {
  today: '2025-03-12',
  week: { start: '2025-03-10', end: '2025-03-16' },
  phases: { open: 42, closed: 17, cancelled: 3 },
  closingThisWeek: 5,
  byStatus: [
    { status: 'open', count: 10 },
    { status: 'title_ordered', count: 12 },
    { status: 'closed', count: 7 },
    { status: 'cancelled', count: 3 },
  ],
  calendar: [
    { date: '2025-03-12', orders: [{ id: 'o1', fileNumber: '25-00001', propertyAddress: '1 Main St', status: 'clear_to_close' }] },
    { date: '2025-03-20', orders: [{ id: 'o2', fileNumber: '25-00002', propertyAddress: '2 Oak Ave', status: 'closing_scheduled' }] },
  ],
  aging: [
    { bucket: '0-30', label: '0–30 days', count: 20, openedFrom: '2025-02-10', openedTo: '2025-03-12' },
    { bucket: '90+', label: 'Over 90 days', count: 4, openedFrom: null, openedTo: '2024-12-11' },
  ],
  volumeByType: [
    { month: '2025-02', transactionType: 'purchase', count: 9 },
    { month: '2025-03', transactionType: 'refinance', count: 2 },
  ],
  volumeByOfficer: [
    { month: '2025-02', officerId: 'u-erin', officerName: 'Erin Escrow', count: 6 },
    { month: '2025-03', officerId: null, officerName: 'Unassigned', count: 1 },
  ],
};

const signedOut = { '/api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } } } };

const offices = { items: [{ id: 'off-1', name: 'Austin', code: 'AUS', numberingFormat: '{YY}-{SEQ:5}', state: 'TX', street: null, city: null, zip: null, phone: null, nextFileNumberPreview: '25-00003' }] };

function setup() {
  const calls = mockApi({ ...signedOut, '/api/orders/stats': { status: 200, body: stats }, '/api/offices': { status: 200, body: offices } });
  const view = renderRoutes([{ path: '/agent/orders-dashboard', element: <OrdersDashboard /> }], '/agent/orders-dashboard');
  return { calls, ...view };
}

const hrefOf = (element: HTMLElement) => element.closest('a')!.getAttribute('href');

describe('OrdersDashboard', () => {
  it('shows the phase counts, each linking to its filtered list', async () => {
    setup();
    const open = await screen.findByRole('link', { name: /Open files/ });
    expect(open).toHaveTextContent('42');
    expect(open).toHaveAttribute('href', '/agent/orders?phase=open');
    const week = screen.getByRole('link', { name: /Closing this week/ });
    expect(week).toHaveTextContent('5');
    expect(week.getAttribute('href')).toMatch(/^\/agent\/orders\?closingFrom=2025-03-10&closingTo=2025-03-16&status=open,/);
    expect(week.getAttribute('href')).not.toContain('cancelled');
    expect(screen.getByRole('link', { name: /Cancelled files/ })).toHaveAttribute('href', '/agent/orders?phase=cancelled');
  });

  it('lists every status with its count as a link, zero included', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Orders by status' });
    expect(within(table).getByRole('link', { name: '12 orders with status Title ordered' })).toHaveAttribute('href', '/agent/orders?status=title_ordered');
    expect(within(table).getByRole('link', { name: '0 orders with status Funded' })).toHaveAttribute('href', '/agent/orders?status=funded');
    expect(within(table).getAllByRole('row')).toHaveLength(15);
    expect(screen.getByRole('img', { name: /Bar chart of orders by status/ })).toBeInTheDocument();
  });

  it('draws a 14-day closings calendar with file numbers linking to their orders', async () => {
    setup();
    const calendar = await screen.findByRole('region', { name: 'Closings calendar' });
    expect(within(calendar).getAllByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), /)).toHaveLength(14);
    expect(within(calendar).getByRole('link', { name: '25-00001' })).toHaveAttribute('href', '/agent/orders/o1');
    expect(within(calendar).getByRole('link', { name: '25-00002' })).toHaveAttribute('href', '/agent/orders/o2');
    expect(within(calendar).getByText('Today')).toBeInTheDocument();
  });

  it('links aging buckets by opened dates and volume by type and officer by month', async () => {
    setup();
    const aging = await screen.findByRole('table', { name: 'Open files by age' });
    expect(within(aging).getByRole('link', { name: '20 open files aged 0–30 days' })).toHaveAttribute(
      'href',
      '/agent/orders?phase=open&openedFrom=2025-02-10&openedTo=2025-03-12',
    );
    expect(within(aging).getByRole('link', { name: '4 open files aged Over 90 days' })).toHaveAttribute('href', '/agent/orders?phase=open&openedTo=2024-12-11');

    const byType = screen.getByRole('table', { name: 'Orders opened per month by transaction type' });
    expect(within(byType).getByRole('link', { name: '9 Purchase opened in Feb 2025' })).toHaveAttribute(
      'href',
      '/agent/orders?transactionType=purchase&openedFrom=2025-02-01&openedTo=2025-02-28',
    );
    expect(within(byType).getAllByRole('row')).toHaveLength(13);
    const typeLegend = screen.getByRole('list', { name: 'Legend: Orders opened per month by transaction type' });
    expect(within(typeLegend).getByRole('link', { name: 'Refinance' })).toHaveAttribute(
      'href',
      '/agent/orders?transactionType=refinance&openedFrom=2024-04-01&openedTo=2025-03-31',
    );

    const byOfficer = screen.getByRole('table', { name: 'Orders opened per month by escrow officer' });
    expect(within(byOfficer).getByRole('link', { name: '6 Erin Escrow opened in Feb 2025' })).toHaveAttribute(
      'href',
      '/agent/orders?officerId=u-erin&openedFrom=2025-02-01&openedTo=2025-02-28',
    );
    // Files without an officer are counted but cannot be filtered, so they are not links.
    expect(within(byOfficer).getByRole('columnheader', { name: 'Unassigned' })).toBeInTheDocument();
    expect(within(byOfficer).queryByRole('link', { name: /Unassigned/ })).toBeNull();
  });

  it('asks for one office and keeps it on every link', async () => {
    const { calls, router } = setup();
    await screen.findByRole('option', { name: 'Austin (AUS)' });
    await userEvent.selectOptions(screen.getByLabelText('Office'), 'off-1');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/orders/stats?officeId=off-1')).toBe(true));
    expect(router.state.location.search).toBe('?officeId=off-1');
    await waitFor(() => expect(screen.getByRole('link', { name: /Open files/ })).toHaveAttribute('href', '/agent/orders?phase=open&officeId=off-1'));
    expect(hrefOf(screen.getByRole('link', { name: '25-00001' }))).toBe('/agent/orders/o1');
  });

  it('says so when the stats cannot be loaded', async () => {
    mockApi({ ...signedOut, '/api/orders/stats': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'You may not see the pipeline' } } } });
    renderRoutes([{ path: '/', element: <OrdersDashboard /> }], '/');
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not see the pipeline');
  });
});
