import { demo, DEMO_PASSWORD, expect, latestResetLink, seriousViolations, test, uniqueEmail } from './fixtures';

const weakMessage = 'Password must contain uppercase, lowercase, number, and special character (@$!%*?&)';

test.describe('sign in', () => {
  test('shows the required-field messages', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a wrong password shows the error inline and in a "Login failed" toast', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(demo.agent);
    await page.getByLabel('Password', { exact: true }).fill('Wrong!2345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  for (const [button, email, dashboard] of [
    ['Agent', demo.agent, '/agent/dashboard'],
    ['Client', demo.client, '/client/dashboard'],
    ['Vendor', demo.vendor, '/vendor/dashboard'],
  ] as const) {
    test(`the ${button} demo button signs in as ${email}`, async ({ page }) => {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByText(`Logging in as ${email}`)).toBeVisible();
      await expect(page.getByText('Login successful!')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
    });
  }

  test('a pending agent cannot enter the agent area', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(demo.pendingAgent);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: /awaiting approval/i })).toBeVisible();
    await page.goto('/agent/dashboard');
    await expect(page.getByRole('heading', { name: /awaiting approval/i })).toBeVisible();
    await expect(page).not.toHaveURL(/\/agent\/dashboard$/);
  });

  test('a deactivated account is refused with an explanation', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('former.agent@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'deactivated' }).first()).toBeVisible();
  });
});

test.describe('register', () => {
  test('shows every validation message', async ({ page }) => {
    await page.goto('/auth/register');
    await page.getByRole('button', { name: /create account/i }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('Ab1!');
    await page.getByLabel('Confirm password').fill('Ab1!');
    await page.getByRole('button', { name: /create account/i }).click();
    await expect(page.getByText('Password must be at least 8 characters with uppercase, lowercase, number, and special character')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('alllowercase1');
    await page.getByLabel('Confirm password').fill('alllowercase1');
    await page.getByRole('button', { name: /create account/i }).click();
    await expect(page.getByText(weakMessage).first()).toBeVisible();
    await expect(page.getByText('Weak Password')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('Strong!234');
    await page.getByLabel('Confirm password').fill('Strong!235');
    await page.getByRole('button', { name: /create account/i }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('register a client, sign in, sign out', async ({ page }) => {
    const email = uniqueEmail('buyer');
    await page.goto('/auth/register');
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Homebuyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Closing!2026');
    await page.getByLabel('Confirm password').fill('Closing!2026');
    await page.getByRole('button', { name: /create account/i }).click();
    await expect(page.getByText('Account created', { exact: true })).toBeVisible();
    await expect(page.getByText('Your account has been created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    // The message passed in navigation state shows once, and is gone after a reload.
    await expect(page.getByText('Account created. Please sign in.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByText('Account created. Please sign in.')).toHaveCount(0);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Closing!2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByText('Dana Homebuyer').first()).toBeVisible();

    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('an email already registered is refused with a toast', async ({ page }) => {
    await page.goto('/auth/register');
    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('Email').fill(demo.agent);
    await page.getByLabel('Password', { exact: true }).fill('Closing!2026');
    await page.getByLabel('Confirm password').fill('Closing!2026');
    await page.getByRole('button', { name: /create account/i }).click();
    await expect(page.getByText('Registration failed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/register$/);
  });
});

test.describe('password reset', () => {
  test('forgot → reset through the outbox → sign in with the new password', async ({ page, request }) => {
    const email = uniqueEmail('seller');
    const register = await request.post('/api/auth/register', {
      data: { firstName: 'Sam', lastName: 'Seller', email, password: 'Original!2026', accountType: 'client' },
    });
    expect(register.status()).toBe(201);

    await page.goto('/auth/forgot-password');
    await page.getByRole('button', { name: /reset link|send/i }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /reset link|send/i }).click();
    await expect(page.getByText('If an account exists with this email, you will receive a password reset link shortly.')).toBeVisible();

    const link = await latestResetLink(request, email);
    expect(link).toContain('/auth/reset-password#access_token=');
    expect(link).toContain('type=recovery');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: /update password|reset password/i }).click();
    await expect(page.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('Renewed!2026');
    await page.getByLabel('Confirm password').fill('Renewed!2026');
    await page.getByRole('button', { name: /update password|reset password/i }).click();
    await expect(page.getByText('Password updated', { exact: true })).toBeVisible();
    await expect(page.getByText('Your password has been updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Renewed!2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });

  test('an address without a token goes to login with "Invalid reset link"', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText('Invalid reset link', { exact: true })).toBeVisible();
    await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/reset-password#access_token=abc&type=recovery']) {
    test(`axe finds no serious violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('form')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
