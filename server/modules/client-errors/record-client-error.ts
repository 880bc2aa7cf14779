import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport } from '@core/contracts/client-errors';
import type { Db } from '../../db/client';
import { clientErrors } from '../../db/schema';

export async function recordClientError(
  deps: { db: Db; log: FastifyBaseLogger },
  report: ClientErrorReport,
  context: { userId: string | null; userAgent: string | null },
): Promise<{ errorId: string }> {
  await deps.db.insert(clientErrors).values({
    errorId: report.errorId,
    userId: context.userId,
    source: report.source,
    message: report.message,
    stack: report.stack ?? null,
    url: report.url,
    userAgent: context.userAgent?.slice(0, 512) ?? null,
    breadcrumbs: report.breadcrumbs,
  });
  deps.log.warn({ errorId: report.errorId, source: report.source, url: report.url, userId: context.userId, clientMessage: report.message }, 'client error reported');
  return { errorId: report.errorId };
}
