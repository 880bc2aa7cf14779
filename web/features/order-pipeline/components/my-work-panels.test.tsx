import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyWork, OrderSummary } from '@core/contracts/orders';
import { mockApi, renderRoutes } from '@web/test/render';
import { MyWorkPanels } from './my-work-panels';

const signedOut = { '/api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } } } };

function order(id: string, fileNumber: string, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    fileNumber,
    status: 'title_ordered',
    phase: 'open',
    transactionType: 'purchase',
    propertyAddress: `${id} Main St`,
    propertyCity: 'Austin',
    propertyState: 'TX',
    propertyZip: '78701',
    propertyCounty: 'Travis County',
    apn: null,
    salePriceCents: 40_000_000,
    loanAmountCents: null,
    openedDate: '2025-02-01',
    estimatedClosingDate: '2025-03-14',
    closingDate: null,
    office: { id: 'off-1', code: 'AUS', name: 'Austin' },
    escrowOfficer: null,
    titleOfficer: null,
    processor: null,
    partyNames: '',
    updatedAt: '2025-03-11T15:00:00.000Z',
    ...overrides,
  };
}

const work: MyWork = {
  myOpenFiles: { total: 23, items: [order('a', '25-00010'), order('b', '25-00011', { status: 'clear_to_close' })] },
  closingThisWeek: [order('c', '25-00012', { closingDate: '2025-03-13', status: 'closing_scheduled' })],
  recentlyChanged: [order('d', '25-00013')],
};

describe('MyWorkPanels', () => {
  it('shows my open files, this week’s closings and recent changes', async () => {
    mockApi({ ...signedOut, '/api/orders/my-work': { status: 200, body: work } });
    renderRoutes([{ path: '/', element: <MyWorkPanels userId="u-erin" /> }], '/');

    const mine = await screen.findByRole('region', { name: 'My open files' });
    expect(within(mine).getByRole('link', { name: /23/ })).toHaveAttribute('href', '/agent/orders?officerId=u-erin&phase=open');
    expect(within(mine).getByRole('link', { name: '25-00010' })).toHaveAttribute('href', '/agent/orders/a');
    expect(within(mine).getByText('Clear to close')).toBeInTheDocument();
    expect(within(mine).getAllByText('(est.)')).toHaveLength(2);

    const closings = screen.getByRole('region', { name: 'Closings this week' });
    expect(within(closings).getByRole('link', { name: '25-00012' })).toHaveAttribute('href', '/agent/orders/c');
    expect(within(closings).getByText('Mar 13, 2025')).toBeInTheDocument();
    expect(within(closings).getByText('Closing scheduled')).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recently changed' });
    expect(within(recent).getByRole('link', { name: '25-00013' })).toBeInTheDocument();
  });

  it('says plainly when there is nothing', async () => {
    mockApi({ ...signedOut, '/api/orders/my-work': { status: 200, body: { myOpenFiles: { total: 0, items: [] }, closingThisWeek: [], recentlyChanged: [] } } });
    renderRoutes([{ path: '/', element: <MyWorkPanels userId="u-erin" /> }], '/');
    expect(await screen.findByText('You have no open files.')).toBeInTheDocument();
    expect(screen.getByText('No closings this week.')).toBeInTheDocument();
    expect(screen.getByText('No recent changes.')).toBeInTheDocument();
  });
});
