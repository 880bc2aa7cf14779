import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@core/contracts/orders';
import { mockApi, renderRoutes } from '@web/test/render';
import { OrderOverview } from './order-overview';

const order: OrderDetail = {
  id: 'ord_1',
  fileNumber: '26-00042',
  status: 'open',
  phase: 'open',
  transactionType: 'purchase',
  propertyAddress: '1200 Barton Springs Rd',
  propertyCity: 'Austin',
  propertyState: 'TX',
  propertyZip: '78704',
  propertyCounty: 'Travis County',
  apn: null,
  salePriceCents: 45_000_000,
  loanAmountCents: null,
  openedDate: '2026-01-05',
  estimatedClosingDate: null,
  closingDate: null,
  office: { id: 'off_1', code: 'AUS', name: 'Austin' },
  escrowOfficer: null,
  titleOfficer: null,
  processor: null,
  partyNames: '',
  updatedAt: '2026-01-06T15:00:00.000Z',
  heldFromStatus: null,
  allowedTransitions: ['title_ordered', 'on_hold', 'cancelled'],
  propertyType: 'single_family',
  legalDescription: null,
  fundingDate: null,
  recordedDate: null,
  policyIssuedDate: null,
  underwriter: null,
  notes: 'Old note',
  parties: [],
  version: 3,
  createdAt: '2026-01-05T15:00:00.000Z',
  createdBy: null,
  sameParcelOrders: [],
};

describe('editing an order', () => {
  it('sends only the changed fields with the version it started from, and explains a conflict instead of overwriting', async () => {
    const calls = mockApi({
      '/api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } } },
      '/api/staff': { status: 200, body: { items: [] } },
      '/api/underwriters': { status: 200, body: { items: [] } },
      '/api/orders/ord_1': { status: 200, body: { ...order, notes: 'Their note', version: 4 } },
    });
    const answer = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        calls.push({ path: String(input), init });
        const body = { error: { code: 'VERSION_CONFLICT', message: 'This order was changed by someone else since you opened it.' } };
        return new Response(JSON.stringify(body), { status: 409, headers: { 'content-type': 'application/json' } });
      }
      return answer(input, init);
    }) as typeof fetch;

    renderRoutes([{ path: '/agent/orders/:id', element: <OrderOverview order={order} /> }], '/agent/orders/ord_1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const notes = screen.getByLabelText('Notes');
    await userEvent.clear(notes);
    await userEvent.type(notes, 'My note');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('This order was changed by someone else since you opened it. Reload to see their changes, then make your edit again.'),
    ).toBeInTheDocument();
    const patch = calls.find((call) => call.init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch.init!.body))).toEqual({ version: 3, notes: 'My note' });

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Notes')).toHaveValue('Their note'));
    expect(screen.queryByText(/changed by someone else/)).not.toBeInTheDocument();
  });
});
