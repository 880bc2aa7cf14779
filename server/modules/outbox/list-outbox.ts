import { desc, eq } from 'drizzle-orm';
import type { OutboxResponse } from '@core/contracts/outbox';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The newest emails first; an admin reads here what went out (or would have, without SMTP). */
export async function listOutbox(db: Db, query: { to?: string; limit: number }): Promise<OutboxResponse> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(query.to ? eq(emailOutbox.to, query.to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(query.limit);
  return {
    items: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
