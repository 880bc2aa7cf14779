import { expect, seriousViolations, signInViaApi, test, demo, uniqueEmail } from './fixtures';

/** Letters only, so the name reads as a name to the search. */
const uniqueLetters = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.describe('clients', () => {
  test('an agent adds a contact, edits it, finds it, and invites them to the portal', async ({ page }) => {
    await signInViaApi(page, demo.agent);
    const lastName = `Featherstone${uniqueLetters()}`;
    await page.goto('/agent/clients');
    await page.getByRole('button', { name: 'New contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await dialog.getByLabel('First name').fill('Winifred');
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel('SSN').fill('123-45-6789');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expect(page.getByRole('heading', { name: `Winifred ${lastName}`, level: 1 })).toBeVisible();
    await expect(page.getByText('•••-••-6789')).toBeVisible();
    await expect(page.getByText('123-45-6789')).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('SSN')).toHaveValue('');
    await page.getByLabel('Phone').fill('(512) 555-0177');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('(512) 555-0177')).toBeVisible();

    const email = uniqueEmail('winifred');
    await page.getByLabel("Client's email").fill(email);
    await page.getByRole('button', { name: 'Invite to the client portal' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`).first()).toBeVisible();

    await page.goto('/agent/clients');
    await page.getByLabel('Search contacts').fill(lastName.slice(0, 14));
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole('link', { name: `Winifred ${lastName}` })).toBeVisible();
  });

  test('an agent adds a company and sees it under its kind', async ({ page }) => {
    await signInViaApi(page, demo.agent);
    const name = `Cottonwood Lending ${uniqueLetters()}`;
    await page.goto('/agent/clients?tab=companies');
    await page.getByRole('button', { name: 'New company' }).click();
    const dialog = page.getByRole('dialog', { name: 'New company' });
    await dialog.getByLabel('Company name').fill(name);
    await dialog.getByLabel('Kind').selectOption('lender');
    await dialog.getByLabel('TIN').fill('12-3456789');
    await dialog.getByRole('button', { name: 'Add company' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('••-•••6789')).toBeVisible();
    await page.goto('/agent/clients?tab=companies&kind=lender');
    await page.getByLabel('Search companies').fill(name);
    await expect(page.getByRole('link', { name })).toBeVisible();
  });

  test('a stale contact edit shows the conflict message', async ({ page }) => {
    await signInViaApi(page, demo.agent);
    const created = await page.request.post('/api/contacts', { data: { firstName: 'Stale', lastName: `Edit${uniqueLetters()}` } });
    const contact = await created.json();
    await page.goto(`/agent/clients/contacts/${contact.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const behind = await page.request.patch(`/api/contacts/${contact.id}`, { data: { version: contact.version, phone: '(512) 555-0100' } });
    expect(behind.status()).toBe(200);
    await page.getByLabel('City').fill('Austin');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('This contact was changed by someone else since you opened it.')).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByLabel('Phone')).toHaveValue('(512) 555-0100');
  });

  test('an unknown contact shows Contact not found, and the directory passes axe', async ({ page }) => {
    await signInViaApi(page, demo.agent);
    await page.goto('/agent/clients/contacts/con_nope');
    await expect(page.getByText('Contact not found')).toBeVisible();
    await page.goto('/agent/clients');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
