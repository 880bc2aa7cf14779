import { demo, DEMO_PASSWORD, expect, seriousViolations, signInViaApi, test } from './fixtures';

interface PortalOrder {
  id: string;
  fileNumber: string;
}

test.describe('client portal orders', () => {
  test('the client sees exactly their orders, and one order with its timeline and officer', async ({ page }) => {
    await signInViaApi(page, demo.client);
    const response = await page.request.get('/api/portal/orders');
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: PortalOrder[] };
    expect(items.length).toBeGreaterThan(0);

    await page.goto('/client/dashboard');
    await expect(page.getByRole('region', { name: 'My orders' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/client/orders');
    const table = page.getByRole('table', { name: 'My orders' });
    await expect(table).toBeVisible();
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(items.length + 1);
    const shown = await table.locator('tbody tr td:first-child').allInnerTexts();
    expect(shown.map((text) => text.trim()).sort()).toEqual(items.map((order) => order.fileNumber).sort());

    const first = items[0]!;
    const detail = (await (await page.request.get(`/api/portal/orders/${first.id}`)).json()) as {
      propertyAddress: string;
      officer: { name: string } | null;
    };
    await table.getByRole('link', { name: first.fileNumber, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/client/order/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: detail.propertyAddress })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Status timeline' });
    await expect(timeline.getByRole('listitem').first()).toBeVisible();
    await expect(timeline.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Key dates' })).toBeVisible();
    const officer = page.getByRole('region', { name: 'Your escrow officer' });
    if (detail.officer) await expect(officer.getByText(detail.officer.name)).toBeVisible();
    else await expect(officer).toContainText('not been assigned');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("another client's order and a missing one both say Order not found", async ({ page, browser }) => {
    await signInViaApi(page, demo.client);
    const mine = (await (await page.request.get('/api/portal/orders')).json()) as { items: PortalOrder[] };
    const myIds = new Set(mine.items.map((order) => order.id));

    const agentContext = await browser.newContext();
    try {
      const login = await agentContext.request.post('/api/auth/sign-in/email', { data: { email: demo.agent, password: DEMO_PASSWORD } });
      expect(login.status()).toBe(200);
      const list = await agentContext.request.get('/api/orders?pageSize=200');
      expect(list.status()).toBe(200);
      const { items } = (await list.json()) as { items: PortalOrder[] };
      const foreign = items.find((order) => !myIds.has(order.id));
      expect(foreign, 'an order the client is not a party to').toBeDefined();

      await page.goto(`/client/order/${foreign!.id}`);
      await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
      const foreignText = await page.getByRole('main').innerText();
      await expect(page.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/client/orders');

      await page.goto('/client/order/no-such-order');
      await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
      expect(await page.getByRole('main').innerText()).toBe(foreignText);
      await page.getByRole('link', { name: 'Back to my orders' }).click();
      await expect(page).toHaveURL(/\/client\/orders$/);
    } finally {
      await agentContext.close();
    }
  });
});
