import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { agentMenu, clientMenu, initiallyOpenGroups } from '@web/config/navigation';
import { Sidebar, type BadgeCounts } from './sidebar';

function renderSidebar(path: string, badges: BadgeCounts, menu = agentMenu) {
  const router = createMemoryRouter(
    [{ path: '*', element: <Sidebar menu={menu} heading="Menu" collapsed={false} badges={badges} initiallyOpen={initiallyOpenGroups} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Sidebar', () => {
  it('shows live badge counts and hides a zero count', () => {
    renderSidebar('/agent/dashboard', { openTasks: 0, unreadNotifications: 4 });
    const nav = screen.getByRole('navigation', { name: 'Main Navigation' });
    expect(within(nav).getByLabelText('4 notifications')).toHaveTextContent('4');
    expect(within(nav).queryByLabelText(/tasks list/)).toBeNull();
  });

  it('shows the client badges and the New tag', () => {
    renderSidebar('/client/dashboard', { openTasks: 3, unreadNotifications: 2, unreadAiNotifications: 3 }, clientMenu);
    expect(screen.getByLabelText('3 tasks')).toBeInTheDocument();
    expect(screen.getByLabelText('2 notifications')).toBeInTheDocument();
    expect(screen.getByLabelText('3 ai notifications')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('opens the group of the current page and navigates a closed group to its first child', async () => {
    const router = renderSidebar('/agent/fee-library', {});
    expect(screen.getByRole('button', { name: 'Closing Disclosures' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Fee Library' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Clients' }));
    expect(router.state.location.pathname).toBe('/agent/clients');
  });
});
