import { ClientDirectory } from '@web/features/clients';

/** /agent/clients */
export function Component() {
  return <ClientDirectory />;
}
