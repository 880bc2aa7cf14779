import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '@web/test/render';
import { useAuth } from './auth-context';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import { readResetLink, ResetPasswordForm } from './components/reset-password-form';

const signedOut = { '/api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } } } };
const config = { '/api/config': { status: 200, body: { demoMode: false, demoAccounts: [], version: '0.1.0' } } };

afterEach(() => vi.restoreAllMocks());

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      useAuth();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('LoginForm', () => {
  it("shows 'Email is required' and 'Password is required' and sends nothing", async () => {
    const calls = mockApi({ ...signedOut, ...config });
    renderRoutes([{ path: '/auth/login', element: <LoginForm /> }], '/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('sign-in'))).toBe(false);
  });

  it('shows the message passed in navigation state once', async () => {
    mockApi({ ...signedOut, ...config });
    const { router } = renderRoutes([{ path: '/auth/login', element: <LoginForm /> }], { pathname: '/auth/login', state: { message: 'Account created. Please sign in.' } });
    expect(await screen.findByText('Account created. Please sign in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('shows the server error inline and in a Login failed toast', async () => {
    mockApi({ ...signedOut, ...config, '/api/auth/sign-in/email': { status: 401, body: { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } } } });
    renderRoutes([{ path: '/auth/login', element: <LoginForm /> }], '/auth/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'agent@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong!2345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect((await screen.findAllByText('Invalid email or password')).length).toBeGreaterThan(0);
  });
});

describe('RegisterForm', () => {
  async function submitWith(password: string, confirm: string) {
    mockApi({ ...signedOut, ...config });
    renderRoutes([{ path: '/auth/register', element: <RegisterForm /> }], '/auth/register');
    await userEvent.type(await screen.findByLabelText('Password'), password);
    await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('says a short password is too short', async () => {
    await submitWith('Ab1!', 'Ab1!');
    expect(await screen.findByText('Password must be at least 8 characters with uppercase, lowercase, number, and special character')).toBeInTheDocument();
  });

  it('flags a weak password under the Weak Password heading', async () => {
    await submitWith('longenough1', 'longenough1');
    expect(await screen.findByText('Weak Password')).toBeInTheDocument();
    expect(screen.getAllByText('Password must contain uppercase, lowercase, number, and special character (@$!%*?&)').length).toBeGreaterThan(0);
  });

  it('says when the passwords do not match', async () => {
    await submitWith('Strong!234', 'Strong!235');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });
});

describe('ResetPasswordForm', () => {
  it('reads the token from the fragment and accepts ?type=recovery', () => {
    expect(readResetLink('#access_token=abc&type=recovery', '')).toEqual({ token: 'abc', recovery: true });
    expect(readResetLink('', '?type=recovery')).toEqual({ token: null, recovery: true });
    expect(readResetLink('', '')).toEqual({ token: null, recovery: false });
  });

  it("redirects to login with the 'Invalid reset link' toast when the address has no token", async () => {
    mockApi({ ...signedOut, ...config });
    const { router } = renderRoutes(
      [
        { path: '/auth/reset-password', element: <ResetPasswordForm /> },
        { path: '/auth/login', element: <p>login page</p> },
      ],
      '/auth/reset-password',
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(await screen.findByText('Invalid reset link')).toBeInTheDocument();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
  });
});
