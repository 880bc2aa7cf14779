import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { MeResponse } from '@core/contracts/auth';
import { signInFieldErrors, type SignInValues } from '@core/domain/sign-in';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { dashboardFor, paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { configQueryOptions } from '../api';
import { useAuth } from '../auth-context';

export const AWAITING_APPROVAL = 'Your account is awaiting approval by an administrator.';

function destinationFor(me: MeResponse | null): string {
  if (!me) return paths.auth.login.href();
  return me.profile.status === 'pending' ? paths.pending.href() : dashboardFor(me.profile.role);
}

/** Sign-in (spec §5, §8). Plain state rather than a form library: this page must load light. */
export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice] = useState<string | null>(() => (location.state as { message?: string } | null)?.message ?? null);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof SignInValues, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const config = useQuery(configQueryOptions);

  // The message passed in navigation state shows once: clear it from history right away.
  useEffect(() => {
    if (location.state) navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location.pathname, location.search, location.state, navigate]);

  function afterSignIn(me: MeResponse | null) {
    if (me?.profile.status === 'pending') toast.info(AWAITING_APPROVAL);
    navigate(destinationFor(me), { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const fieldErrors = signInFieldErrors(values);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setSubmitting(true);
    try {
      afterSignIn(await signIn(values.email.trim(), values.password));
    } catch (error) {
      const message = error instanceof ApiError ? error.message || 'Login failed. Please try again.' : 'An error occurred during login';
      setFormError(message);
      toast.error('Login failed', { description: message });
    } finally {
      setSubmitting(false);
    }
  }

  async function demoLogin(email: string, password: string) {
    toast(`Logging in as ${email}`);
    try {
      const me = await signIn(email, password);
      toast.success('Login successful!');
      afterSignIn(me);
    } catch {
      toast.error(`Failed to login as ${email}. Please try again.`);
    }
  }

  const demoAccounts = config.data?.demoMode ? config.data.demoAccounts.filter((account) => account.role !== 'admin') : [];
  const update = (field: keyof SignInValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <div className="space-y-6">
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-semibold">Sign in</h1>
        <p className="text-sm text-muted-foreground">Sign in to your title and escrow workspace</p>
      </div>
      {notice ? <Alert variant="info">{notice}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        <Field label="Email" error={errors.email}>
          <Input type="email" name="email" autoComplete="email" required value={values.email} onChange={update('email')} />
        </Field>
        <Field label="Password" error={errors.password}>
          <Input type="password" name="password" autoComplete="current-password" required value={values.password} onChange={update('password')} />
        </Field>
        <div className="flex justify-end text-sm">
          <Link to={paths.auth.forgotPassword.href()} className="text-primary underline underline-offset-4">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      {demoAccounts.length > 0 ? (
        <div className="space-y-2">
          <p className="text-center text-xs text-muted-foreground">Demo accounts</p>
          <div className="grid grid-cols-3 gap-2">
            {demoAccounts.map((account) => (
              <Button key={account.email} variant="outline" size="sm" onClick={() => void demoLogin(account.email, account.password)}>
                {account.role.charAt(0).toUpperCase() + account.role.slice(1)}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <p className="text-center text-sm text-muted-foreground">
        No account yet?{' '}
        <Link to={paths.auth.register.href()} className="text-primary underline underline-offset-4">
          Create one
        </Link>
      </p>
    </div>
  );
}
