import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form';

export function Component() {
  return <ResetPasswordForm />;
}
