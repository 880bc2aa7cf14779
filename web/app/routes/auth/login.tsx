import { LoginForm } from '@web/features/auth';

export function Component() {
  return <LoginForm />;
}
