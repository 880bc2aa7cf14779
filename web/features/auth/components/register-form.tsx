import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { RegisterFormSchema, type RegisterFormValues } from '@core/contracts/auth';
import { passwordMessages } from '@core/domain/password';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { registerRequest } from '../api';

export function RegisterForm() {
  const navigate = useNavigate();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', accountType: 'client' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    try {
      const result = await registerRequest({ ...values, email: values.email.trim() });
      toast.success('Account created', { description: 'Your account has been created successfully' });
      navigate(paths.auth.login.href(), {
        state: { message: result.status === 'pending' ? 'Your account is awaiting approval by an administrator.' : 'Account created. Please sign in.' },
      });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, messages] of Object.entries(error.fields)) {
          if (field in form.getValues()) form.setError(field as keyof RegisterFormValues, { message: messages[0] });
        }
      }
      toast.error('Registration failed', { description: error instanceof ApiError ? error.message : 'Failed to create account' });
    }
  });

  const weakPassword = errors.password?.message === passwordMessages.weak;

  return (
    <div className="space-y-6">
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-semibold">Create an account</h1>
        <p className="text-sm text-muted-foreground">Clients can start at once; agent and vendor accounts are approved by an administrator.</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" required {...form.register('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" required {...form.register('lastName')} />
          </Field>
        </div>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" required {...form.register('email')} />
        </Field>
        {weakPassword ? (
          <Alert variant="error" title={passwordMessages.weakTitle}>
            {passwordMessages.weak}
          </Alert>
        ) : null}
        <Field label="Password" error={errors.password?.message} hint="At least 8 characters with uppercase, lowercase, a number and one of @$!%*?&">
          <Input type="password" autoComplete="new-password" required minLength={8} {...form.register('password')} />
        </Field>
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" required {...form.register('confirmPassword')} />
        </Field>
        <Field label="Account type" error={errors.accountType?.message}>
          <NativeSelect required {...form.register('accountType')}>
            <option value="client">Client</option>
            <option value="agent">Agent</option>
            <option value="vendor">Vendor</option>
          </NativeSelect>
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.auth.login.href()} className="text-primary underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </div>
  );
}
