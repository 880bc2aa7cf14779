import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Contact } from '@core/contracts/clients';
import { directorySearch } from './client-directory';
import { ContactForm } from './contact-form';

const contact: Contact = {
  id: 'con_1', firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', email: 'ada@example.test', phone: null, ssnLast4: '6789',
  street: null, city: null, state: null, zip: null, notes: null, companies: [], linkedUser: null, invitedEmail: null, orderCount: 0,
  version: 3, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};

describe('client directory', () => {
  it('builds the API query from the URL, ignoring what does not belong to the tab', () => {
    const params = new URLSearchParams('q=%20smith%20&page=3&kind=lender');
    expect(directorySearch(params, 'contacts')).toBe('pageSize=25&q=smith&page=3');
    expect(directorySearch(params, 'companies')).toBe('pageSize=25&q=smith&page=3&kind=lender');
    expect(directorySearch(new URLSearchParams('page=0&kind=spaceship'), 'companies')).toBe('pageSize=25');
  });
});

describe('contact form', () => {
  it('never fills in the SSN, shows only its last 4, and checks fields with the server schema', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ContactForm contact={contact} submitLabel="Save changes" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('SSN')).toHaveValue('');
    expect(screen.getByText(/On file: •••-••-6789/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('SSN'), '12345');
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a 9-digit SSN')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
