import { useParams } from 'react-router';
import { ContactDetail } from '@web/features/clients';

/** /agent/clients/contacts/:contactId (keyed so another contact starts with a fresh form). */
export function Component() {
  const { contactId = '' } = useParams();
  return <ContactDetail key={contactId} contactId={contactId} />;
}
