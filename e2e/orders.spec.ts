import type { Page } from '@playwright/test';
import { demo, expect, seriousViolations, signInViaApi, test, uniqueEmail } from './fixtures';

/** Letters only (a name, not a code), different on every run and in every worker. */
function uniqueLetters(): string {
  let value = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let letters = '';
  while (value > 0) {
    letters = String.fromCharCode(97 + (value % 26)) + letters;
    value = Math.floor(value / 26);
  }
  return letters;
}

interface CreatedOrder {
  id: string;
  fileNumber: string;
  version: number;
}

/** An order of our own through the API, so each journey starts from a known file. */
async function createOrderViaApi(page: Page): Promise<CreatedOrder> {
  const offices = await page.request.get('/api/offices');
  expect(offices.status(), await offices.text()).toBe(200);
  const { items } = (await offices.json()) as { items: { id: string }[] };
  const response = await page.request.post('/api/orders', {
    data: {
      officeId: items[0]!.id,
      transactionType: 'purchase',
      propertyAddress: `${Math.floor(Math.random() * 9000) + 100} Congress Ave`,
      propertyCity: 'Austin',
      propertyState: 'TX',
      propertyZip: '78701',
      propertyCounty: 'Travis County',
      propertyType: 'single_family',
      salePriceCents: 41_500_000,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedOrder;
}

test.describe('orders', () => {
  test('an agent opens an order through the form, then finds it by a misspelled party name', async ({ page }) => {
    test.setTimeout(40_000);
    const suffix = uniqueLetters();
    const lastName = `Quillingham${suffix}`;
    const misspelled = `Quilingham${suffix}`;
    await signInViaApi(page, demo.agent);

    await page.goto('/agent/orders/new');
    await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();
    await page.getByLabel('Transaction type').selectOption('purchase');
    await page.getByLabel('Property address').fill(`${Math.floor(Math.random() * 9000) + 100} Barton Springs Rd`);
    await page.getByLabel('City', { exact: true }).fill('Austin');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByLabel('ZIP code').fill('78704');
    await page.getByLabel('County', { exact: true }).fill('Travis County');
    await page.getByLabel('Property type').selectOption('single_family');
    await page.getByLabel('Sale price').fill('425,000');

    await page.getByLabel('Party role').selectOption('buyer');
    await page.getByRole('button', { name: 'Create contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create contact' });
    await dialog.getByLabel('First name').fill('Quincy');
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel('Email').fill(uniqueEmail('quincy'));
    await dialog.getByRole('button', { name: 'Create and add' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: `Quincy ${lastName}`, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Open order' }).click();
    const opened = page.getByText(/^Order \S+ opened$/);
    await expect(opened).toBeVisible();
    const fileNumber = (await opened.textContent())!.match(/^Order (\S+) opened$/)![1]!;
    await expect(page).toHaveURL(/\/agent\/orders\/(?!new)[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fileNumber);

    await page.goto('/agent/orders');
    await page.getByLabel('Search orders').fill(misspelled);
    await expect(page).toHaveURL(new RegExp(`q=${misspelled}`));
    await expect(page.getByRole('link', { name: fileNumber, exact: true })).toBeVisible();
  });

  test('moving an order from Open to Title ordered updates its badge and its activity', async ({ page }) => {
    await signInViaApi(page, demo.agent);
    const order = await createOrderViaApi(page);
    await page.goto(`/agent/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: order.fileNumber, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Move to Title ordered' }).click();
    await expect(page.getByText('Title ordered', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move to Title received' })).toBeVisible();

    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/[?&]tab=activity/);
    await expect(page.getByText('Status changed from Open to Title ordered')).toBeVisible();
  });

  test('saving over someone else’s change shows the conflict message instead of overwriting', async ({ page }) => {
    await signInViaApi(page, demo.agent);
    const order = await createOrderViaApi(page);
    await page.goto(`/agent/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: order.fileNumber, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Notes').fill('My edit from the form');

    // Someone else saves first, behind the UI's back.
    const current = await page.request.get(`/api/orders/${order.id}`);
    const { version } = (await current.json()) as { version: number };
    const theirs = await page.request.patch(`/api/orders/${order.id}`, { data: { version, notes: 'Their change' } });
    expect(theirs.status(), await theirs.text()).toBe(200);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('This order was changed by someone else since you opened it. Reload to see their changes, then make your edit again.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByLabel('Notes')).toHaveValue('Their change');
  });

  test('the order list and the new-order form have no serious accessibility violations', async ({ page }) => {
    await signInViaApi(page, demo.agent);
    await page.goto('/agent/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText('No orders yet'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/agent/orders/new');
    await expect(page.getByRole('button', { name: 'Open order' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
