import { ResetPasswordForm } from '@web/features/auth';

export function Component() {
  return <ResetPasswordForm />;
}
