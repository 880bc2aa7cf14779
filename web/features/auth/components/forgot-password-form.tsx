import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ForgotPasswordInputSchema, type ForgotPasswordInput } from '@core/contracts/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { forgotPasswordRequest } from '../api';

export function ForgotPasswordForm() {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(ForgotPasswordInputSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      const response = await forgotPasswordRequest(email);
      setResult({ ok: true, message: response.message });
    } catch (error) {
      setResult({ ok: false, message: error instanceof ApiError && error.message ? error.message : 'An error occurred during password reset' });
    }
  });

  return (
    <div className="space-y-6">
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-semibold">Forgot password</h1>
        <p className="text-sm text-muted-foreground">Enter your email and we will send you a link to choose a new password.</p>
      </div>
      {result ? <Alert variant={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" required {...form.register('email')} />
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to={paths.auth.login.href()} className="text-primary underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
