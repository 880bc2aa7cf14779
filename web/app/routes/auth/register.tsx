import { RegisterForm } from '@web/features/auth';

export function Component() {
  return <RegisterForm />;
}
