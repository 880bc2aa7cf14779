import { expect, signInViaApi, test, demo } from './fixtures';

const code = () => Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

test('an admin adds an office with its numbering format and sees the next file number', async ({ page }) => {
  await signInViaApi(page, demo.admin);
  const officeCode = code();
  await page.goto('/agent/settings');
  await page.getByRole('button', { name: 'Add office' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add office' });
  await dialog.getByLabel('Office name').fill(`Round Rock ${officeCode}`);
  await dialog.getByLabel('Code', { exact: true }).fill(officeCode);
  await dialog.getByLabel('Numbering format').fill('{YY}');
  await dialog.getByRole('button', { name: 'Save office' }).click();
  await expect(dialog.getByText('Format must contain exactly one {SEQ:n} token')).toBeVisible();
  await dialog.getByLabel('Numbering format').fill('{OFFICE}-{YY}-{SEQ:3}');
  await dialog.getByRole('button', { name: 'Save office' }).click();
  await expect(dialog).toBeHidden();
  const yy = String(new Date().getFullYear()).slice(2);
  await expect(page.getByRole('cell', { name: `${officeCode}-${yy}-001` })).toBeVisible();
});

test('an admin corrects a file number; an agent is not offered the change', async ({ page, browser }) => {
  await signInViaApi(page, demo.admin);
  const offices = (await (await page.request.get('/api/offices')).json()).items as { id: string }[];
  const created = await page.request.post('/api/orders', {
    data: {
      officeId: offices[0]!.id, transactionType: 'refinance', propertyAddress: '12 Correction Ct', propertyCity: 'Austin', propertyState: 'TX',
      propertyZip: '78701', propertyCounty: 'Travis County', propertyType: 'condominium', loanAmountCents: 15_000_000,
    },
  });
  const order = await created.json();
  const manual = `FIX-${code()}`;
  await page.goto(`/agent/orders/${order.id}`);
  await page.getByRole('button', { name: 'Change file number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change file number' });
  await dialog.getByLabel('File number').fill(manual);
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByRole('heading', { name: manual, level: 1 })).toBeVisible();

  const agent = await browser.newPage();
  await signInViaApi(agent, demo.agent);
  await agent.goto(`/agent/orders/${order.id}`);
  await expect(agent.getByRole('heading', { name: manual, level: 1 })).toBeVisible();
  await expect(agent.getByRole('button', { name: 'Change file number' })).toHaveCount(0);
  await agent.close();
});
