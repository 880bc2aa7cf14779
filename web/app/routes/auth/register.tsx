import { RegisterForm } from '@web/features/auth/components/register-form';

export function Component() {
  return <RegisterForm />;
}
