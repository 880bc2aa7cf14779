import type { Contact } from '@core/contracts/clients';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadContacts } from './directory-query';

export async function getContact(db: Db, id: string): Promise<Contact> {
  const [contact] = await loadContacts(db, [id]);
  if (!contact) throw new AppError('NOT_FOUND', 'Contact not found');
  return contact;
}
