import { DEMO_PASSWORD, expect, signInViaApi, test, demo } from './fixtures';

test('an admin approves a pending vendor, who can then enter the vendor portal', async ({ page, browser }) => {
  await signInViaApi(page, demo.admin);
  await page.goto('/agent/settings');
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users).toBeVisible();
  await users.getByLabel('Status').selectOption('pending');
  const row = users.getByRole('row').filter({ hasText: 'pending.vendor@demo.test' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/approved/i).first()).toBeVisible();

  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await vendorPage.goto('/auth/login');
  await vendorPage.getByLabel('Email').fill('pending.vendor@demo.test');
  await vendorPage.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await vendorPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(vendorPage).toHaveURL(/\/vendor\/dashboard$/);
  await vendorContext.close();
});

test('the Users section is for admins only', async ({ page }) => {
  await signInViaApi(page, demo.agent);
  await page.goto('/agent/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Users' })).toHaveCount(0);
});
