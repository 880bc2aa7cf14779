import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import { recordAudit } from '../../lib/audit';

/** A client who registers with an invited email is linked to the contacts that invited it. */
export async function acceptPortalInvitations(tx: Db, userId: string, email: string): Promise<void> {
  const linked = await tx
    .update(contacts)
    .set({ userId, invitedEmail: null, updatedAt: new Date() })
    .where(and(eq(contacts.invitedEmail, email.toLowerCase()), isNull(contacts.userId)))
    .returning({ id: contacts.id });
  for (const contact of linked) {
    await recordAudit(tx, { actorId: userId, action: 'contact.user_linked', entityType: 'contact', entityId: contact.id, after: { userId, via: 'invitation' } });
  }
}
