import { ForgotPasswordForm } from '@web/features/auth';

export function Component() {
  return <ForgotPasswordForm />;
}
