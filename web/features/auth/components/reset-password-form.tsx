import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ResetPasswordFormSchema, type ResetPasswordFormValues } from '@core/contracts/auth';
import { passwordMessages } from '@core/domain/password';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { updatePasswordRequest } from '../api';

const INVALID_LINK_TITLE = 'Invalid reset link';
const INVALID_LINK_DESCRIPTION = 'This password reset link is invalid or has expired.';

/** The reset link carries `#access_token=…&type=recovery`; the spec also accepts `?type=recovery`. */
export function readResetLink(hash: string, search: string): { token: string | null; recovery: boolean } {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const token = fragment.get('access_token');
  return { token: token || null, recovery: Boolean(token) || query.get('type') === 'recovery' };
}

export function ResetPasswordForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => readResetLink(location.hash, location.search));
  const [formError, setFormError] = useState<string | null>(null);
  const redirected = useRef(false);
  const form = useForm<ResetPasswordFormValues>({ resolver: zodResolver(ResetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (link.recovery || redirected.current) return;
    redirected.current = true;
    toast.error(INVALID_LINK_TITLE, { description: INVALID_LINK_DESCRIPTION });
    navigate(paths.auth.login.href(), { replace: true });
  }, [link.recovery, navigate]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    if (!link.token) {
      setFormError(INVALID_LINK_TITLE);
      return;
    }
    try {
      await updatePasswordRequest(link.token, password);
      toast.success('Password updated', { description: 'Your password has been updated successfully.' });
      navigate(paths.auth.login.href(), { replace: true });
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : 'An error occurred during password reset';
      setFormError(message);
      toast.error('Password reset failed', { description: message });
    }
  });

  if (!link.recovery) return null;
  const weak = errors.password?.message === passwordMessages.weak;

  return (
    <div className="space-y-6">
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-semibold">Choose a new password</h1>
        <p className="text-sm text-muted-foreground">At least 8 characters with uppercase, lowercase, a number and one of @$!%*?&.</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        {weak ? (
          <Alert variant="error" title={passwordMessages.weakTitle}>
            {passwordMessages.weak}
          </Alert>
        ) : null}
        <Field label="New password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" required minLength={8} {...form.register('password')} />
        </Field>
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" required minLength={8} {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Updating…' : 'Update password'}
        </Button>
      </form>
    </div>
  );
}
