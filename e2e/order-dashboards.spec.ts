import type { Page } from '@playwright/test';
import { demo, expect, seriousViolations, signInViaApi, test } from './fixtures';

/** The number on the "Open files" card of the orders dashboard. */
async function openCount(page: Page): Promise<number> {
  const card = page.getByRole('link', { name: /Open files/ });
  await expect(card).toBeVisible();
  const match = (await card.innerText()).match(/Open files\s*([\d,]+)/);
  if (!match) throw new Error(`no count on the Open files card: ${await card.innerText()}`);
  return Number(match[1]!.replace(/,/g, ''));
}

test.describe('orders dashboard', () => {
  test('shows the Open count and a status count opens the filtered order list', async ({ page }) => {
    await signInViaApi(page, demo.agent);
    await page.goto('/agent/orders-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders dashboard' })).toBeVisible();
    expect(await openCount(page)).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Closings calendar' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Open files by age' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('table', { name: 'Orders by status' })
      .getByRole('link', { name: /orders with status Title ordered$/ })
      .click();
    await expect(page).toHaveURL(/\/agent\/orders\?status=title_ordered$/);
  });

  test('a new order adds one to the Open count', async ({ page }) => {
    await signInViaApi(page, demo.agent);
    const officesResponse = await page.request.get('/api/offices');
    expect(officesResponse.status()).toBe(200);
    const { items: offices } = (await officesResponse.json()) as { items: { id: string; state: string }[] };
    // The last office, filtered on the dashboard: other journeys creating orders in parallel
    // mostly use the first one, so the count moves by this test's order alone.
    const office = offices.at(-1)!;
    await page.goto(`/agent/orders-dashboard?officeId=${encodeURIComponent(office.id)}`);
    const before = await openCount(page);

    const created = await page.request.post('/api/orders', {
      data: {
        officeId: office.id,
        transactionType: 'refinance',
        propertyAddress: `${Date.now() % 10_000} Dashboard Test Ln`,
        propertyCity: office.state === 'FL' ? 'Miami' : 'Austin',
        propertyState: office.state,
        propertyZip: office.state === 'FL' ? '33131' : '78701',
        propertyCounty: office.state === 'FL' ? 'Miami-Dade County' : 'Travis County',
        propertyType: 'single_family',
        loanAmountCents: 25_000_000,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.reload();
    await expect.poll(() => openCount(page)).toBe(before + 1);
  });
});

test('the agent dashboard shows my open files, closings this week and recent changes', async ({ page }) => {
  await signInViaApi(page, demo.agent);
  await page.goto('/agent/dashboard');
  const mine = page.getByRole('region', { name: 'My open files' });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('link', { name: /View all my open files/ })).toHaveAttribute('href', /\/agent\/orders\?officerId=[^&]+&phase=open$/);
  await expect(page.getByRole('region', { name: 'Closings this week' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently changed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
