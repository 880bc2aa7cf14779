import { eq } from 'drizzle-orm';
import type { Contact } from '@core/contracts/clients';
import type { Db } from '../../db/client';
import { contacts, profiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import type { Mailer } from '../../lib/mail';
import { getContact } from './get-contact';

/**
 * Gives a contact portal access: links the client account that has this email, or records an
 * invitation and emails a registration link; registering with that email links the contact.
 */
export async function inviteContact(
  deps: { db: Db; mailer: Mailer; baseUrl: string },
  actor: CurrentUser,
  contactId: string,
  email: string,
): Promise<{ outcome: 'linked' | 'invited'; contact: Contact }> {
  const { db } = deps;
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId));
  if (!contact) throw new AppError('NOT_FOUND', 'Contact not found');
  if (contact.userId) throw new AppError('CONFLICT', 'This contact already has portal access');
  const [account] = await db.select({ id: users.id, role: profiles.role }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(eq(users.email, email));
  if (account && account.role !== 'client') {
    throw new AppError('CONFLICT', 'This email belongs to a staff or vendor account, not a client', { email: ['This email belongs to a staff or vendor account, not a client'] });
  }
  const outcome = account ? 'linked' : 'invited';
  await db.transaction(async (tx) => {
    await tx
      .update(contacts)
      .set(account ? { userId: account.id, invitedEmail: null, updatedAt: new Date() } : { invitedEmail: email, invitedAt: new Date(), updatedAt: new Date() })
      .where(eq(contacts.id, contactId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: account ? 'contact.user_linked' : 'contact.invited',
      entityType: 'contact',
      entityId: contactId,
      after: account ? { userId: account.id } : { invitedEmail: email },
    });
  });
  if (!account) {
    await deps.mailer.send({
      to: email,
      subject: 'Follow your closing online',
      text:
        `Hello ${contact.firstName},\n\n${actor.name} invited you to follow your closing in the client portal: ` +
        `status, key dates and the people working on it.\n\nCreate your account with this email address (${email}) as a Client:\n` +
        `${deps.baseUrl}/auth/register\n\nIf you were not expecting this, you can ignore this message.`,
    });
  }
  return { outcome, contact: await getContact(db, contactId) };
}
